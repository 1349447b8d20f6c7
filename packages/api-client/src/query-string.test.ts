import { buildQueryString } from './query-string';

describe('buildQueryString', () => {
  it('serialises arrays as key[]= and objects with brackets', () => {
    expect(buildQueryString({ page: 1, per_page: 10, kantor_id: [3, 4] })).toBe(
      '?page=1&per_page=10&kantor_id[]=3&kantor_id[]=4',
    );
    expect(buildQueryString({ filter: { status: 'aktif', ids: [1] } })).toBe('?filter[status]=aktif&filter[ids][]=1');
  });

  it('encodes names and values but keeps brackets readable', () => {
    expect(buildQueryString({ search: 'Budi & Siti', 'x y': 'a/b?' })).toBe('?search=Budi%20%26%20Siti&x%20y=a%2Fb%3F');
  });

  it('leaves out null and undefined, keeps empty strings, false and 0', () => {
    expect(buildQueryString({ a: null, b: undefined, c: '', d: false, e: 0 })).toBe('?c=&d=false&e=0');
    expect(buildQueryString({ a: null })).toBe('');
    expect(buildQueryString(undefined)).toBe('');
    expect(buildQueryString({ ids: [] })).toBe('');
  });

  it('writes dates as ISO instants', () => {
    expect(buildQueryString({ date: new Date(Date.UTC(2026, 0, 2)) })).toBe('?date=2026-01-02T00%3A00%3A00.000Z');
  });
});
