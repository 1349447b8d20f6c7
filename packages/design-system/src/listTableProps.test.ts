import { listTableProps } from './listTableProps';

const page = { data: [{ id: 1 }], current_page: 1, per_page: 10, from: 1, to: 1, total: 1, last_page: 1 };

describe('listTableProps', () => {
  it("hands a DataTable the list's page, loading state and failure", () => {
    const error = { message: 'Terjadi kesalahan pada server' };
    const props = listTableProps({ data: page, error, isLoading: true, mutate: jest.fn() });
    expect(props).toMatchObject({ data: page, error, isLoading: true });
  });

  it('retries by loading the list again', () => {
    const mutate = jest.fn(() => Promise.resolve(undefined));
    listTableProps({ data: undefined, error: undefined, isLoading: false, mutate }).onRetry();
    expect(mutate).toHaveBeenCalledTimes(1);
  });
});
