import { useTransport } from '@portal/api-client';
import { notify, notifyError, useConfirm } from '@portal/design-system';
import { periodText } from '../../../shared/period';
import { hapusPotongan, kindNoun, type DeductionKind } from '../api';

/**
 * Deleting an office's deductions of a month (POST {B}/x/hapus of the kind), after a confirmation
 * that names what goes. Resolves true when the rows were deleted ('Potongan Gaji Dihapus').
 */
export function useHapusPotongan(kind: DeductionKind = 'gaji') {
  const transport = useTransport();
  const confirm = useConfirm();
  return async (target: { kantor: { id: number; nama: string }; tahun: number; bulan: number }) => {
    const noun = kindNoun(kind);
    const ok = await confirm({
      title: `Hapus ${noun}?`,
      message: `Semua ${noun} ${target.kantor.nama} bulan ${periodText(target.tahun, target.bulan)} akan dihapus. Tindakan ini tidak dapat dibatalkan.`,
      confirmLabel: 'Hapus',
      destructive: true,
    });
    if (!ok) return false;
    try {
      const answer = await hapusPotongan(
        transport,
        { kantor_id: target.kantor.id, tahun: target.tahun, bulan: target.bulan },
        kind,
      );
      notify.success(answer.message);
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    }
  };
}
