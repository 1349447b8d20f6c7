/**
 * mf-sppd route table: business trips (/pegawai/sppd/*, /sppd/:id), work-assignment letters
 * (/pegawai/skmd/*, /skmd/:token) and official memos (/pegawai/notadinas/*, /notadinas/:token).
 * Paths, names and role meta follow spec section 2 exactly; the shell's guard and side menu read them.
 * Loaded eagerly by the shell: keep it data only (pages get a lazy `load` when they are built).
 */
import type { PortalRoute } from '@portal/domain';

const PERJALANAN = 'Perjalanan Dinas';
const PERSURATAN = 'Persuratan';

const sppdMaster = { hasRolesId: [1] }; // "(all 1)": trip master data
const skmdAdmin = { hasRolesId: [57], doesntHaveRolesId: [8, 52], fluid: true }; // "(57, not 8/52, fluid)"

export const routes: PortalRoute[] = [
  // Business trips (SPPD); the menu opens the list with its pending-cost and missing-proof filters off
  { path: '/pegawai/sppd', name: 'pegawai.sppd.index', meta: { title: 'Daftar SPPD', hasRolesId: [10], doesntHaveRolesId: [8], menu: { group: PERJALANAN, query: { is_biaya_pending: 0, is_bukti_empty: 0 } } } },
  { path: '/pegawai/sppd/:id', name: 'pegawai.sppd.show', meta: { title: 'Detail SPPD', menu: false } },
  { path: '/pegawai/sppd/grafik', name: 'pegawai.sppd.grafik', meta: { title: 'Grafik SPPD', hasRolesId: [12, 4, 58, 1], menu: { group: PERJALANAN } } },
  // Opened from a trip, not from the menu.
  { path: '/pegawai/sppd/detail/biaya', name: 'pegawai.sppd.detailBiaya', meta: { title: 'Rincian Biaya SPPD', menu: false } },
  { path: '/pegawai/sppd/export', name: 'pegawai.sppd.export', meta: { title: 'Ekspor SPPD', hasRolesId: [1, 12, 14, 13, 15], menu: { group: PERJALANAN } } },
  { path: '/sppd/:id', name: 'sppd.show', meta: { title: 'Surat Perjalanan Dinas', menu: false } },

  // Trip master data (1)
  { path: '/pegawai/sppd/jenis', name: 'pegawai.sppd.jenis', meta: { title: 'Jenis SPPD', ...sppdMaster, menu: { group: PERJALANAN } } },
  { path: '/pegawai/sppd/wilayah', name: 'pegawai.sppd.wilayah', meta: { title: 'Wilayah SPPD', ...sppdMaster, menu: { group: PERJALANAN } } },
  { path: '/pegawai/sppd/kendaraan', name: 'pegawai.sppd.kendaraan', meta: { title: 'Kendaraan', ...sppdMaster, menu: { group: PERJALANAN } } },
  { path: '/pegawai/sppd/biaya/pegawai', name: 'pegawai.sppd.biaya.pegawai', meta: { title: 'Biaya Pegawai', ...sppdMaster, menu: { group: PERJALANAN } } },
  { path: '/pegawai/sppd/biaya/outsourching', name: 'pegawai.sppd.biaya.outsourching', meta: { title: 'Biaya Outsourcing', ...sppdMaster, menu: { group: PERJALANAN } } },
  { path: '/pegawai/sppd/biaya/mitra', name: 'pegawai.sppd.biaya.mitra', meta: { title: 'Biaya Mitra', ...sppdMaster, menu: { group: PERJALANAN } } },
  { path: '/pegawai/sppd/rekening', name: 'pegawai.sppd.rekening', meta: { title: 'Rekening SPPD', ...sppdMaster, menu: { group: PERJALANAN } } },

  // Work-assignment letters (SKMD); the menu opens page 1, 10 per page, no search, filters off
  {
    path: '/pegawai/skmd',
    name: 'pegawai.skmd.index',
    meta: {
      title: 'Daftar SKMD', hasRolesId: [10], doesntHaveRolesId: [8, 52], fluid: true,
      menu: { group: PERJALANAN, query: { page: 1, per_page: 10, search: '', is_myturn: 0, is_penerbitan: 0 } },
    },
  },
  { path: '/pegawai/skmd/:token', name: 'pegawai.skmd.show', meta: { title: 'Detail SKMD', doesntHaveRolesId: [8], menu: false } },
  { path: '/pegawai/skmd/exclude/pegawai', name: 'pegawai.skmd.exclude.pegawai', meta: { title: 'Pengecualian Pegawai SKMD', ...skmdAdmin, menu: { group: PERJALANAN } } },
  { path: '/pegawai/skmd/exclude/kantor', name: 'pegawai.skmd.exclude.kantor', meta: { title: 'Pengecualian Kantor SKMD', ...skmdAdmin, menu: { group: PERJALANAN } } },
  { path: '/pegawai/skmd/include/pegawai', name: 'pegawai.skmd.include.pegawai', meta: { title: 'Pegawai Tambahan SKMD', ...skmdAdmin, menu: { group: PERJALANAN } } },
  { path: '/skmd/:token', name: 'skmd.show', meta: { title: 'Surat SKMD', menu: false } },

  // Official memos (nota dinas)
  { path: '/pegawai/notadinas', name: 'pegawai.notadinas.index', meta: { title: 'Daftar Nota Dinas', hasRolesId: [10], doesntHaveRolesId: [8, 52], menu: { group: PERSURATAN } } },
  { path: '/pegawai/notadinas/surat', name: 'pegawai.notadinas.surat', meta: { title: 'Surat Nota Dinas', hasRolesId: [4, 57], menu: { group: PERSURATAN } } },
  { path: '/pegawai/notadinas/upload', name: 'pegawai.notadinas.upload', meta: { title: 'Upload Nota Dinas', hasRolesId: [1, 57], menu: { group: PERSURATAN } } },
  { path: '/pegawai/notadinas/upload_error', name: 'pegawai.notadinas.uploadError', meta: { title: 'Gagal Upload Nota Dinas', hasRolesId: [1, 57], menu: { group: PERSURATAN } } },
  { path: '/pegawai/notadinas/jabatan', name: 'pegawai.notadinas.jabatan', meta: { title: 'Jabatan Nota Dinas', hasRolesId: [4, 57], menu: { group: PERSURATAN } } },
  { path: '/pegawai/notadinas/sotk_kantor', name: 'pegawai.notadinas.sotkKantor', meta: { title: 'SOTK Kantor', hasRolesId: [1], menu: { group: PERSURATAN } } },
  { path: '/pegawai/notadinas/sotk_kantor_level', name: 'pegawai.notadinas.sotkKantorLevel', meta: { title: 'Level SOTK Kantor', hasRolesId: [1], menu: { group: PERSURATAN } } },
  // Two detail pages: a literal `show` page and the memo by token.
  { path: '/pegawai/notadinas/show', name: 'pegawai.notadinas.show', meta: { title: 'Tampilan Nota Dinas', menu: false } },
  { path: '/pegawai/notadinas/:token', name: 'pegawai.notadinas.detail', meta: { title: 'Detail Nota Dinas', menu: false } },
  { path: '/pegawai/notadinas/import', name: 'pegawai.notadinas.import', meta: { title: 'Impor Nota Dinas', hasRolesId: [57], menu: { group: PERSURATAN } } },
  { path: '/pegawai/notadinas/export', name: 'pegawai.notadinas.export', meta: { title: 'Ekspor Nota Dinas', hasRolesId: [57], menu: { group: PERSURATAN } } },
  { path: '/notadinas/:token', name: 'notadinas.show', meta: { title: 'Nota Dinas', menu: false } },
];
