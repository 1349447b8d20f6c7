/** Funds targets of contract staff (spec section 2 /penilaian/target_pegawai_kontrak/*); src/routes.ts composes it. */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KINERJA } from '../../menu-groups';

// Contract staff targets
export const targetDanaRoutes: PortalRoute[] = [
  {
    path: '/penilaian/target_pegawai_kontrak',
    name: 'penilaian.targetPegawaiKontrak.index',
    meta: { policy: POLICY.servicesUnrestricted, title: 'Target Pegawai Kontrak', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-target-dana" */ './pages/TargetIndexPage'),
  },
  {
    path: '/penilaian/target_pegawai_kontrak/belum_upload',
    name: 'penilaian.targetPegawaiKontrak.belumUpload',
    meta: { policy: POLICY.servicesUnrestricted, title: 'Target Belum Upload', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-target-dana-belum" */ './pages/BelumUploadPage'),
  },
  {
    path: '/penilaian/target_pegawai_kontrak/register',
    name: 'penilaian.targetPegawaiKontrak.register',
    meta: {
      policy: POLICY.uploadFundsTargets,
      title: 'Upload',
      menu: { group: KINERJA, label: 'Upload Target Pegawai Kontrak' },
    },
    load: () => import(/* webpackChunkName: "page-target-dana-upload" */ './pages/RegisterPage'),
  },
  {
    path: '/penilaian/target_pegawai_kontrak/cek_saldo',
    name: 'penilaian.targetPegawaiKontrak.cekSaldo',
    meta: { policy: POLICY.checkFundsBalance, title: 'Cek Saldo', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-target-dana-saldo" */ './pages/CekSaldoPage'),
  },
  {
    path: '/penilaian/target_pegawai_kontrak/cek_target',
    name: 'penilaian.targetPegawaiKontrak.cekTarget',
    meta: { policy: POLICY.checkFundsTargets, title: 'Cek Target', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-target-dana-cek" */ './pages/CekTargetPage'),
  },
  {
    path: '/penilaian/target_pegawai_kontrak/export',
    name: 'penilaian.targetPegawaiKontrak.export',
    meta: { policy: POLICY.manageKpi, title: 'Ekspor Target Pegawai Kontrak', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-target-dana-export" */ './pages/ExportPage'),
  },
];
