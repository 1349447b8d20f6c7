/**
 * Worksheets (spec section 2 /pegawai/worksheet: dashboard, index, tugas, kantor, 63; docs/adr/0046).
 * The own worksheet (index) is every employee's (role 10, as ADR 0045 lets employees reach work
 * pages); the managers' views keep the spec's 63. src/routes.ts composes it. The managers also keep
 * the `tugas attribute` master list (section 7 …/worksheet/tugas/attribute) on /pegawai/worksheet/attribute.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { TUGAS } from '../../menu-groups';

export const worksheetRoutes: PortalRoute[] = [
  {
    path: '/pegawai/worksheet/index',
    name: 'pegawai.worksheet.index',
    meta: { policy: POLICY.writeOwnWorksheet, title: 'Worksheet', menu: { group: TUGAS } },
    load: () => import(/* webpackChunkName: "worksheet-index" */ './pages/WorksheetIndexPage'),
  },
  {
    path: '/pegawai/worksheet/dashboard',
    name: 'pegawai.worksheet.dashboard',
    meta: { policy: POLICY.readWorksheetOffices, title: 'Dashboard Worksheet', menu: { group: TUGAS } },
    load: () => import(/* webpackChunkName: "worksheet-dashboard" */ './pages/WorksheetDashboardPage'),
  },
  {
    path: '/pegawai/worksheet/tugas',
    name: 'pegawai.worksheet.tugas',
    meta: { policy: POLICY.readWorksheetOffices, title: 'Tugas Worksheet', menu: { group: TUGAS } },
    load: () => import(/* webpackChunkName: "worksheet-tugas" */ './pages/WorksheetTugasPage'),
  },
  {
    path: '/pegawai/worksheet/kantor',
    name: 'pegawai.worksheet.kantor',
    meta: { policy: POLICY.readWorksheetOffices, title: 'Worksheet per Kantor', menu: { group: TUGAS } },
    load: () => import(/* webpackChunkName: "worksheet-kantor" */ './pages/WorksheetKantorPage'),
  },
  {
    path: '/pegawai/worksheet/attribute',
    name: 'pegawai.worksheet.attribute',
    meta: { policy: POLICY.readWorksheetOffices, title: 'Atribut Tugas Worksheet', menu: { group: TUGAS } },
    load: () => import(/* webpackChunkName: "worksheet-attribute" */ './pages/WorksheetAttributePage'),
  },
];
