/**
 * The battery of hostile inputs the fuzz test sends to every route: classes of bad values for
 * query strings, path parameters and JSON bodies. Values are raw JSON text where JSON itself can
 * carry the attack (`1e400` parses to Infinity), raw bytes where only bytes can (invalid UTF-8).
 */

/** Plausible values by field name, so one hostile field is not hidden behind another's 422. */
export function plausibleValues(ids: { kantorId: number; pegawaiId: number; userId: number }): Record<string, unknown> {
  return {
    nama: 'Uji Coba',
    judul: 'Uji',
    keterangan: 'uji',
    alasan: 'uji',
    catatan: 'uji',
    note: 'uji',
    search: 'uji',
    tanggal: '2026-03-02',
    date: '2026-03-02',
    dateStart: '2026-03-01',
    dateEnd: '2026-03-31',
    awal: '2026-03-02',
    akhir: '2026-03-03',
    tanggal_mulai: '2026-03-02',
    tanggal_selesai: '2026-03-03',
    tanggal_lahir: '1990-01-01',
    tahun: 2026,
    bulan: 3,
    page: 1,
    per_page: 10,
    minutes: 5,
    email: 'uji@bank.test',
    phone: '081234567890',
    username: 'ujicoba',
    npp: '12345678',
    password: 'Rahasia#Kuat2026',
    password_old: 'Rahasia#Kuat2025',
    password_confirmation: 'Rahasia#Kuat2026',
    token: 'abcdefghijklmnop',
    refresh_token: 'abcdefghijklmnop',
    id: 1,
    kantor_id: ids.kantorId,
    pegawai_id: ids.pegawaiId,
    user_id: ids.userId,
    jabatan_id: 1,
    pangkat_id: 1,
    jenis_id: 3,
    status_id: 1,
    level_id: 1,
    parent_id: 1,
    url: 'https://contoh.test/a',
    location: 'link/1/a.pdf',
    path: 'link/1/a.pdf',
    name: 'a.pdf',
    bucket: 'portal',
    latitude: -6.2,
    longitude: 106.8,
    accuracy: 10,
    mocked: false,
    roles: [10],
    files: [{ path: 'link/1/a.pdf', name: 'a.pdf' }],
  };
}

/** Field names tried on every body and query besides the ones a route's schema declares. */
export const GENERIC_FIELDS = [
  'nama',
  'judul',
  'keterangan',
  'alasan',
  'search',
  'tanggal',
  'tahun',
  'bulan',
  'id',
  'kantor_id',
  'pegawai_id',
  'user_id',
  'email',
  'phone',
  'token',
  'location',
  'status',
];

export type FieldKind = 'string' | 'integer' | 'number' | 'other';

const LONG = 'x'.repeat(20_000);
/** Each class rewrites the fields of one kind; the other fields keep their plausible values. */
export const STRING_CLASSES: Record<string, string> = {
  nul: 'uji\u0000coba',
  'nul-only': '\u0000',
  'lone-surrogate': 'a\ud800b',
  'long-20k': LONG,
  sql: "x' OR '1'='1'; DROP TABLE users; --",
  script: '<script>alert(1)</script><img src=x onerror=alert(1)>',
  traversal: '../../../../etc/passwd',
  'format-string': '%s%s%s%n%x',
  'unknown-enum': 'nilai_tidak_dikenal',
  numberish: '1e400',
  empty: '',
};

/** Raw JSON texts for numeric fields. */
export const NUMBER_CLASSES: Record<string, string> = {
  'infinity-1e400': '1e400',
  'minus-infinity': '-1e400',
  huge: '99999999999999999999999',
  'int32-overflow': '2147483648',
  'int64-overflow': '9223372036854775808',
  negative: '-1',
  zero: '0',
  fraction: '1.5',
  'string-number': '"12abc"',
};

/** Whole-body attacks, independent of the fields. */
export const RAW_BODIES: Record<string, (selector: string) => string | Buffer> = {
  'wrong-type-array': () => '[1,2,3]',
  'wrong-type-string': () => '"teks"',
  'wrong-type-number': () => '1e400',
  null: () => 'null',
  proto: (s) => `{${s}"__proto__":{"isAdmin":true,"roles":[1]}}`,
  'constructor-prototype': (s) => `{${s}"constructor":{"prototype":{"isAdmin":true}}}`,
  'invalid-utf8': (s) =>
    Buffer.concat([
      Buffer.from(`{${s}"nama":"a`),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from('b","judul":"'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('"}'),
    ]),
  'deep-nesting': (s) => `{${s}"nama":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  'huge-string-900k': (s) => `{${s}"nama":"${'y'.repeat(900_000)}","judul":"${'y'.repeat(50_000)}"}`,
  'wrong-type-object-everywhere': (s) => `{${s}${GENERIC_FIELDS.map((f) => `"${f}":{"$gt":""}`).join(',')}}`,
  'wrong-type-array-everywhere': (s) => `{${s}${GENERIC_FIELDS.map((f) => `"${f}":[{}]`).join(',')}}`,
  'nulls-everywhere': (s) => `{${s}${GENERIC_FIELDS.map((f) => `"${f}":null`).join(',')}}`,
};

/** Query-string values, already URL-encoded where the attack is in the encoding. */
export const QUERY_STRING_CLASSES: Record<string, string> = {
  nul: 'uji%00coba',
  'invalid-utf8': 'uji%FFcoba%C3',
  'long-50k': 'q'.repeat(50_000),
  sql: encodeURIComponent("x' OR '1'='1'; --"),
  script: encodeURIComponent('<script>alert(1)</script>'),
  'unknown-enum': 'nilai_tidak_dikenal',
};
/** Numbers out of any id's range or sign, as text: both a query number and a path id meet them. */
const OUT_OF_RANGE_NUMBERS = {
  infinity: 'Infinity',
  '1e400': '1e400',
  huge: '99999999999999999999',
  'int32-overflow': '2147483648',
  negative: '-1',
  zero: '0',
};
export const QUERY_NUMBER_CLASSES: Record<string, string> = {
  ...OUT_OF_RANGE_NUMBERS,
  fraction: '1.5',
  nan: 'NaN',
  nul: '1%00',
  hex: '0x10',
};
/** Path parameter values (raw, inserted into the URL as they are). */
export const PATH_CLASSES: Record<string, string> = {
  nul: '%00',
  'invalid-utf8': '%FF',
  ...OUT_OF_RANGE_NUMBERS,
  text: 'abc',
  sql: "1'%20OR%201=1--",
  traversal: '..%2F..%2Fetc%2Fpasswd',
  long: 'p'.repeat(5_000),
  proto: '__proto__',
};

export function kindOf(schemaType: unknown, plausible: unknown): FieldKind {
  const t = Array.isArray(schemaType) ? schemaType.find((x) => x !== 'null') : schemaType;
  if (t === 'string' || t === 'integer' || t === 'number') return t;
  if (t !== undefined) return 'other';
  if (typeof plausible === 'string') return 'string';
  if (typeof plausible === 'number') return Number.isInteger(plausible) ? 'integer' : 'number';
  return 'other';
}
