// The care-claim list of /pegawai/perawatan (with the type filter) and of the glasses page (without):
// bill date, employee, type, place, amount in rupiah, the approval status with "Giliran Anda" and a
// Detail link to the claim's page (answers of GET /api/sdm/perawatan/x/nota?event=index, as the pages
// pass them).
import type { PagedListState } from '@portal/api-client';
import type { PerawatanNotaRow } from '@portal/contracts';
import { withStoryApi } from '@portal/design-system/storybook';
import { paged } from '@portal/api-client/testing/paged';
import { notaRow, perawatanConfig } from '../perawatan-fixtures';
import { NotaTable } from './NotaTable';

const list = (rows: PerawatanNotaRow[], loading = false) =>
  ({
    data: loading ? undefined : paged(rows),
    isLoading: loading,
    isValidating: loading,
    mutate: async () => undefined,
  }) as unknown as PagedListState<PerawatanNotaRow>;

const rows: PerawatanNotaRow[] = [
  notaRow,
  {
    ...notaRow,
    id: 32,
    token: 'tok-budi-rawat-jalan-00000000000',
    pegawai_id: 8,
    pegawai: { id: 8, nama: 'Budi Santoso', npp: '40000002', kantor: { id: 4, nama: 'Kantor Cabang Bandung' } },
    jenis: { id: 1, nama: 'Rawat Jalan', is_kaca_mata: false },
    rs_tempat: { id: 2, nama: 'RS Harapan Kita', golongan_nama: 'Kelas Utama' },
    tanggal: '2026-11-02',
    nomor_nota: null,
    nominal: '1250000.50',
    kaca_mata_periode: null,
    status: 'draft',
    status_label: 'Draft',
    is_myturn: false,
  },
  {
    ...notaRow,
    id: 33,
    token: 'tok-citra-disetujui-0000000000000',
    pegawai_id: 9,
    pegawai: { id: 9, nama: 'Citra Dewi', npp: null, kantor: null },
    jenis: { id: 1, nama: 'Rawat Jalan', is_kaca_mata: false },
    rs_tempat: null,
    tanggal: '2026-10-15',
    nominal: '350000.00',
    kaca_mata_periode: null,
    status: 'disetujui',
    status_label: 'Disetujui',
    is_myturn: false,
  },
];

const meta = {
  title: 'mf-pegawai/Perawatan/NotaTable',
  component: NotaTable,
  decorators: [withStoryApi],
  args: {
    list: list(rows),
    query: { page: 1, per_page: 10 },
    setQuery: () => undefined,
    jenis: perawatanConfig.jenis,
    caption: 'Daftar klaim perawatan',
  },
};

export default meta;

/** The register: a waiting glasses claim that is the viewer's turn, a Draft and an approved claim. */
export const Register = {};

/** The glasses page: no type filter, only glasses claims. */
export const KacaMata = { args: { list: list([notaRow]), jenis: undefined, caption: 'Daftar klaim kacamata' } };

/** Nothing found: 'Belum ada data perawatan'. */
export const Empty = { args: { list: list([]) } };

/** The first page is still being read. */
export const Loading = { args: { list: list([], true) } };
