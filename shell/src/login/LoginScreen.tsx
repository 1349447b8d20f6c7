import { lazy, Suspense, useState } from 'react';
import { IdleLogoutDialog } from './IdleLogoutDialog';
import { LoginForm, type LoginCredentials } from './LoginForm';

// Loaded when 'Lupa password' is pressed, not with the login page (issue #10's byte budget).
const ResetPasswordDialog = lazy(() =>
  import(/* webpackChunkName: "reset-password-dialog" */ './ResetPasswordDialog').then((m) => ({
    default: m.ResetPasswordDialog,
  })),
);

export interface LoginScreenProps {
  onLogin: (credentials: LoginCredentials) => Promise<void>;
  onRequestReset: (email: string, captcha: string) => Promise<void>;
  /** Set when the previous session ended by the idle time-out. */
  idleLogout?: { idleTimeoutMs: number; onClose: () => void } | null;
}

/**
 * The login page. Deliberately free of Chakra UI: everything it needs is React, a little CSS from
 * index.html and the captcha widget, so it is interactive quickly on branch-office connections.
 */
export function LoginScreen({ onLogin, onRequestReset, idleLogout }: LoginScreenProps) {
  const [resetOpen, setResetOpen] = useState(false);
  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="login-title">
        <div className="login-brand" aria-hidden="true">
          SDM
        </div>
        <h1 id="login-title">Portal SDM</h1>
        <p className="muted">Masuk dengan akun pegawai Anda</p>
        <LoginForm onLogin={onLogin} onForgotPassword={() => setResetOpen(true)} />
      </section>
      <footer className="login-footer">© {new Date().getFullYear()} Divisi SDM</footer>
      {resetOpen ? (
        <Suspense fallback={null}>
          <ResetPasswordDialog onClose={() => setResetOpen(false)} onRequestReset={onRequestReset} />
        </Suspense>
      ) : null}
      {idleLogout ? <IdleLogoutDialog idleTimeoutMs={idleLogout.idleTimeoutMs} onClose={idleLogout.onClose} /> : null}
    </main>
  );
}
