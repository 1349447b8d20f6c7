// Demo data and MSW handlers for stories only (never imported by the package's public code).
import { delay, http, HttpResponse } from 'msw';
import { filterOptions } from '../option-filter';
import type { Paged } from '../paged';

export interface DemoPegawai {
  id: number;
  nama: string;
  npp: string;
  jabatan: { nama: string };
  kantor: { nama: string };
}

const FIRST = ['Budi', 'Siti', 'Agus', 'Dewi', 'Rudi', 'Sri', 'Andi', 'Ratna', 'Joko', 'Wulan', 'Hendra', 'Yuni'];
const LAST = [
  'Santoso',
  'Rahayu',
  'Wijaya',
  'Lestari',
  'Hartono',
  'Kusuma',
  'Pratama',
  'Saputra',
  'Nugroho',
  'Purnama',
];
const JABATAN = ['Teller', 'Customer Service', 'Analis Kredit', 'Kepala Cabang', 'Staf SDM', 'Auditor'];
const KANTOR = ['Kantor Pusat', 'Cabang Surabaya', 'Cabang Malang', 'Capem Sidoarjo', 'Kantor Kas Gresik'];

export const demoPegawai: DemoPegawai[] = Array.from({ length: 137 }, (_, i) => ({
  id: i + 1,
  nama: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`,
  npp: String(10001 + i),
  jabatan: { nama: JABATAN[i % JABATAN.length] },
  kantor: { nama: KANTOR[(i * 3) % KANTOR.length] },
}));

const SEARCH_KEYS = ['nama', 'npp', 'jabatan.nama', 'kantor.nama'];

function compare(a: DemoPegawai, b: DemoPegawai, key: string): number {
  const read = (row: DemoPegawai) => (key === 'jabatan' ? row.jabatan.nama : String(row[key as keyof DemoPegawai]));
  return read(a).localeCompare(read(b), 'id', { numeric: true });
}

/** What the server answers for a paged list: `page`, `per_page`, `search`, `sortby` / `sortbydesc`. */
export function pageOf(url: URL): Paged<DemoPegawai> {
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
  const perPage = Number(url.searchParams.get('per_page') ?? 10);
  let rows = filterOptions(demoPegawai, url.searchParams.get('search') ?? '', SEARCH_KEYS);
  const asc = url.searchParams.get('sortby');
  const desc = url.searchParams.get('sortbydesc');
  if (asc) rows = [...rows].sort((a, b) => compare(a, b, asc));
  if (desc) rows = [...rows].sort((a, b) => compare(b, a, desc));
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const start = (page - 1) * perPage;
  const data = rows.slice(start, start + perPage);
  return {
    data,
    current_page: page,
    per_page: perPage,
    from: data.length ? start + 1 : null,
    to: data.length ? start + data.length : null,
    total,
    last_page: lastPage,
  };
}

export const pegawaiHandlers = {
  list: http.get('/api/sdm/pegawai', async ({ request }) => {
    await delay(400);
    return HttpResponse.json(pageOf(new URL(request.url)));
  }),
};

export const emptyListHandler = http.get('/api/sdm/pegawai', async () => {
  await delay(300);
  return HttpResponse.json({ data: [], current_page: 1, per_page: 10, from: null, to: null, total: 0, last_page: 1 });
});
