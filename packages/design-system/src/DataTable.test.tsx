import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from './DataTable';
import type { Paged } from './paged';
import { renderWithPortal } from './testing/render-with-portal';

interface Row {
  id: number;
  nama: string;
  npp: string;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'npp', header: 'NPP', sortable: true },
  { key: 'nama', header: 'Nama', sortable: true },
  { key: 'aksi', header: 'Aksi', render: (row) => <button type="button">Ubah {row.nama}</button> },
];

function page(current: number, overrides: Partial<Paged<Row>> = {}): Paged<Row> {
  const perPage = 10;
  const total = 1234;
  const from = (current - 1) * perPage + 1;
  return {
    data: Array.from({ length: perPage }, (_, i) => ({
      id: from + i,
      nama: `Pegawai ${from + i}`,
      npp: `N${from + i}`,
    })),
    current_page: current,
    per_page: perPage,
    from,
    to: from + perPage - 1,
    total,
    last_page: Math.ceil(total / perPage),
    ...overrides,
  };
}

function setup(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  const handlers = {
    onPageChange: jest.fn(),
    onPerPageChange: jest.fn(),
    onSortChange: jest.fn(),
    onSearch: jest.fn(),
  };
  const view = renderWithPortal(
    <DataTable<Row> caption="Pegawai" columns={columns} data={page(1)} {...handlers} {...props} />,
  );
  return { ...handlers, ...view };
}

