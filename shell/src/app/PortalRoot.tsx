import { lazy, Suspense, useEffect, useState } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { DEFAULT_PORTAL_CONFIG, type PortalConfig } from '../config/portal-config';
import type { RouteStore } from '../federation/route-store';
import { FlashHost } from '../flash/FlashHost';
import { LoginScreen } from '../login/LoginScreen';
import { RESET_PASSWORD_PATH, VERIFY_PATH } from '../login/link-paths';
import { portalStore } from '../session/portal-api';
import type { SessionController } from '../session/session-controller';
import { sessionEndReasonAtom, sessionPhaseAtom } from '../session/session-store';

// Chakra UI, the router and every page come with this chunk, after login.
const AuthenticatedApp = lazy(() => import(/* webpackChunkName: "portal" */ './AuthenticatedApp'));
// The screens of e-mailed links (reset password, verify an address) load only when such a link is
// opened: the login page, which nearly everyone opens, does not carry them (issue #10's byte budget).
const ResetConfirmScreen = lazy(() =>
  import(/* webpackChunkName: "link-screens" */ '../login/ResetConfirmScreen').then((m) => ({
    default: m.ResetConfirmScreen,
  })),
);
const VerifyScreen = lazy(() =>
  import(/* webpackChunkName: "link-screens" */ '../login/VerifyScreen').then((m) => ({ default: m.VerifyScreen })),
);

export interface PortalRootProps {
  controller: SessionController;
  /** The route table as it fills; started lazily so the login page does not wait for the remotes. */
  routes: () => Promise<RouteStore>;
  config: Promise<PortalConfig>;
}

const WARM_UP_DELAY_MS = 3000;

function Splash() {
  return (
    <div className="splash" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <span>Memuat Portal SDM...</span>
    </div>
  );
}

function PortalSwitch({ controller, routes, config }: PortalRootProps) {
  const phase = useAtomValue(sessionPhaseAtom);
  const endReason = useAtomValue(sessionEndReasonAtom);
  // The e-mailed reset link opens this page whether or not someone is signed in here.
  const [resetToken, setResetToken] = useState<string | null>(() =>
    window.location.pathname === RESET_PASSWORD_PATH
      ? (new URLSearchParams(window.location.search).get('token') ?? '')
      : null,
  );
  const [verifyToken, setVerifyToken] = useState<string | null>(() =>
    window.location.pathname === VERIFY_PATH ? (new URLSearchParams(window.location.search).get('token') ?? '') : null,
  );
  const [idleTimeoutMs, setIdleTimeoutMs] = useState(DEFAULT_PORTAL_CONFIG.idleTimeoutMs);
  useEffect(() => {
    void config.then((value) => setIdleTimeoutMs(value.idleTimeoutMs));
  }, [config]);

  // Warm the signed-in part (Chakra UI, router, remote route tables) once the login page is up and
  // the user starts typing, or after a quiet moment: it is needed right after login, but must not
  // compete with what the login page itself needs first.
  useEffect(() => {
    if (phase !== 'anonymous') return undefined;
    let done = false;
    const warm = () => {
      if (done) return;
      done = true;
      void import(/* webpackChunkName: "portal" */ './AuthenticatedApp');
      void routes();
    };
    const timer = window.setTimeout(
      () => (window.requestIdleCallback ? window.requestIdleCallback(warm) : warm()),
      WARM_UP_DELAY_MS,
    );
    window.addEventListener('keydown', warm, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('keydown', warm);
    };
  }, [phase, routes]);

  if (resetToken !== null) {
    return (
      <Suspense fallback={<Splash />}>
        <ResetConfirmScreen
          token={resetToken}
          onConfirm={(token, password) => controller.confirmPasswordReset(token, password)}
          onDone={() => {
            window.history.replaceState(null, '', '/');
            setResetToken(null);
          }}
        />
      </Suspense>
    );
  }
  if (verifyToken !== null) {
    return (
      <Suspense fallback={<Splash />}>
        <VerifyScreen
          token={verifyToken}
          onVerify={controller.confirmVerification}
          onDone={() => {
            window.history.replaceState(null, '', '/');
            setVerifyToken(null);
          }}
        />
      </Suspense>
    );
  }
  if (phase === 'checking') return <Splash />;
  if (phase === 'anonymous') {
    return (
      <LoginScreen
        onLogin={async (credentials) => {
          await controller.login(credentials);
        }}
        onRequestReset={(email, captcha) => controller.requestPasswordReset(email, captcha)}
        idleLogout={
          endReason === 'idle' ? { idleTimeoutMs, onClose: () => portalStore.set(sessionEndReasonAtom, null) } : null
        }
      />
    );
  }
  return (
    <Suspense fallback={<Splash />}>
      <AuthenticatedApp controller={controller} routes={routes()} config={config} />
    </Suspense>
  );
}

/** Decides between the login page and the portal; session messages show in either. */
export function PortalRoot(props: PortalRootProps) {
  return (
    <JotaiProvider store={portalStore}>
      <PortalSwitch {...props} />
      <FlashHost />
    </JotaiProvider>
  );
}
