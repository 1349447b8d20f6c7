/**
 * mf-pegawai route table: employees and their registers, outsourcing, kantor, SOTK, qualification.
 * Paths, names and role meta follow spec section 2 exactly; the shell's guard and side menu read them.
 * Run at build time to publish it as routes.json (the shell reads that, not this code): keep it
 * data only; built pages get a lazy `load` (their own chunk), loaded when the page is opened.
 */
import { POLICY, type PortalRoute } from '@portal/domain';

const KEPEGAWAIAN = 'Kepegawaian';
const DIKLAT = 'Pendidikan & Pelatihan';
const ORGANISASI = 'Organisasi';

// Role shorthands; 57 is the broad HR admin, 8 a restricted role kept out of many pages.

export const routes: PortalRoute[] = [
  // Employees
  {
    path: '/pegawai',
    name: 'pegawai.index',
    meta: { policy: POLICY.hrAdmin, title: 'Daftar Pegawai', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pegawai-list" */ './features/pegawai-list/pages/PegawaiListPage'),
  },
  {
    path: '/pegawai/umur',
    name: 'pegawai.umur',
    meta: { policy: POLICY.hrAdminUnrestricted, title: 'Umur & Pensiun Pegawai', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pegawai-umur" */ './features/umur/pages/PegawaiUmurPage'),
  },
  {
    path: '/pegawai/export',
    name: 'pegawai.export',
    meta: { policy: POLICY.hrAdminUnrestricted, title: 'Ekspor Pegawai', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pegawai-export" */ './features/export/pages/PegawaiExportPage'),
  },
  {
    path: '/pegawai/export1',
    name: 'pegawai.export1',
    meta: { policy: POLICY.hrAdmin, title: 'Ekspor Pegawai (Format 2)', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pegawai-export1" */ './features/export/pages/PegawaiExport1Page'),
  },
  // Without an id: the signed-in user's own CV.
  {
    path: '/pegawai/show/:id?',
    name: 'pegawai.cv',
    meta: { policy: POLICY.readCv, title: 'CV Pegawai', menu: false },
    load: () => import(/* webpackChunkName: "page-pegawai-cv" */ './features/cv/pages/PegawaiCvPage'),
  },

  // Achievements (prestasi)
  {
    path: '/pegawai/prestasi',
    name: 'pegawai.prestasi.index',
    meta: { policy: POLICY.hrAdminUnrestricted, title: 'Prestasi', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/prestasi/:id',
    name: 'pegawai.prestasi.show',
    meta: { policy: POLICY.hrAdminUnrestricted, title: 'Detail Prestasi', menu: false },
  },
  {
    path: '/pegawai/prestasi/pegawai',
    name: 'pegawai.prestasi.pegawai',
    meta: { policy: POLICY.hrAdmin, title: 'Prestasi per Pegawai', menu: { group: KEPEGAWAIAN } },
  },

  // Sanctions (sanksi)
  {
    path: '/pegawai/sanksi',
    name: 'pegawai.sanksi.index',
    meta: {
      policy: POLICY.readSanctionsUnrestricted,
      title: 'Daftar Sanksi',
      fluid: true,
      menu: { group: KEPEGAWAIAN },
    },
  },
  {
    path: '/pegawai/sanksi/:id',
    name: 'pegawai.sanksi.show',
    meta: { policy: POLICY.manageSanctionsUnrestricted, title: 'Detail Sanksi', menu: false },
  },
  {
    path: '/pegawai/sanksi/jenis',
    name: 'pegawai.sanksi.jenis',
    meta: { policy: POLICY.manageSanctions, title: 'Jenis Sanksi', fluid: true, menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/sanksi/parent',
    name: 'pegawai.sanksi.parent',
    meta: { policy: POLICY.manageSanctions, title: 'Induk Jenis Sanksi', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/sanksi/invalid',
    name: 'pegawai.sanksi.invalid',
    meta: { policy: POLICY.manageSanctions, title: 'Sanksi Tidak Valid', fluid: true, menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/sanksi/export',
    name: 'pegawai.sanksi.export',
    meta: { policy: POLICY.readSanctions, title: 'Ekspor Sanksi', menu: { group: KEPEGAWAIAN } },
  },

  // Family (keluarga)
  {
    path: '/pegawai/family',
    name: 'pegawai.family.index',
    meta: { policy: POLICY.hrAdmin, title: 'Data Keluarga', fluid: true, menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/family/:id',
    name: 'pegawai.family.show',
    meta: { policy: POLICY.unrestricted, title: 'Detail Keluarga', menu: false },
  },
  {
    path: '/pegawai/family/status',
    name: 'pegawai.family.status',
    meta: { policy: POLICY.hrAdmin, title: 'Status Keluarga', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/family/family',
    name: 'pegawai.family.family',
    meta: { policy: POLICY.hrAdmin, title: 'Anggota Keluarga', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/family/kawin',
    name: 'pegawai.family.kawin',
    meta: { policy: POLICY.hrAdmin, title: 'Status Perkawinan', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/family/export',
    name: 'pegawai.family.export',
    meta: { policy: POLICY.hrAdmin, title: 'Ekspor Keluarga', menu: { group: KEPEGAWAIAN } },
  },

  // Termination (PHK)
  {
    path: '/pegawai/phk',
    name: 'pegawai.phk.index',
    meta: {
      policy: POLICY.hrAdminUnrestricted,
      title: 'Pemutusan Hubungan Kerja',
      fluid: true,
      menu: { group: KEPEGAWAIAN, label: 'PHK' },
    },
  },
  {
    path: '/pegawai/phk/export',
    name: 'pegawai.phk.export',
    meta: { policy: POLICY.hrAdmin, title: 'Ekspor PHK', menu: { group: KEPEGAWAIAN } },
  },

  // Positions (jabatan)
  {
    path: '/pegawai/jabatan',
    name: 'pegawai.jabatan.index',
    meta: { policy: POLICY.managePositions, title: 'Jabatan Pegawai', fluid: true, menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-jabatan" */ './features/jabatan/pages/JabatanPage'),
  },
  {
    path: '/pegawai/jabatan/parent',
    name: 'pegawai.jabatan.parent',
    meta: { policy: POLICY.managePositionRegisters, title: 'Induk Jabatan', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-jabatan-parent" */ './features/jabatan/pages/JabatanParentPage'),
  },
  {
    path: '/pegawai/jabatan/unit',
    name: 'pegawai.jabatan.unit',
    meta: { policy: POLICY.managePositionRegisters, title: 'Unit Kerja', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-jabatan-unit" */ './features/jabatan/pages/JabatanUnitPage'),
  },
  {
    path: '/pegawai/jabatan/label',
    name: 'pegawai.jabatan.label',
    meta: { policy: POLICY.managePositionRegisters, title: 'Label Jabatan', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-jabatan-label" */ './features/jabatan/pages/JabatanLabelPage'),
  },
  {
    path: '/pegawai/jabatan/level',
    name: 'pegawai.jabatan.level',
    meta: { policy: POLICY.hrAdmin, title: 'Level Jabatan', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-jabatan-level" */ './features/jabatan/pages/JabatanLevelPage'),
  },
  {
    path: '/pegawai/jabatan/eselon',
    name: 'pegawai.jabatan.eselon',
    meta: { policy: POLICY.hrAdmin, title: 'Eselon', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-jabatan-eselon" */ './features/jabatan/pages/JabatanEselonPage'),
  },
  {
    path: '/pegawai/jabatan/invalid',
    name: 'pegawai.jabatan.invalid',
    meta: { policy: POLICY.hrAdmin, title: 'Jabatan Tidak Valid', fluid: true, menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-jabatan-invalid" */ './features/jabatan/pages/JabatanInvalidPage'),
  },
  {
    path: '/pegawai/jabatan/upload_file_massal',
    name: 'pegawai.jabatan.uploadFileMassal',
    meta: { policy: POLICY.hrAdmin, title: 'Upload File Jabatan Massal', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-jabatan-import" */ './features/jabatan/pages/JabatanImportPage'),
  },
  {
    path: '/pegawai/jabatan/surat',
    name: 'pegawai.jabatan.surat',
    meta: { policy: POLICY.managePositionRegisters, title: 'Surat Keputusan Jabatan', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-jabatan-surat" */ './features/jabatan/pages/JabatanSuratPage'),
  },
  {
    path: '/pegawai/jabatan/export',
    name: 'pegawai.jabatan.export',
    meta: { policy: POLICY.hrAdmin, title: 'Ekspor Jabatan', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-jabatan-export" */ './features/jabatan/pages/JabatanExportPage'),
  },

  // Ranks (pangkat)
  {
    path: '/pegawai/pangkat',
    name: 'pegawai.pangkat.index',
    meta: { policy: POLICY.manageRanks, title: 'Pangkat', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pangkat" */ './features/pangkat/pages/PangkatPage'),
  },
  {
    path: '/pegawai/pangkat/pegawai',
    name: 'pegawai.pangkat.pegawai',
    meta: { policy: POLICY.manageRanks, title: 'Pangkat Pegawai', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pangkat-pegawai" */ './features/pangkat/pages/PangkatPegawaiPage'),
  },
  {
    path: '/pegawai/pangkat/expired',
    name: 'pegawai.pangkat.expired',
    meta: { policy: POLICY.adminOrHrUnrestricted, title: 'Pangkat Jatuh Tempo', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pangkat-expired" */ './features/pangkat/pages/PangkatExpiredPage'),
  },
  {
    path: '/pegawai/pangkat/simulasi',
    name: 'pegawai.pangkat.simulasi',
    meta: { policy: POLICY.adminOrHrUnrestricted, title: 'Simulasi Kenaikan Pangkat', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pangkat-simulasi" */ './features/pangkat/pages/PangkatSimulasiPage'),
  },
  {
    path: '/pegawai/pangkat/upload',
    name: 'pegawai.pangkat.upload',
    meta: { policy: POLICY.adminOrHrUnrestricted, title: 'Upload Pangkat', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pangkat-upload" */ './features/pangkat/pages/PangkatUploadPage'),
  },
  {
    path: '/pegawai/pangkat/upload_file_massal',
    name: 'pegawai.pangkat.uploadFileMassal',
    meta: { policy: POLICY.adminOrHrUnrestricted, title: 'Upload File Pangkat Massal', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pangkat-import" */ './features/pangkat/pages/PangkatImportPage'),
  },
  {
    path: '/pegawai/pangkat/export',
    name: 'pegawai.pangkat.export',
    meta: { policy: POLICY.hrAdminUnrestricted, title: 'Ekspor Pangkat', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pangkat-export" */ './features/pangkat/pages/PangkatExportPage'),
  },

  // Contacts (WhatsApp and e-mail); only wa also excludes role 8
  {
    path: '/pegawai/contact/wa',
    name: 'pegawai.contact.wa',
    meta: { policy: POLICY.hrAdminUnrestricted, title: 'Kontak WhatsApp', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/contact/wa_unregistered',
    name: 'pegawai.contact.waUnregistered',
    meta: { policy: POLICY.hrAdmin, title: 'WhatsApp Belum Terdaftar', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/contact/email',
    name: 'pegawai.contact.email',
    meta: { policy: POLICY.hrAdmin, title: 'Kontak Email', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/contact/email_unregistered',
    name: 'pegawai.contact.emailUnregistered',
    meta: { policy: POLICY.hrAdmin, title: 'Email Belum Terdaftar', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/contact/export',
    name: 'pegawai.contact.export',
    meta: { policy: POLICY.hrAdmin, title: 'Ekspor Kontak', menu: { group: KEPEGAWAIAN } },
  },

  // Care (perawatan)
  {
    path: '/pegawai/perawatan',
    name: 'pegawai.perawatan.index',
    meta: { policy: POLICY.adminOrHrUnrestricted, title: 'Perawatan Pegawai', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/perawatan/:token',
    name: 'pegawai.perawatan.show',
    meta: { policy: POLICY.adminOrHr, title: 'Detail Perawatan', menu: false },
  },
  {
    path: '/pegawai/perawatan/jenis',
    name: 'pegawai.perawatan.jenis',
    meta: { policy: POLICY.adminOrHr, title: 'Jenis Perawatan', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/perawatan/register',
    name: 'pegawai.perawatan.register',
    meta: { policy: POLICY.adminOrHr, title: 'Registrasi Perawatan', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/perawatan/kaca_mata',
    name: 'pegawai.perawatan.kacaMata',
    meta: { policy: POLICY.adminOrHr, title: 'Kacamata', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/perawatan/flow',
    name: 'pegawai.perawatan.flow',
    meta: { policy: POLICY.adminOrHr, title: 'Flowchart', menu: { group: KEPEGAWAIAN, label: 'Flowchart Perawatan' } },
  },
  {
    path: '/pegawai/perawatan/export',
    name: 'pegawai.perawatan.export',
    meta: { policy: POLICY.adminOrHr, title: 'Ekspor Perawatan', menu: { group: KEPEGAWAIAN } },
  },

  // Acting officials (PGS)
  {
    path: '/pegawai/pgs',
    name: 'pegawai.pgs.index',
    meta: {
      policy: POLICY.developerUnrestricted,
      title: 'Pejabat Pengganti Sementara',
      fluid: true,
      menu: { group: KEPEGAWAIAN, label: 'PGS' },
    },
  },
  { path: '/pegawai/pgs/show/:id', name: 'pgs.show', meta: { title: 'Detail PGS', menu: false } },

  // Training (diklat) and education (pendidikan)
  {
    path: '/pegawai/diklat',
    name: 'pegawai.diklat.index',
    meta: { policy: POLICY.manageTrainingUnrestricted, title: 'Daftar Diklat', fluid: true, menu: { group: DIKLAT } },
  },
  {
    path: '/pegawai/diklat/register',
    name: 'pegawai.diklat.register',
    meta: { policy: POLICY.manageTraining, title: 'Registrasi Diklat', menu: { group: DIKLAT } },
  },
  {
    path: '/pegawai/diklat/qualification',
    name: 'pegawai.diklat.qualification',
    meta: { policy: POLICY.manageTraining, title: 'Kualifikasi Diklat', fluid: true, menu: { group: DIKLAT } },
  },
  {
    path: '/pegawai/diklat/penyelenggara',
    name: 'pegawai.diklat.penyelenggara',
    meta: { policy: POLICY.manageTraining, title: 'Penyelenggara Diklat', menu: { group: DIKLAT } },
  },
  {
    path: '/pegawai/diklat/show/:token',
    name: 'pegawai.diklat.show',
    meta: { policy: POLICY.manageTraining, title: 'Detail Diklat', fluid: true, menu: false },
  },
  // Opened from a diklat event, not from the menu.
  {
    path: '/pegawai/diklat/event_detail',
    name: 'pegawai.diklat.eventDetail',
    meta: { policy: POLICY.manageTraining, title: 'Rincian Kegiatan Diklat', menu: false },
  },
  {
    path: '/pegawai/diklat/pegawai',
    name: 'pegawai.diklat.pegawai',
    meta: { policy: POLICY.manageTraining, title: 'Diklat per Pegawai', menu: { group: DIKLAT } },
  },
  {
    path: '/pegawai/diklat/required',
    name: 'pegawai.diklat.required',
    meta: { policy: POLICY.readCompetencyGaps, title: 'Gap Kompetensi', menu: { group: DIKLAT } },
  },
  {
    path: '/pegawai/diklat/export',
    name: 'pegawai.diklat.export',
    meta: { policy: POLICY.manageTraining, title: 'Ekspor Diklat', menu: { group: DIKLAT } },
  },
  {
    path: '/pegawai/pendidikan',
    name: 'pegawai.pendidikan.index',
    meta: { policy: POLICY.hrAdminUnrestricted, title: 'Pendidikan Pegawai', menu: { group: DIKLAT } },
  },
  {
    path: '/pegawai/pendidikan/pendidikan',
    name: 'pegawai.pendidikan.pendidikan',
    meta: { policy: POLICY.hrAdmin, title: 'Jenjang Pendidikan', menu: { group: DIKLAT } },
  },
  {
    path: '/pegawai/pendidikan/institusi',
    name: 'pegawai.pendidikan.institusi',
    meta: { policy: POLICY.hrAdmin, title: 'Institusi Pendidikan', menu: { group: DIKLAT } },
  },
  {
    path: '/pegawai/pendidikan/jurusan',
    name: 'pegawai.pendidikan.jurusan',
    meta: { policy: POLICY.hrAdmin, title: 'Jurusan', menu: { group: DIKLAT } },
  },
  {
    path: '/pegawai/pendidikan/export',
    name: 'pegawai.pendidikan.export',
    meta: { policy: POLICY.hrAdmin, title: 'Ekspor Pendidikan', menu: { group: DIKLAT } },
  },

  // Outsourced staff
  {
    path: '/outsourcing',
    name: 'outsourcing.index',
    meta: { policy: POLICY.listOutsourcing, title: 'Pegawai Outsourcing', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/outsourcing/kontrak',
    name: 'outsourcing.kontrak',
    meta: { title: 'Kontrak Outsourcing', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/outsourcing/kontrak_expired',
    name: 'outsourcing.kontrakExpired',
    meta: { title: 'Kontrak Outsourcing Berakhir', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/outsourcing/phk',
    name: 'outsourcing.phk',
    meta: { policy: POLICY.manageOutsourcing, title: 'PHK Outsourcing', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/outsourcing/export',
    name: 'outsourcing.export',
    meta: { policy: POLICY.manageOutsourcing, title: 'Ekspor Outsourcing', menu: { group: KEPEGAWAIAN } },
  },

  // Offices (kantor)
  {
    path: '/kantor',
    name: 'kantor.index',
    meta: { policy: POLICY.readOffices, title: 'Daftar Kantor', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-kantor-list" */ './features/kantor/pages/KantorListPage'),
  },
  {
    path: '/kantor/pegawai',
    name: 'kantor.pegawai',
    meta: { policy: POLICY.readOffices, title: 'Pegawai per Kantor', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-kantor-pegawai" */ './features/kantor/pages/KantorPegawaiPage'),
  },
  {
    path: '/kantor/struktur',
    name: 'kantor.struktur',
    meta: { policy: POLICY.readOffices, title: 'Struktur Kantor', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-kantor-struktur" */ './features/kantor/pages/KantorStrukturPage'),
  },
  {
    path: '/kantor/maps',
    name: 'kantor.maps',
    meta: { policy: POLICY.readOffices, title: 'Peta Kantor', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-kantor-maps" */ './features/kantor/pages/KantorMapsPage'),
  },
  {
    path: '/kantor/parent',
    name: 'kantor.parent',
    meta: { policy: POLICY.readOfficeParents, title: 'Induk Kantor', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-kantor-parent" */ './features/kantor/pages/KantorParentPage'),
  },
  {
    path: '/kantor/modance',
    name: 'kantor.modance',
    meta: { policy: POLICY.readModance, title: 'Modance', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-kantor-modance" */ './features/kantor/pages/KantorModancePage'),
  },
  {
    path: '/kantor/export',
    name: 'kantor.export',
    meta: { policy: POLICY.manageOffices, title: 'Ekspor Kantor', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-kantor-export" */ './features/kantor/pages/KantorExportPage'),
  },

  // Organisation structure (SOTK); verifikasi defaults to the current year and month
  {
    path: '/sotk',
    name: 'sotk.index',
    meta: { policy: POLICY.readSotk, title: 'SOTK', menu: { group: ORGANISASI } },
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
    meta: { policy: POLICY.manageSotkGroups, title: 'Grup Jabatan', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-sotk-jabatan-group" */ './features/sotk/pages/JabatanGroupPage'),
  },
  {
    path: '/sotk/jabatanGroupStandard',
    name: 'sotk.jabatanGroupStandard',
    meta: { policy: POLICY.manageSotkGroups, title: 'Standar Grup Jabatan', menu: { group: ORGANISASI } },
    load: () =>
      import(
        /* webpackChunkName: "page-sotk-jabatan-group-standard" */ './features/sotk/pages/JabatanGroupStandardPage'
      ),
  },

  // Qualification
  {
    path: '/qualification',
    name: 'qualification.index',
    meta: { policy: POLICY.unrestricted, title: 'Kualifikasi', menu: { group: ORGANISASI } },
  },
  {
    path: '/qualification/jabatan',
    name: 'qualification.jabatan',
    meta: { policy: POLICY.manageOutsourcing, title: 'Kualifikasi Jabatan', menu: { group: ORGANISASI } },
  },
  {
    path: '/qualification/pangkat',
    name: 'qualification.pangkat',
    meta: { policy: POLICY.manageOutsourcing, title: 'Kualifikasi Pangkat', menu: { group: ORGANISASI } },
  },
  {
    path: '/qualification/kantor',
    name: 'qualification.kantor',
    meta: { policy: POLICY.manageOutsourcing, title: 'Kualifikasi Kantor', menu: { group: ORGANISASI } },
  },
];
