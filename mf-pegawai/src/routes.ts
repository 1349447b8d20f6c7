/**
 * mf-pegawai route table: employees and their registers, outsourcing, kantor, SOTK, qualification.
 * Paths, names and role meta follow spec section 2 exactly; the shell's guard and side menu read them.
 * Loaded eagerly by the shell: keep it data only; built pages get a lazy `load` (their own chunk).
 */
import type { PortalRoute } from '@portal/domain';

const KEPEGAWAIAN = 'Kepegawaian';
const DIKLAT = 'Pendidikan & Pelatihan';
const ORGANISASI = 'Organisasi';

// Role shorthands; 57 is the broad HR admin, 8 a restricted role kept out of many pages.
const hr = { hasRolesId: [57] };
const hrNot8 = { hasRolesId: [57], doesntHaveRolesId: [8] };
const adminOrHr = { hasRolesId: [1, 57] };
const adminOrHrNot8 = { hasRolesId: [1, 57], doesntHaveRolesId: [8] };
const sanksiAdmin = { hasRolesId: [62] };
const training = { hasRolesId: [61] };
const hrOr60 = { hasRolesId: [60, 57] }; // outsourcing and qualification admins

export const routes: PortalRoute[] = [
  // Employees
  {
    path: '/pegawai',
    name: 'pegawai.index',
    meta: { title: 'Daftar Pegawai', ...hr, menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pegawai-list" */ './features/pegawai-list/pages/PegawaiListPage'),
  },
  {
    path: '/pegawai/umur',
    name: 'pegawai.umur',
    meta: { title: 'Umur & Pensiun Pegawai', ...hrNot8, menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pegawai-umur" */ './features/umur/pages/PegawaiUmurPage'),
  },
  {
    path: '/pegawai/export',
    name: 'pegawai.export',
    meta: { title: 'Ekspor Pegawai', ...hrNot8, menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pegawai-export" */ './features/export/pages/PegawaiExportPage'),
  },
  {
    path: '/pegawai/export1',
    name: 'pegawai.export1',
    meta: { title: 'Ekspor Pegawai (Format 2)', ...hr, menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pegawai-export1" */ './features/export/pages/PegawaiExport1Page'),
  },
  // Without an id: the signed-in user's own CV.
  {
    path: '/pegawai/show/:id?',
    name: 'pegawai.cv',
    meta: { title: 'CV Pegawai', doesntHaveRolesId: [8], menu: false },
    load: () => import(/* webpackChunkName: "page-pegawai-cv" */ './features/cv/pages/PegawaiCvPage'),
  },

  // Achievements (prestasi)
  { path: '/pegawai/prestasi', name: 'pegawai.prestasi.index', meta: { title: 'Prestasi', ...hrNot8, menu: { group: KEPEGAWAIAN } } },
  { path: '/pegawai/prestasi/:id', name: 'pegawai.prestasi.show', meta: { title: 'Detail Prestasi', ...hrNot8, menu: false } },
  { path: '/pegawai/prestasi/pegawai', name: 'pegawai.prestasi.pegawai', meta: { title: 'Prestasi per Pegawai', ...hr, menu: { group: KEPEGAWAIAN } } },

  // Sanctions (sanksi)
  { path: '/pegawai/sanksi', name: 'pegawai.sanksi.index', meta: { title: 'Daftar Sanksi', hasRolesId: [57, 62], doesntHaveRolesId: [8], fluid: true, menu: { group: KEPEGAWAIAN } } },
  { path: '/pegawai/sanksi/:id', name: 'pegawai.sanksi.show', meta: { title: 'Detail Sanksi', hasRolesId: [62], doesntHaveRolesId: [8], menu: false } },
  { path: '/pegawai/sanksi/jenis', name: 'pegawai.sanksi.jenis', meta: { title: 'Jenis Sanksi', ...sanksiAdmin, fluid: true, menu: { group: KEPEGAWAIAN } } },
  { path: '/pegawai/sanksi/parent', name: 'pegawai.sanksi.parent', meta: { title: 'Induk Jenis Sanksi', ...sanksiAdmin, menu: { group: KEPEGAWAIAN } } },
  { path: '/pegawai/sanksi/invalid', name: 'pegawai.sanksi.invalid', meta: { title: 'Sanksi Tidak Valid', ...sanksiAdmin, fluid: true, menu: { group: KEPEGAWAIAN } } },
  { path: '/pegawai/sanksi/export', name: 'pegawai.sanksi.export', meta: { title: 'Ekspor Sanksi', hasRolesId: [57, 62], menu: { group: KEPEGAWAIAN } } },

  // Family (keluarga)
  { path: '/pegawai/family', name: 'pegawai.family.index', meta: { title: 'Data Keluarga', ...hr, fluid: true, menu: { group: KEPEGAWAIAN } } },
  { path: '/pegawai/family/:id', name: 'pegawai.family.show', meta: { title: 'Detail Keluarga', doesntHaveRolesId: [8], menu: false } },
  { path: '/pegawai/family/status', name: 'pegawai.family.status', meta: { title: 'Status Keluarga', ...hr, menu: { group: KEPEGAWAIAN } } },
  { path: '/pegawai/family/family', name: 'pegawai.family.family', meta: { title: 'Anggota Keluarga', ...hr, menu: { group: KEPEGAWAIAN } } },
  { path: '/pegawai/family/kawin', name: 'pegawai.family.kawin', meta: { title: 'Status Perkawinan', ...hr, menu: { group: KEPEGAWAIAN } } },
  { path: '/pegawai/family/export', name: 'pegawai.family.export', meta: { title: 'Ekspor Keluarga', ...hr, menu: { group: KEPEGAWAIAN } } },

  // Termination (PHK)
  { path: '/pegawai/phk', name: 'pegawai.phk.index', meta: { title: 'Pemutusan Hubungan Kerja', ...hrNot8, fluid: true, menu: { group: KEPEGAWAIAN, label: 'PHK' } } },
  { path: '/pegawai/phk/export', name: 'pegawai.phk.export', meta: { title: 'Ekspor PHK', ...hr, menu: { group: KEPEGAWAIAN } } },

  // Positions (jabatan)
  { path: '/pegawai/jabatan', name: 'pegawai.jabatan.index', meta: { title: 'Jabatan Pegawai', ...adminOrHrNot8, fluid: true, menu: { group: KEPEGAWAIAN } }, load: () => import(/* webpackChunkName: "page-jabatan" */ './features/jabatan/pages/JabatanPage') },
  { path: '/pegawai/jabatan/parent', name: 'pegawai.jabatan.parent', meta: { title: 'Induk Jabatan', ...adminOrHr, menu: { group: KEPEGAWAIAN } }, load: () => import(/* webpackChunkName: "page-jabatan-parent" */ './features/jabatan/pages/JabatanParentPage') },
  { path: '/pegawai/jabatan/unit', name: 'pegawai.jabatan.unit', meta: { title: 'Unit Kerja', ...adminOrHr, menu: { group: KEPEGAWAIAN } }, load: () => import(/* webpackChunkName: "page-jabatan-unit" */ './features/jabatan/pages/JabatanUnitPage') },
  { path: '/pegawai/jabatan/label', name: 'pegawai.jabatan.label', meta: { title: 'Label Jabatan', ...adminOrHr, menu: { group: KEPEGAWAIAN } }, load: () => import(/* webpackChunkName: "page-jabatan-label" */ './features/jabatan/pages/JabatanLabelPage') },
  { path: '/pegawai/jabatan/level', name: 'pegawai.jabatan.level', meta: { title: 'Level Jabatan', ...hr, menu: { group: KEPEGAWAIAN } }, load: () => import(/* webpackChunkName: "page-jabatan-level" */ './features/jabatan/pages/JabatanLevelPage') },
  { path: '/pegawai/jabatan/eselon', name: 'pegawai.jabatan.eselon', meta: { title: 'Eselon', ...hr, menu: { group: KEPEGAWAIAN } }, load: () => import(/* webpackChunkName: "page-jabatan-eselon" */ './features/jabatan/pages/JabatanEselonPage') },
  { path: '/pegawai/jabatan/invalid', name: 'pegawai.jabatan.invalid', meta: { title: 'Jabatan Tidak Valid', ...hr, fluid: true, menu: { group: KEPEGAWAIAN } }, load: () => import(/* webpackChunkName: "page-jabatan-invalid" */ './features/jabatan/pages/JabatanInvalidPage') },
  { path: '/pegawai/jabatan/upload_file_massal', name: 'pegawai.jabatan.uploadFileMassal', meta: { title: 'Upload File Jabatan Massal', ...hr, menu: { group: KEPEGAWAIAN } }, load: () => import(/* webpackChunkName: "page-jabatan-import" */ './features/jabatan/pages/JabatanImportPage') },
  { path: '/pegawai/jabatan/surat', name: 'pegawai.jabatan.surat', meta: { title: 'Surat Keputusan Jabatan', ...adminOrHr, menu: { group: KEPEGAWAIAN } }, load: () => import(/* webpackChunkName: "page-jabatan-surat" */ './features/jabatan/pages/JabatanSuratPage') },
  { path: '/pegawai/jabatan/export', name: 'pegawai.jabatan.export', meta: { title: 'Ekspor Jabatan', ...hr, menu: { group: KEPEGAWAIAN } }, load: () => import(/* webpackChunkName: "page-jabatan-export" */ './features/jabatan/pages/JabatanExportPage') },

  // Ranks (pangkat)
  { path: '/pegawai/pangkat', name: 'pegawai.pangkat.index', meta: { title: 'Pangkat', ...adminOrHr, menu: { group: KEPEGAWAIAN } }, load: () => import(/* webpackChunkName: "page-pangkat" */ './features/pangkat/pages/PangkatPage') },
  { path: '/pegawai/pangkat/pegawai', name: 'pegawai.pangkat.pegawai', meta: { title: 'Pangkat Pegawai', ...adminOrHr, menu: { group: KEPEGAWAIAN } }, load: () => import(/* webpackChunkName: "page-pangkat-pegawai" */ './features/pangkat/pages/PangkatPegawaiPage') },
  { path: '/pegawai/pangkat/expired', name: 'pegawai.pangkat.expired', meta: { title: 'Pangkat Jatuh Tempo', ...adminOrHrNot8, menu: { group: KEPEGAWAIAN } }, load: () => import(/* webpackChunkName: "page-pangkat-expired" */ './features/pangkat/pages/PangkatExpiredPage') },
  { path: '/pegawai/pangkat/simulasi', name: 'pegawai.pangkat.simulasi', meta: { title: 'Simulasi Kenaikan Pangkat', ...adminOrHrNot8, menu: { group: KEPEGAWAIAN } }, load: () => import(/* webpackChunkName: "page-pangkat-simulasi" */ './features/pangkat/pages/PangkatSimulasiPage') },
  { path: '/pegawai/pangkat/upload', name: 'pegawai.pangkat.upload', meta: { title: 'Upload Pangkat', ...adminOrHrNot8, menu: { group: KEPEGAWAIAN } }, load: () => import(/* webpackChunkName: "page-pangkat-upload" */ './features/pangkat/pages/PangkatUploadPage') },
  { path: '/pegawai/pangkat/upload_file_massal', name: 'pegawai.pangkat.uploadFileMassal', meta: { title: 'Upload File Pangkat Massal', ...adminOrHrNot8, menu: { group: KEPEGAWAIAN } }, load: () => import(/* webpackChunkName: "page-pangkat-import" */ './features/pangkat/pages/PangkatImportPage') },
  { path: '/pegawai/pangkat/export', name: 'pegawai.pangkat.export', meta: { title: 'Ekspor Pangkat', ...hrNot8, menu: { group: KEPEGAWAIAN } }, load: () => import(/* webpackChunkName: "page-pangkat-export" */ './features/pangkat/pages/PangkatExportPage') },

  // Contacts (WhatsApp and e-mail); only wa also excludes role 8
  { path: '/pegawai/contact/wa', name: 'pegawai.contact.wa', meta: { title: 'Kontak WhatsApp', ...hrNot8, menu: { group: KEPEGAWAIAN } } },
  { path: '/pegawai/contact/wa_unregistered', name: 'pegawai.contact.waUnregistered', meta: { title: 'WhatsApp Belum Terdaftar', ...hr, menu: { group: KEPEGAWAIAN } } },
  { path: '/pegawai/contact/email', name: 'pegawai.contact.email', meta: { title: 'Kontak Email', ...hr, menu: { group: KEPEGAWAIAN } } },
  { path: '/pegawai/contact/email_unregistered', name: 'pegawai.contact.emailUnregistered', meta: { title: 'Email Belum Terdaftar', ...hr, menu: { group: KEPEGAWAIAN } } },
  { path: '/pegawai/contact/export', name: 'pegawai.contact.export', meta: { title: 'Ekspor Kontak', ...hr, menu: { group: KEPEGAWAIAN } } },

  // Care (perawatan)
  { path: '/pegawai/perawatan', name: 'pegawai.perawatan.index', meta: { title: 'Perawatan Pegawai', ...adminOrHrNot8, menu: { group: KEPEGAWAIAN } } },
  { path: '/pegawai/perawatan/:token', name: 'pegawai.perawatan.show', meta: { title: 'Detail Perawatan', ...adminOrHr, menu: false } },
  { path: '/pegawai/perawatan/jenis', name: 'pegawai.perawatan.jenis', meta: { title: 'Jenis Perawatan', ...adminOrHr, menu: { group: KEPEGAWAIAN } } },
  { path: '/pegawai/perawatan/register', name: 'pegawai.perawatan.register', meta: { title: 'Registrasi Perawatan', ...adminOrHr, menu: { group: KEPEGAWAIAN } } },
  { path: '/pegawai/perawatan/kaca_mata', name: 'pegawai.perawatan.kacaMata', meta: { title: 'Kacamata', ...adminOrHr, menu: { group: KEPEGAWAIAN } } },
  { path: '/pegawai/perawatan/flow', name: 'pegawai.perawatan.flow', meta: { title: 'Flowchart', ...adminOrHr, menu: { group: KEPEGAWAIAN, label: 'Flowchart Perawatan' } } },
  { path: '/pegawai/perawatan/export', name: 'pegawai.perawatan.export', meta: { title: 'Ekspor Perawatan', ...adminOrHr, menu: { group: KEPEGAWAIAN } } },

  // Acting officials (PGS)
  { path: '/pegawai/pgs', name: 'pegawai.pgs.index', meta: { title: 'Pejabat Pengganti Sementara', hasRolesId: [63], doesntHaveRolesId: [8], fluid: true, menu: { group: KEPEGAWAIAN, label: 'PGS' } } },
  { path: '/pegawai/pgs/show/:id', name: 'pgs.show', meta: { title: 'Detail PGS', menu: false } },

  // Training (diklat) and education (pendidikan)
  { path: '/pegawai/diklat', name: 'pegawai.diklat.index', meta: { title: 'Daftar Diklat', ...training, doesntHaveRolesId: [8], fluid: true, menu: { group: DIKLAT } } },
  { path: '/pegawai/diklat/register', name: 'pegawai.diklat.register', meta: { title: 'Registrasi Diklat', ...training, menu: { group: DIKLAT } } },
  { path: '/pegawai/diklat/qualification', name: 'pegawai.diklat.qualification', meta: { title: 'Kualifikasi Diklat', ...training, fluid: true, menu: { group: DIKLAT } } },
  { path: '/pegawai/diklat/penyelenggara', name: 'pegawai.diklat.penyelenggara', meta: { title: 'Penyelenggara Diklat', ...training, menu: { group: DIKLAT } } },
  { path: '/pegawai/diklat/show/:token', name: 'pegawai.diklat.show', meta: { title: 'Detail Diklat', ...training, fluid: true, menu: false } },
  // Opened from a diklat event, not from the menu.
  { path: '/pegawai/diklat/event_detail', name: 'pegawai.diklat.eventDetail', meta: { title: 'Rincian Kegiatan Diklat', ...training, menu: false } },
  { path: '/pegawai/diklat/pegawai', name: 'pegawai.diklat.pegawai', meta: { title: 'Diklat per Pegawai', ...training, menu: { group: DIKLAT } } },
  { path: '/pegawai/diklat/required', name: 'pegawai.diklat.required', meta: { title: 'Gap Kompetensi', hasRolesId: [57, 61], menu: { group: DIKLAT } } },
  { path: '/pegawai/diklat/export', name: 'pegawai.diklat.export', meta: { title: 'Ekspor Diklat', ...training, menu: { group: DIKLAT } } },
  { path: '/pegawai/pendidikan', name: 'pegawai.pendidikan.index', meta: { title: 'Pendidikan Pegawai', ...hrNot8, menu: { group: DIKLAT } } },
  { path: '/pegawai/pendidikan/pendidikan', name: 'pegawai.pendidikan.pendidikan', meta: { title: 'Jenjang Pendidikan', ...hr, menu: { group: DIKLAT } } },
  { path: '/pegawai/pendidikan/institusi', name: 'pegawai.pendidikan.institusi', meta: { title: 'Institusi Pendidikan', ...hr, menu: { group: DIKLAT } } },
  { path: '/pegawai/pendidikan/jurusan', name: 'pegawai.pendidikan.jurusan', meta: { title: 'Jurusan', ...hr, menu: { group: DIKLAT } } },
  { path: '/pegawai/pendidikan/export', name: 'pegawai.pendidikan.export', meta: { title: 'Ekspor Pendidikan', ...hr, menu: { group: DIKLAT } } },

  // Outsourced staff
  { path: '/outsourcing', name: 'outsourcing.index', meta: { title: 'Pegawai Outsourcing', hasRolesId: [60, 57, 4], doesntHaveRolesId: [8], menu: { group: KEPEGAWAIAN } } },
  { path: '/outsourcing/kontrak', name: 'outsourcing.kontrak', meta: { title: 'Kontrak Outsourcing', menu: { group: KEPEGAWAIAN } } },
  { path: '/outsourcing/kontrak_expired', name: 'outsourcing.kontrakExpired', meta: { title: 'Kontrak Outsourcing Berakhir', menu: { group: KEPEGAWAIAN } } },
  { path: '/outsourcing/phk', name: 'outsourcing.phk', meta: { title: 'PHK Outsourcing', ...hrOr60, menu: { group: KEPEGAWAIAN } } },
  { path: '/outsourcing/export', name: 'outsourcing.export', meta: { title: 'Ekspor Outsourcing', ...hrOr60, menu: { group: KEPEGAWAIAN } } },

  // Offices (kantor)
  {
    path: '/kantor',
    name: 'kantor.index',
    meta: { title: 'Daftar Kantor', hasRolesId: [10], menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-kantor-list" */ './features/kantor/pages/KantorListPage'),
  },
  {
    path: '/kantor/pegawai',
    name: 'kantor.pegawai',
    meta: { title: 'Pegawai per Kantor', hasRolesId: [10], menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-kantor-pegawai" */ './features/kantor/pages/KantorPegawaiPage'),
  },
  {
    path: '/kantor/struktur',
    name: 'kantor.struktur',
    meta: { title: 'Struktur Kantor', hasRolesId: [10], menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-kantor-struktur" */ './features/kantor/pages/KantorStrukturPage'),
  },
  {
    path: '/kantor/maps',
    name: 'kantor.maps',
    meta: { title: 'Peta Kantor', hasRolesId: [10], menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-kantor-maps" */ './features/kantor/pages/KantorMapsPage'),
  },
  {
    path: '/kantor/parent',
    name: 'kantor.parent',
    meta: { title: 'Induk Kantor', hasRolesId: [10], doesntHaveRolesId: [8], menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-kantor-parent" */ './features/kantor/pages/KantorParentPage'),
  },
  {
    path: '/kantor/modance',
    name: 'kantor.modance',
    meta: { title: 'Modance', hasRolesId: [1], menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-kantor-modance" */ './features/kantor/pages/KantorModancePage'),
  },
  {
    path: '/kantor/export',
    name: 'kantor.export',
    meta: { title: 'Ekspor Kantor', ...adminOrHr, menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-kantor-export" */ './features/kantor/pages/KantorExportPage'),
  },

  // Organisation structure (SOTK); verifikasi defaults to the current year and month
  {
    path: '/sotk',
    name: 'sotk.index',
    meta: { title: 'SOTK', hasRolesId: [10], menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-sotk-index" */ './features/sotk/pages/SotkIndexPage'),
  },
  {
    path: '/sotk/structure',
    name: 'sotk.structure',
    meta: { title: 'Struktur SOTK', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-sotk-structure" */ './features/sotk/pages/SotkStructurePage'),
  },
  {
    path: '/sotk/difference',
    name: 'sotk.difference',
    meta: { title: 'Perbedaan SOTK', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-sotk-difference" */ './features/sotk/pages/SotkDifferencePage'),
  },
  {
    path: '/sotk/verifikasi',
    name: 'sotk.verifikasi',
    meta: { title: 'Verifikasi SOTK', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-sotk-verifikasi" */ './features/sotk/pages/SotkVerifikasiPage'),
  },
  {
    path: '/sotk/jabatanGroup',
    name: 'sotk.jabatanGroup',
    meta: { title: 'Grup Jabatan', hasRolesId: [64], menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-sotk-jabatan-group" */ './features/sotk/pages/JabatanGroupPage'),
  },
  {
    path: '/sotk/jabatanGroupStandard',
    name: 'sotk.jabatanGroupStandard',
    meta: { title: 'Standar Grup Jabatan', hasRolesId: [64], menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-sotk-jabatan-group-standard" */ './features/sotk/pages/JabatanGroupStandardPage'),
  },

  // Qualification
  { path: '/qualification', name: 'qualification.index', meta: { title: 'Kualifikasi', doesntHaveRolesId: [8], menu: { group: ORGANISASI } } },
  { path: '/qualification/jabatan', name: 'qualification.jabatan', meta: { title: 'Kualifikasi Jabatan', ...hrOr60, menu: { group: ORGANISASI } } },
  { path: '/qualification/pangkat', name: 'qualification.pangkat', meta: { title: 'Kualifikasi Pangkat', ...hrOr60, menu: { group: ORGANISASI } } },
  { path: '/qualification/kantor', name: 'qualification.kantor', meta: { title: 'Kualifikasi Kantor', ...hrOr60, menu: { group: ORGANISASI } } },
];
