import { useState, type FormEvent } from 'react';
import { MESSAGES, passwordProblems } from '@portal/domain';
import { flash } from '../flash/flash';
import { isMaintenanceError, loginErrorText } from './login-errors';
import { TextField } from './LoginForm';

export { RESET_PASSWORD_PATH } from './link-paths';

export interface ResetConfirmScreenProps {
  token: string;
  /** POST /api/reset/confirm {token, password}. */
  onConfirm: (token: string, password: string) => Promise<void>;
  /** After success or "back to login": the login page at '/'. */
  onDone: () => void;
}

/** The page the e-mailed reset link opens: choose a new password (same rules as the server). */
export function ResetConfirmScreen({ token, onConfirm, onDone }: ResetConfirmScreenProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = passwordProblems(password);
    if (password !== confirmation) found.push('Konfirmasi password tidak sama dengan password baru');
    setProblems(found);
    if (found.length > 0 || !token) return;
    setBusy(true);
    try {
      await onConfirm(token, password);
      flash(MESSAGES.passwordChanged, { status: 'success', durationMs: 5000 });
      onDone();
    } catch (error) {
      flash(loginErrorText(error), {
        status: 'error',
        title: isMaintenanceError(error) ? undefined : MESSAGES.errorTitle,
      });
      setBusy(false);
    }
  };

  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="reset-title">
        <div className="login-brand" aria-hidden="true">
          SDM
        </div>
        <h1 id="reset-title">Buat password baru</h1>
        {token ? (
          <form className="login-form" onSubmit={submit} noValidate data-testid="reset-confirm-form">
            <p className="muted">Minimal 8 karakter, bukan nama user, dan tidak mudah ditebak.</p>
            <TextField
              id="reset-password"
              label="Password baru"
              type="password"
              value={password}
              onChange={setPassword}
              autoComplete="new-password"
              autoFocus
            />
            <TextField
              id="reset-password-confirmation"
              label="Ulangi password baru"
              type="password"
              value={confirmation}
              onChange={setConfirmation}
              autoComplete="new-password"
            />
            {problems.length > 0 ? (
              <ul className="field-error" role="alert">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            ) : null}
            <button type="submit" className="btn-primary" disabled={busy} data-testid="reset-confirm-submit">
              {busy ? 'Menyimpan...' : 'Simpan password'}
            </button>
            <button type="button" className="btn-link" onClick={onDone}>
              Kembali ke halaman login
            </button>
          </form>
        ) : (
          <>
            <p className="muted" role="alert">
              Link reset password tidak lengkap. Minta link baru lewat 'Lupa password?'.
            </p>
            <button type="button" className="btn-primary" onClick={onDone}>
              Ke halaman login
            </button>
          </>
        )}
      </section>
    </main>
  );
}
