import { screen, within } from '@testing-library/react';
import { ImportErrorTable } from './ImportErrorTable';
import { renderWithPortal } from './testing/render-with-portal';

describe('ImportErrorTable', () => {
  it('lists each problem with its row and column, "-" where the file gives none', () => {
    renderWithPortal(
      <ImportErrorTable
        errors={[
          { row: 3, column: 'NPP', message: 'NPP tidak ditemukan' },
          { row: 0, column: '', message: 'Kolom Nominal tidak ada' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Kesalahan pada file upload' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'BarisKolomKeterangan',
      '3NPPNPP tidak ditemukan',
      '--Kolom Nominal tidak ada',
    ]);
  });
});
