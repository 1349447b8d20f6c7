/**
 * mf-sppd route table: business trips (/pegawai/sppd/*, /sppd/:id), work-assignment letters
 * (/pegawai/skmd/*, /skmd/:token) and official memos (/pegawai/notadinas/*, /notadinas/:token).
 * Paths, names and role meta follow spec section 2 exactly; the shell's guard and side menu read them.
 * Run at build time to publish it as routes.json (the shell reads that, not this code): keep it
 * data only; built pages get a lazy `load` (their own chunk), loaded when the page is opened.
 */
import { POLICY, type PortalRoute } from '@portal/domain';

const PERJALANAN = 'Perjalanan Dinas';
const PERSURATAN = 'Persuratan';

export const routes: PortalRoute[] = [
  // Business trips (SPPD); the menu opens the list with its pending-cost and missing-proof filters off
  {
    path: '/pegawai/sppd',
    name: 'pegawai.sppd.index',
    meta: {
      policy: POLICY.employeeUnrestricted,
      title: 'Daftar SPPD',
      menu: { group: PERJALANAN, query: { is_biaya_pending: 0, is_bukti_empty: 0 } },
    },
  },
  { path: '/pegawai/sppd/:id', name: 'pegawai.sppd.show', meta: { title: 'Detail SPPD', menu: false } },
  {
    path: '/pegawai/sppd/grafik',
    name: 'pegawai.sppd.grafik',
    meta: { policy: POLICY.readTripChart, title: 'Grafik SPPD', menu: { group: PERJALANAN } },
  },
  // Opened from a trip, not from the menu.
  {
    path: '/pegawai/sppd/detail/biaya',
    name: 'pegawai.sppd.detailBiaya',
    meta: { title: 'Rincian Biaya SPPD', menu: false },
  },
  {
    path: '/pegawai/sppd/export',
    name: 'pegawai.sppd.export',
    meta: { policy: POLICY.exportTrips, title: 'Ekspor SPPD', menu: { group: PERJALANAN } },
  },
  { path: '/sppd/:id', name: 'sppd.show', meta: { title: 'Surat Perjalanan Dinas', menu: false } },

  // Trip master data (1)
  {
    path: '/pegawai/sppd/jenis',
    name: 'pegawai.sppd.jenis',
    meta: { policy: POLICY.superAdmin, title: 'Jenis SPPD', menu: { group: PERJALANAN } },
  },
  {
    path: '/pegawai/sppd/wilayah',
    name: 'pegawai.sppd.wilayah',
    meta: { policy: POLICY.superAdmin, title: 'Wilayah SPPD', menu: { group: PERJALANAN } },
  },
  {
    path: '/pegawai/sppd/kendaraan',
    name: 'pegawai.sppd.kendaraan',
    meta: { policy: POLICY.superAdmin, title: 'Kendaraan', menu: { group: PERJALANAN } },
  },
  {
    path: '/pegawai/sppd/biaya/pegawai',
    name: 'pegawai.sppd.biaya.pegawai',
    meta: { policy: POLICY.superAdmin, title: 'Biaya Pegawai', menu: { group: PERJALANAN } },
  },
  {
    path: '/pegawai/sppd/biaya/outsourching',
    name: 'pegawai.sppd.biaya.outsourching',
    meta: { policy: POLICY.superAdmin, title: 'Biaya Outsourcing', menu: { group: PERJALANAN } },
  },
  {
    path: '/pegawai/sppd/biaya/mitra',
    name: 'pegawai.sppd.biaya.mitra',
    meta: { policy: POLICY.superAdmin, title: 'Biaya Mitra', menu: { group: PERJALANAN } },
  },
  {
    path: '/pegawai/sppd/rekening',
    name: 'pegawai.sppd.rekening',
    meta: { policy: POLICY.superAdmin, title: 'Rekening SPPD', menu: { group: PERJALANAN } },
  },

  // Work-assignment letters (SKMD); the menu opens page 1, 10 per page, no search, filters off
  {
    path: '/pegawai/skmd',
    name: 'pegawai.skmd.index',
    meta: {
      policy: POLICY.employeeServices,
      title: 'Daftar SKMD',
      fluid: true,
      menu: { group: PERJALANAN, query: { page: 1, per_page: 10, search: '', is_myturn: 0, is_penerbitan: 0 } },
    },
  },
  {
    path: '/pegawai/skmd/:token',
    name: 'pegawai.skmd.show',
    meta: { policy: POLICY.unrestricted, title: 'Detail SKMD', menu: false },
  },
  {
    path: '/pegawai/skmd/exclude/pegawai',
    name: 'pegawai.skmd.exclude.pegawai',
    meta: {
      policy: POLICY.hrAdminServices,
      title: 'Pengecualian Pegawai SKMD',
      fluid: true,
      menu: { group: PERJALANAN },
    },
  },
  {
    path: '/pegawai/skmd/exclude/kantor',
    name: 'pegawai.skmd.exclude.kantor',
    meta: {
      policy: POLICY.hrAdminServices,
      title: 'Pengecualian Kantor SKMD',
      fluid: true,
      menu: { group: PERJALANAN },
    },
  },
  {
    path: '/pegawai/skmd/include/pegawai',
    name: 'pegawai.skmd.include.pegawai',
    meta: { policy: POLICY.hrAdminServices, title: 'Pegawai Tambahan SKMD', fluid: true, menu: { group: PERJALANAN } },
  },
  { path: '/skmd/:token', name: 'skmd.show', meta: { title: 'Surat SKMD', menu: false } },

  // Official memos (nota dinas)
  {
    path: '/pegawai/notadinas',
    name: 'pegawai.notadinas.index',
    meta: { policy: POLICY.employeeServices, title: 'Daftar Nota Dinas', menu: { group: PERSURATAN } },
  },
  {
    path: '/pegawai/notadinas/surat',
    name: 'pegawai.notadinas.surat',
    meta: { policy: POLICY.manageMemoLetters, title: 'Surat Nota Dinas', menu: { group: PERSURATAN } },
  },
  {
    path: '/pegawai/notadinas/upload',
    name: 'pegawai.notadinas.upload',
    meta: { policy: POLICY.adminOrHr, title: 'Upload Nota Dinas', menu: { group: PERSURATAN } },
  },
  {
    path: '/pegawai/notadinas/upload_error',
    name: 'pegawai.notadinas.uploadError',
    meta: { policy: POLICY.adminOrHr, title: 'Gagal Upload Nota Dinas', menu: { group: PERSURATAN } },
  },
  {
    path: '/pegawai/notadinas/jabatan',
    name: 'pegawai.notadinas.jabatan',
    meta: { policy: POLICY.manageMemoLetters, title: 'Jabatan Nota Dinas', menu: { group: PERSURATAN } },
  },
  {
    path: '/pegawai/notadinas/sotk_kantor',
    name: 'pegawai.notadinas.sotkKantor',
    meta: { policy: POLICY.superAdmin, title: 'SOTK Kantor', menu: { group: PERSURATAN } },
  },
  {
    path: '/pegawai/notadinas/sotk_kantor_level',
    name: 'pegawai.notadinas.sotkKantorLevel',
    meta: { policy: POLICY.superAdmin, title: 'Level SOTK Kantor', menu: { group: PERSURATAN } },
  },
  // Two detail pages: a literal `show` page and the memo by token.
  {
    path: '/pegawai/notadinas/show',
    name: 'pegawai.notadinas.show',
    meta: { title: 'Tampilan Nota Dinas', menu: false },
  },
  {
    path: '/pegawai/notadinas/:token',
    name: 'pegawai.notadinas.detail',
    meta: { title: 'Detail Nota Dinas', menu: false },
  },
  {
    path: '/pegawai/notadinas/import',
    name: 'pegawai.notadinas.import',
    meta: { policy: POLICY.hrAdmin, title: 'Impor Nota Dinas', menu: { group: PERSURATAN } },
  },
  {
    path: '/pegawai/notadinas/export',
    name: 'pegawai.notadinas.export',
    meta: { policy: POLICY.hrAdmin, title: 'Ekspor Nota Dinas', menu: { group: PERSURATAN } },
  },
  { path: '/notadinas/:token', name: 'notadinas.show', meta: { title: 'Nota Dinas', menu: false } },
];
