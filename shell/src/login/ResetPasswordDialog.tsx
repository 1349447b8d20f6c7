import { useRef, useState, type FormEvent } from 'react';
import { MESSAGES } from '@portal/domain';
import { flash } from '../flash/flash';
import { AltchaField, type AltchaHandle } from './AltchaField';
import { isMaintenanceError, loginErrorText } from './login-errors';
import { LightDialog } from './LightDialog';
import { TextField } from './LoginForm';

export interface ResetPasswordDialogProps {
  onClose: () => void;
  onRequestReset: (email: string, captcha: string) => Promise<void>;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'Lupa password?': asks for the e-mail; the answer never reveals whether the address is registered. */
export function ResetPasswordDialog({ onClose, onRequestReset }: ResetPasswordDialogProps) {
  const [email, setEmail] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const altcha = useRef<AltchaHandle>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setProblem('Field is required');
    if (!EMAIL_PATTERN.test(email.trim())) return setProblem('Format email tidak valid');
    if (!captcha) return setProblem('Tunggu sampai verifikasi captcha selesai.');
    setProblem(null);
    setBusy(true);
    try {
      await onRequestReset(email.trim(), captcha);
      flash(MESSAGES.resetLinkSent, { status: 'success', durationMs: 5000 });
      onClose();
    } catch (error) {
      flash(loginErrorText(error), {
        status: 'error',
        title: isMaintenanceError(error) ? undefined : MESSAGES.errorTitle,
      });
      altcha.current?.renew();
      setBusy(false);
    }
  };

  return (
    <LightDialog title="Lupa password" onClose={onClose} testId="reset-password-dialog">
      <form onSubmit={submit} noValidate className="login-form">
        <p className="muted">
          Masukkan email yang terdaftar. Link untuk membuat password baru akan dikirim ke email tersebut.
        </p>
        <TextField
          id="reset-email"
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          autoFocus
        />
        <AltchaField ref={altcha} onPayload={setCaptcha} />
        {problem ? (
          <small className="field-error" role="alert">
            {problem}
          </small>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Batal
          </button>
          <button type="submit" className="btn-primary" disabled={busy} data-testid="reset-submit">
            {busy ? 'Mengirim...' : 'Kirim link reset'}
          </button>
        </div>
      </form>
    </LightDialog>
  );
}
