import { LightDialog } from './LightDialog';

/** Shown after the idle time-out ended the session, over the login form. */
export function IdleLogoutDialog({ idleTimeoutMs, onClose }: { idleTimeoutMs: number; onClose: () => void }) {
  const span =
    idleTimeoutMs < 60_000
      ? `${Math.max(1, Math.round(idleTimeoutMs / 1000))} detik`
      : `${Math.round(idleTimeoutMs / 60_000)} menit`;
  return (
    <LightDialog title="Sesi berakhir" onClose={onClose} testId="idle-modal">
      <p>Anda tidak melakukan aktivitas selama {span}, sehingga sesi diakhiri demi keamanan. Silahkan login kembali.</p>
      <div className="dialog-actions">
        <button type="button" className="btn-primary" onClick={onClose} autoFocus data-testid="idle-modal-ok">
          OK
        </button>
      </div>
    </LightDialog>
  );
}
