/**
 * An employee's CV (without an id: the signed-in user's own).
 * Spec section 2; src/routes.ts composes every feature's routes into the remote's table.
 */
import { POLICY, type PortalRoute } from '@portal/domain';

export const cvRoutes: PortalRoute[] = [
  // Without an id: the signed-in user's own CV.
  {
    path: '/pegawai/show/:id?',
    name: 'pegawai.cv',
    meta: { policy: POLICY.readCv, title: 'CV Pegawai', menu: false },
    load: () => import(/* webpackChunkName: "page-pegawai-cv" */ './pages/PegawaiCvPage'),
  },
];
