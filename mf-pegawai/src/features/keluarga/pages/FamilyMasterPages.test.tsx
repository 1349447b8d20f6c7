import { screen, within } from '@testing-library/react';
import { fakeTransport, renderWith } from '../../../testing/test-utils';
import { familyRelations, familyStatuses, kawinCodes } from '../keluarga-fixtures';
import FamilyRelationPage from './FamilyRelationPage';
import FamilyStatusPage from './FamilyStatusPage';
import KawinPage from './KawinPage';

jest.setTimeout(20_000);

describe('the family master pages', () => {
  it('/pegawai/family/status: each status with its members, and those without one', async () => {
    const { transport, request } = fakeTransport({
      'GET /general/family/x/status': { data: familyStatuses },
      'GET /sdm/pegawai/x/family/x/count': {
        data: [
          { nama: 'Tanggungan', total: 7 },
          { nama: null, total: 2 },
        ],
      },
    });
    renderWith(<FamilyStatusPage />, transport);
    const table = await screen.findByRole('table', { name: 'Status keluarga' });
    expect(within(within(table).getByText('Tanggungan').closest('tr')!).getByText('7')).toBeInTheDocument();
    expect(await within(table).findByText('Belum diisi')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/family/x/count', { query: { by: 'status' } });
  });

  it('/pegawai/family/family: the relations with their counts', async () => {
    const { transport, request } = fakeTransport({
      'GET /general/family': { data: familyRelations },
      'GET /sdm/pegawai/x/family/x/count': { data: [{ nama: 'Anak', total: 3 }] },
    });
    renderWith(<FamilyRelationPage />, transport);
    const table = await screen.findByRole('table', { name: 'Hubungan anggota keluarga' });
    expect(await within(table).findByText('Ibu')).toBeInTheDocument();
    expect(within(within(table).getByText('Anak').closest('tr')!).getByText('3')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/family/x/count', { query: { by: 'hubungan' } });
  });

  it('/pegawai/family/kawin: the marriage status codes and how they follow from the family', async () => {
    const { transport } = fakeTransport({ 'GET /general/kawin': { data: kawinCodes } });
    renderWith(<KawinPage />, transport);
    const table = await screen.findByRole('table', { name: 'Kode status perkawinan' });
    expect(await within(table).findByText('K/3')).toBeInTheDocument();
    expect(screen.getByText(/ditambah jumlah anak/)).toBeInTheDocument();
  });
});
