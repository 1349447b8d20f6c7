import { useEffect, useState } from 'react';
import { loginErrorText } from './login-errors';

export { VERIFY_PATH } from './link-paths';

export interface VerifyScreenProps {
  token: string;
  /** POST /api/verify {token}; resolves with the server's message. */
  onVerify: (token: string) => Promise<string>;
  /** Leaves the page (to the login page, or the portal when signed in). */
  onDone: () => void;
}

type Outcome = { status: 'pending' } | { status: 'ok' | 'error'; text: string };

/** The page an e-mail or WhatsApp verification link opens: confirms the link once, then says how it went. */
export function VerifyScreen({ token, onVerify, onDone }: VerifyScreenProps) {
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token
      ? { status: 'pending' }
      : { status: 'error', text: 'Link verifikasi tidak lengkap. Minta link baru dari halaman profil.' },
  );

  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    onVerify(token).then(
      (text) => live && setOutcome({ status: 'ok', text }),
      (error) => live && setOutcome({ status: 'error', text: loginErrorText(error) }),
    );
    return () => {
      live = false;
    };
  }, [token, onVerify]);

  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="verify-title" data-testid="verify-screen">
        <div className="login-brand" aria-hidden="true">
          SDM
        </div>
        <h1 id="verify-title">Verifikasi kontak</h1>
        {outcome.status === 'pending' ? (
          <p className="muted" role="status">
            Memeriksa link verifikasi...
          </p>
        ) : (
          <p className={outcome.status === 'ok' ? 'muted' : 'field-error'} role="alert" data-testid="verify-result">
            {outcome.text}
          </p>
        )}
        <button type="button" className="btn-primary" onClick={onDone} disabled={outcome.status === 'pending'}>
          Lanjut ke Portal SDM
        </button>
      </section>
    </main>
  );
}
