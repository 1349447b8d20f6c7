import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { useUrlQuery, type UrlQuerySchema } from './useUrlQuery';

interface Query {
  page: number;
  search?: string;
  kantor_id?: number;
  aktif?: boolean;
}
const SCHEMA: UrlQuerySchema<Query> = { page: 'number', search: 'string', kantor_id: 'number', aktif: 'boolean' };

let update: (change: (q: Query) => Query) => void = () => undefined;
function Probe() {
  const [query, set] = useUrlQuery<Query>(SCHEMA, { page: 1 });
  update = set;
  const location = useLocation();
  return (
    <>
      <output data-testid="query">{JSON.stringify(query)}</output>
      <output data-testid="address">{location.search}</output>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );
const query = () => JSON.parse(screen.getByTestId('query').textContent!) as Query;

describe('useUrlQuery', () => {
  it('reads the list state from the address, typed, with defaults for what is missing or unreadable', () => {
    renderAt('/pegawai?page=3&search=budi&kantor_id=x&aktif=true&tab=2');
    expect(query()).toEqual({ page: 3, search: 'budi', aktif: true });
  });

  it('writes changes to the address, leaves defaults and empties out, keeps foreign parameters', () => {
    renderAt('/pegawai?tab=2');
    act(() => update((q) => ({ ...q, page: 2, search: 'siti', kantor_id: 7 })));
    expect(screen.getByTestId('address').textContent).toBe('?tab=2&page=2&search=siti&kantor_id=7');
    expect(query()).toEqual({ page: 2, search: 'siti', kantor_id: 7 });
    act(() => update((q) => ({ ...q, page: 1, search: '', kantor_id: undefined })));
    expect(screen.getByTestId('address').textContent).toBe('?tab=2');
    expect(query()).toEqual({ page: 1 });
  });

  it('a field cleared although it has a default (all years) stays cleared', () => {
    render(
      <MemoryRouter initialEntries={['/absen/libur']}>
        <YearProbe />
      </MemoryRouter>,
    );
    expect(JSON.parse(screen.getByTestId('year').textContent!)).toEqual({ page: 1, tahun: 2026 });
    act(() => setYear((q) => ({ ...q, tahun: undefined })));
    expect(screen.getByTestId('year-address').textContent).toBe('?tahun=');
    expect(JSON.parse(screen.getByTestId('year').textContent!)).toEqual({ page: 1 });
  });
});

let setYear: (change: (q: { page: number; tahun?: number }) => { page: number; tahun?: number }) => void = () =>
  undefined;
function YearProbe() {
  const [query, set] = useUrlQuery<{ page: number; tahun?: number }>(
    { page: 'number', tahun: 'number' },
    { page: 1, tahun: 2026 },
  );
  setYear = set;
  return (
    <>
      <output data-testid="year">{JSON.stringify(query)}</output>
      <output data-testid="year-address">{useLocation().search}</output>
    </>
  );
}
