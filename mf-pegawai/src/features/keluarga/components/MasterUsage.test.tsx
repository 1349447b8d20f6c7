import { screen, within } from '@testing-library/react';
import { fakeTransport, renderWith } from '../../../testing/test-utils';
import { familyStatuses, institusiItems } from '../keluarga-fixtures';
import { MasterUsage, usageRows } from './MasterUsage';

describe('usageRows', () => {
  it('every entry with its count (0 when unused), then values outside the list, then the blanks', () => {
    const rows = usageRows(familyStatuses, [
      { nama: 'Tanggungan', total: 4 },
      { nama: null, total: 2 },
      { nama: 'Yatim', total: 1 },
    ]);
    expect(rows.map((r) => [r.label, r.total, r.kind])).toEqual([
      ['Tanggungan', 4, 'entry'],
      ['Bukan Tanggungan', 0, 'entry'],
      ['Meninggal', 0, 'entry'],
      ['Belum diisi', 2, 'blank'],
      ['Yatim', 1, 'outside'],
    ]);
  });

  it('a name shared by two entries (a major under two levels) counts once', () => {
    const akuntansi = (id: number, parent_id: number) => ({
      id,
      nama: 'Akuntansi',
      akronim: null,
      parent_id,
      label: 'Akuntansi',
    });
    const rows = usageRows([akuntansi(3, 3), akuntansi(7, 7)], [{ nama: 'Akuntansi', total: 5 }]);
    expect(rows.map((r) => r.total)).toEqual([5, 0]);
  });
});

describe('MasterUsage', () => {
  it('shows institutions as "nama | akronim" with counts, and marks values the list lacks', () => {
    const { transport } = fakeTransport({});
    renderWith(
      <MasterUsage
        caption="Institusi pendidikan"
        nameHeader="Institusi"
        items={institusiItems}
        counts={{
          data: [
            { nama: 'Universitas Indonesia', total: 1200 },
            { nama: 'Politeknik Negeri Bandung', total: 3 },
          ],
        }}
      />,
      transport,
    );
    const table = screen.getByRole('table', { name: 'Institusi pendidikan' });
    const ui = within(table).getByText('Universitas Indonesia | UI').closest('tr')!;
    expect(within(ui).getByText('1.200')).toBeInTheDocument();
    const ugm = within(table).getByText('Universitas Gadjah Mada | UGM').closest('tr')!;
    expect(within(ugm).getByText('0')).toBeInTheDocument();
    const outside = within(table).getByText('Politeknik Negeri Bandung').closest('tr')!;
    expect(within(outside).getByText('Tidak ada di daftar')).toBeInTheDocument();
  });

  it('reads out a failed load', () => {
    const { transport } = fakeTransport({});
    renderWith(
      <MasterUsage
        caption="Status keluarga"
        nameHeader="Status"
        items={familyStatuses}
        counts={undefined}
        error={{ message: 'Terjadi kesalahan pada server' }}
      />,
      transport,
    );
    expect(screen.getByText('Terjadi kesalahan pada server')).toBeInTheDocument();
  });
});
