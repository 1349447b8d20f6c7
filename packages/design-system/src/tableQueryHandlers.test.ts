import { tableQueryHandlers, type TableQuery } from './tableQueryHandlers';

type Query = TableQuery & { tahun?: number };

function run(apply: (h: ReturnType<typeof tableQueryHandlers<Query>>) => void, start: Query): Query {
  let current = start;
  apply(
    tableQueryHandlers<Query>((change) => {
      current = change(current);
    }),
  );
  return current;
}

describe('tableQueryHandlers', () => {
  const start: Query = { page: 4, per_page: 10, search: 'ani', tahun: 2025 };

  it('pages without touching the rest of the query', () => {
    expect(run((h) => h.onPageChange(5), start)).toEqual({ ...start, page: 5 });
  });

  it('goes back to the first page when the page size, the search or the sort change', () => {
    expect(run((h) => h.onPerPageChange(50), start)).toEqual({ ...start, per_page: 50, page: 1 });
    expect(run((h) => h.onSearch('budi'), start)).toEqual({ ...start, search: 'budi', page: 1 });
    expect(run((h) => h.onSortChange({ sortbydesc: 'nama' }), start)).toEqual({
      ...start,
      sortby: undefined,
      sortbydesc: 'nama',
      page: 1,
    });
  });

  it('drops an emptied search instead of searching for nothing', () => {
    expect(run((h) => h.onSearch(''), start).search).toBeUndefined();
  });
});
