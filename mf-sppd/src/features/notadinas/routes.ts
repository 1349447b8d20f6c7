/**
 * Official memos (spec §2 /pegawai/notadinas/*, /notadinas/:token) and their master data. Paths,
 * names and meta follow the spec exactly; each built page is its own chunk, loaded when opened.
 */
import { POLICY, type PortalRoute } from '@portal/domain';

const PERSURATAN = 'Persuratan';

export const notadinasRoutes: PortalRoute[] = [
  // Official memos (nota dinas)
  {
    path: '/pegawai/notadinas',
    name: 'pegawai.notadinas.index',
    meta: { policy: POLICY.employeeServices, title: 'Daftar Nota Dinas', menu: { group: PERSURATAN } },
    load: () => import(/* webpackChunkName: "page-notadinas-index" */ './pages/NotadinasIndexPage'),
  },
  {
    path: '/pegawai/notadinas/surat',
    name: 'pegawai.notadinas.surat',
    meta: { policy: POLICY.manageMemoLetters, title: 'Surat Nota Dinas', menu: { group: PERSURATAN } },
    load: () => import(/* webpackChunkName: "page-notadinas-surat" */ './pages/NotadinasSuratPage'),
  },
  {
    path: '/pegawai/notadinas/upload',
    name: 'pegawai.notadinas.upload',
    meta: { policy: POLICY.adminOrHr, title: 'Upload Nota Dinas', menu: { group: PERSURATAN } },
    load: () => import(/* webpackChunkName: "page-notadinas-upload" */ './pages/NotadinasUploadPage'),
  },
  {
    path: '/pegawai/notadinas/upload_error',
    name: 'pegawai.notadinas.uploadError',
    meta: { policy: POLICY.adminOrHr, title: 'Gagal Upload Nota Dinas', menu: { group: PERSURATAN } },
    load: () => import(/* webpackChunkName: "page-notadinas-upload-error" */ './pages/NotadinasUploadErrorPage'),
  },
  {
    path: '/pegawai/notadinas/jabatan',
    name: 'pegawai.notadinas.jabatan',
    meta: { policy: POLICY.manageMemoLetters, title: 'Jabatan Nota Dinas', menu: { group: PERSURATAN } },
    load: () => import(/* webpackChunkName: "page-notadinas-jabatan" */ './pages/NotadinasJabatanPage'),
  },
  {
    path: '/pegawai/notadinas/sotk_kantor',
    name: 'pegawai.notadinas.sotkKantor',
    meta: { policy: POLICY.superAdmin, title: 'SOTK Kantor', menu: { group: PERSURATAN } },
    load: () => import(/* webpackChunkName: "page-sotk-kantor" */ './pages/SotkKantorPage'),
  },
  {
    path: '/pegawai/notadinas/sotk_kantor_level',
    name: 'pegawai.notadinas.sotkKantorLevel',
    meta: { policy: POLICY.superAdmin, title: 'Level SOTK Kantor', menu: { group: PERSURATAN } },
    load: () => import(/* webpackChunkName: "page-sotk-kantor-level" */ './pages/SotkKantorLevelPage'),
  },
  // Two detail pages: a literal `show` page and the memo by token.
  {
    path: '/pegawai/notadinas/show',
    name: 'pegawai.notadinas.show',
    meta: { title: 'Tampilan Nota Dinas', menu: false },
    load: () => import(/* webpackChunkName: "page-notadinas-detail" */ './pages/NotadinasDetailPage'),
  },
  {
    path: '/pegawai/notadinas/:token',
    name: 'pegawai.notadinas.detail',
    meta: { title: 'Detail Nota Dinas', menu: false },
    load: () => import(/* webpackChunkName: "page-notadinas-detail" */ './pages/NotadinasDetailPage'),
  },
  {
    path: '/pegawai/notadinas/import',
    name: 'pegawai.notadinas.import',
    meta: { policy: POLICY.hrAdmin, title: 'Impor Nota Dinas', menu: { group: PERSURATAN } },
    load: () => import(/* webpackChunkName: "page-notadinas-import" */ './pages/NotadinasImportPage'),
  },
  {
    path: '/pegawai/notadinas/export',
    name: 'pegawai.notadinas.export',
    meta: { policy: POLICY.hrAdmin, title: 'Ekspor Nota Dinas', menu: { group: PERSURATAN } },
    load: () => import(/* webpackChunkName: "page-notadinas-export" */ './pages/NotadinasExportPage'),
  },
  {
    path: '/notadinas/:token',
    name: 'notadinas.show',
    meta: { title: 'Nota Dinas', menu: false },
    load: () => import(/* webpackChunkName: "page-notadinas-detail" */ './pages/NotadinasDetailPage'),
  },
];
