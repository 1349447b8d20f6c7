import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@portal/design-system/router';
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

describe('useUrlQuery defaults given as a function', () => {
  let calls = 0;
  let setDay: (change: (q: { hari: string }) => { hari: string }) => void = () => undefined;
  function DayProbe({ today }: { today: string }) {
    const [query, set] = useUrlQuery<{ hari: string }>({ hari: 'string' }, () => {
      calls += 1;
      return { hari: today };
    });
    setDay = set;
    return <output data-testid="day">{query.hari}</output>;
  }

  it('computes them once and keeps them: a page open past midnight keeps the day it opened with', () => {
    const { rerender } = render(
      <MemoryRouter initialEntries={['/absen']}>
        <DayProbe today="2026-11-24" />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('day').textContent).toBe('2026-11-24');
    rerender(
      <MemoryRouter initialEntries={['/absen']}>
        <DayProbe today="2026-11-25" />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('day').textContent).toBe('2026-11-24');
    // Still the default (left out of the address) after another change.
    act(() => setDay((q) => ({ ...q })));
    expect(screen.getByTestId('day').textContent).toBe('2026-11-24');
    expect(calls).toBe(1);
  });
});
