/** The engine's answers (Indonesian, spec section 8 style). */
import type { ApprovalStatus } from '@portal/domain';
import { domain } from '../domain.js';

// The CommonJS/ES module door of platform/domain.ts, for the approval values it does not re-export.
export const { APPROVAL_STATUS_LABELS } = domain;

export const APPROVAL_MESSAGES = {
  notFound: 'Pengajuan tidak ditemukan',
  ownRequest: 'Anda tidak dapat menyetujui atau menolak pengajuan Anda sendiri',
  notYourTurn: 'Bukan giliran Anda untuk memproses pengajuan ini',
  alreadyDecided: 'Pengajuan ini sudah diproses oleh pengguna lain. Muat ulang halaman untuk melihat status terbaru.',
  requesterOnly: 'Hanya pemohon yang dapat melakukan tindakan ini',
  noApprover: 'Tidak ada pejabat yang dapat menyetujui pengajuan ini. Hubungi Admin SDM.',
  nothingToReverse: 'Tidak ada keputusan yang dapat dibatalkan',
  reverseForbidden: 'Hanya pengambil keputusan terakhir atau Super Admin yang dapat membatalkan keputusan ini',
  statusForbids: (status: ApprovalStatus) =>
    `Tindakan ini tidak dapat dilakukan pada pengajuan berstatus ${APPROVAL_STATUS_LABELS[status]}`,
} as const;
