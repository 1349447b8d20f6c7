import { containsBlob, toFormData } from './form-data';

const entries = (form: FormData) =>
  [...form.entries()].map(([key, value]) => [
    key,
    typeof value === 'string' ? value : `<file ${(value as File).name}>`,
  ]);

describe('toFormData', () => {
  it('uses bracket notation for nested objects and indexed arrays', () => {
    const form = toFormData({
      event: 'store_excel',
      pegawai: { nama: 'Siti', alamat: { kota: 'Bandung' } },
      ids: [3, 5],
      rows: [
        { id: 1, nama: 'A' },
        { id: 2, nama: 'B' },
      ],
    });
    expect(entries(form)).toEqual([
      ['event', 'store_excel'],
      ['pegawai[nama]', 'Siti'],
      ['pegawai[alamat][kota]', 'Bandung'],
      ['ids[0]', '3'],
      ['ids[1]', '5'],
      ['rows[0][id]', '1'],
      ['rows[0][nama]', 'A'],
      ['rows[1][id]', '2'],
      ['rows[1][nama]', 'B'],
    ]);
  });

  it('appends files and blobs as binary parts, keeping file names', async () => {
    const file = new File(['abc'], 'ijazah.pdf', { type: 'application/pdf' });
    const form = toFormData({ file, files: [file], raw: new Blob(['x']) });
    expect(entries(form)).toEqual([
      ['file', '<file ijazah.pdf>'],
      ['files[0]', '<file ijazah.pdf>'],
      ['raw', '<file blob>'],
    ]);
    expect((form.get('file') as File).size).toBe(3);
  });

  it("sends null as '', skips undefined, and writes booleans, numbers and dates as text", () => {
    const form = toFormData({ a: null, b: undefined, c: true, d: false, e: 0, f: new Date(Date.UTC(2026, 2, 5)) });
    expect(entries(form)).toEqual([
      ['a', ''],
      ['c', 'true'],
      ['d', 'false'],
      ['e', '0'],
      ['f', '2026-03-05T00:00:00.000Z'],
    ]);
  });

  it('appends to a given form', () => {
    const form = new FormData();
    form.append('keep', '1');
    toFormData({ add: 2 }, form);
    expect(entries(form)).toEqual([
      ['keep', '1'],
      ['add', '2'],
    ]);
  });
});

describe('containsBlob', () => {
  it('finds files however deep they are', () => {
    expect(containsBlob({ a: { b: [{ c: new Blob(['x']) }] } })).toBe(true);
    expect(containsBlob({ a: { b: [1, 'x', null] }, d: new Date() })).toBe(false);
    expect(containsBlob(null)).toBe(false);
  });
});