describe('DataTable', () => {
  it('renders rows, custom cells and the Indonesian from/to/total text', () => {
    setup({ data: page(3) });
    expect(screen.getByText('Menampilkan 21 – 30 dari 1.234 data')).toBeInTheDocument();
    expect(screen.getByText('N21')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ubah Pegawai 30' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
  });

  it('calls onPageChange with the right page from Sebelumnya, Berikutnya and page numbers', async () => {
    const user = userEvent.setup();
    const { onPageChange } = setup({ data: page(5) });
    const nav = screen.getByRole('navigation', { name: 'Navigasi halaman' });
    expect(within(nav).getByRole('button', { name: 'Halaman 5' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('button', { name: 'Berikutnya' }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    await user.click(within(nav).getByRole('button', { name: 'Sebelumnya' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await user.click(within(nav).getByRole('button', { name: 'Halaman 124' }));
    expect(onPageChange).toHaveBeenLastCalledWith(124);
    await user.click(within(nav).getByRole('button', { name: 'Halaman 1' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    // The current page is not a navigation.
    await user.click(within(nav).getByRole('button', { name: 'Halaman 5' }));
    expect(onPageChange).toHaveBeenCalledTimes(4);
  });

  it('disables Sebelumnya on the first page and Berikutnya on the last', () => {
    const { rerender } = setup({ data: page(1) });
    expect(screen.getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Berikutnya' })).toBeEnabled();
    rerender(<DataTable<Row> columns={columns} data={page(124, { to: 1234, data: [] })} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Berikutnya' })).toBeDisabled();
  });

  it('offers 10/25/50/100 per page and reports the choice', async () => {
    const user = userEvent.setup();
    const { onPerPageChange } = setup();
    const select = screen.getByRole('combobox', { name: 'Data per halaman' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '25', '50', '100']);
    await user.selectOptions(select, '50');
    expect(onPerPageChange).toHaveBeenCalledWith(50);
  });

  it('cycles aria-sort none → ascending → descending → none and reports sortby/sortbydesc', async () => {
    const user = userEvent.setup();
    const { onSortChange } = setup();
    const header = screen.getByRole('columnheader', { name: /Nama/ });
    const button = within(header).getByRole('button');
    expect(header).toHaveAttribute('aria-sort', 'none');

    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(onSortChange).toHaveBeenLastCalledWith({ sortby: 'nama' });

    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(onSortChange).toHaveBeenLastCalledWith({ sortbydesc: 'nama' });

    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(onSortChange).toHaveBeenLastCalledWith({});
    // Sorting another column starts it ascending and leaves the first one unsorted.
    await user.click(within(screen.getByRole('columnheader', { name: /NPP/ })).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ sortby: 'npp' });
    expect(header).toHaveAttribute('aria-sort', 'none');
  });

  it('sorts from the keyboard and leaves unsortable headers without aria-sort', async () => {
    const user = userEvent.setup();
    const { onSortChange } = setup();
    expect(screen.getByRole('columnheader', { name: 'Aksi' })).not.toHaveAttribute('aria-sort');
    const sortNpp = within(screen.getByRole('columnheader', { name: /NPP/ })).getByRole('button');
    sortNpp.focus();
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ sortby: 'npp' });
    await user.keyboard(' ');
    expect(onSortChange).toHaveBeenLastCalledWith({ sortbydesc: 'npp' });
  });

  it('follows a controlled sort prop', () => {
    setup({ sort: { sortbydesc: 'npp' } });
    expect(screen.getByRole('columnheader', { name: /NPP/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('debounces the search and flushes it on Enter', () => {
    jest.useFakeTimers();
    try {
      const { onSearch } = setup({ searchDebounceMs: 500 });
      const input = screen.getByRole('searchbox', { name: 'Cari' });
      fireEvent.change(input, { target: { value: 'bud' } });
      fireEvent.change(input, { target: { value: 'budi' } });
      act(() => jest.advanceTimersByTime(499));
      expect(onSearch).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onSearch).toHaveBeenCalledTimes(1);
      expect(onSearch).toHaveBeenCalledWith('budi');

      fireEvent.change(input, { target: { value: 'budi s' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(onSearch).toHaveBeenLastCalledWith('budi s');
      act(() => jest.advanceTimersByTime(1000));
      expect(onSearch).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('the search box follows a search changed from outside, but not the echo of its own typing', () => {
    jest.useFakeTimers();
    try {
      const { onSearch, onPageChange, rerender } = setup({ search: 'ani', searchDebounceMs: 500 });
      const input = screen.getByRole('searchbox', { name: 'Cari' });
      expect(input).toHaveValue('ani');
      const table = (search: string | undefined) => (
        <DataTable<Row>
          caption="Pegawai"
          columns={columns}
          data={page(1)}
          onPageChange={onPageChange}
          onSearch={onSearch}
          search={search}
          searchDebounceMs={500}
        />
      );
      // Typed 'budi', sent; more typed before the address caught up with 'budi'.
      fireEvent.change(input, { target: { value: 'budi' } });
      act(() => jest.advanceTimersByTime(500));
      fireEvent.change(input, { target: { value: 'budi s' } });
      rerender(table('budi'));
      expect(input).toHaveValue('budi s');
      // Back to an earlier address, or a page clearing the search: the box shows it.
      rerender(table('ani'));
      expect(input).toHaveValue('ani');
      rerender(table(undefined));
      expect(input).toHaveValue('');
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows 'Tidak ada data' for an empty page and a loading state while the first page loads", () => {
    const empty: Paged<Row> = { data: [], current_page: 1, per_page: 10, from: null, to: null, total: 0, last_page: 1 };
    const { rerender } = setup({ data: empty });
    expect(screen.getByText('Tidak ada data')).toBeInTheDocument();
    expect(screen.getByText('Menampilkan 0 – 0 dari 0 data')).toBeInTheDocument();
    rerender(<DataTable<Row> columns={columns} data={undefined} isLoading onPageChange={jest.fn()} />);
    expect(screen.queryByText('Tidak ada data')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Memuat data...');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('a list that failed shows only the reason and a retry, not an empty state beside it', async () => {
    const onRetry = jest.fn();
    setup({ data: undefined, error: { message: 'Gagal memuat data: server tidak menjawab' }, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Gagal memuat data: server tidak menjawab');
    expect(screen.queryByText('Tidak ada data')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('numbers rows from the page offset', () => {
    setup({ data: page(2), numbered: true });
    const firstRow = screen.getAllByRole('row')[1];
    expect(within(firstRow).getAllByRole('cell')[0]).toHaveTextContent('11');
  });
});
