import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@portal/design-system/router';
import { ApiError } from '@portal/api-client';
import { fakeTransport, renderWith } from '../../../testing/test-utils';
import { familyRows } from '../keluarga-fixtures';
import FamilyDetailPage from './FamilyDetailPage';

jest.setTimeout(20_000);

function renderDetail(answers: Parameters<typeof fakeTransport>[0], id = 23) {
  const { transport, request } = fakeTransport(answers);
  renderWith(
    <Routes>
      <Route path="/pegawai/family/:id" element={<FamilyDetailPage />} />
    </Routes>,
    transport,
    `/pegawai/family/${id}`,
  );
  return request;
}

describe('FamilyDetailPage', () => {
  it('shows the member with the employee it belongs to', async () => {
    renderDetail({ 'GET /sdm/pegawai/x/family/23': { data: familyRows[2] } });
    const detail = await screen.findByTestId('family-detail');
    expect(within(detail).getByText('Dewi Anggraini')).toBeInTheDocument();
    expect(within(detail).getByText('Istri')).toBeInTheDocument();
    expect(within(detail).getByText('Belum diisi')).toBeInTheDocument();
    expect(within(detail).getByText('Menikah di Bandung')).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: 'Budi Santoso' })).toBeInTheDocument();
  });

  it("another employee's member reads as not found (the server's 404)", async () => {
    renderDetail({
      'GET /sdm/pegawai/x/family/23': new ApiError(404, 'Data keluarga tidak ditemukan'),
    });
    expect(await screen.findByText('Data keluarga tidak ditemukan')).toBeInTheDocument();
    expect(screen.queryByTestId('family-detail')).not.toBeInTheDocument();
  });
});
