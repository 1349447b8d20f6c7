import type { LoginResponse, SessionClient } from '@portal/contracts';
import { MESSAGES, NOTIFY_MS } from '@portal/domain';
import { flash } from '../flash/flash';
import type { LoginCredentials } from '../login/LoginForm';
import * as api from './portal-api';
import { registerPushToken } from './push-token';
import { sessionEndReasonAtom, sessionPhaseAtom, type SessionEndReason } from './session-store';

export interface SessionController {
  transport: api.Transport;
  /** Reads stored tokens and asks the server who we are; ends in 'authenticated' or 'anonymous'. */
  restore(): Promise<void>;
  login(credentials: LoginCredentials): Promise<LoginResponse>;
  requestPasswordReset(email: string, captcha: string): Promise<void>;
  /** The e-mailed link: sets the new password; any session in this browser ends too. */
  confirmPasswordReset(token: string, password: string): Promise<void>;
  /** POST /api/verify {token} (e-mail / WhatsApp verification link); resolves with the server's message. */
  confirmVerification(token: string): Promise<string>;
  /** The user's own logout: revokes the tokens on the server, then shows the login page at '/'. */
  logout(): Promise<void>;
  /** Ends the session without asking the user (401, idle, password or role change). */
  end(reason: Exclude<SessionEndReason, 'logout'>): void;
  /** Set by the signed-in portal: where a 403 sends the user. */
  setForbiddenHandler(handler: (() => void) | null): void;
}

/** How long the logout waits for the server's revocation before leaving anyway. */
export const LOGOUT_WAIT_MS = 3000;

const END_MESSAGES: Record<
  Exclude<SessionEndReason, 'logout'>,
  { text: string; status: 'warning' | 'success'; durationMs: number }
> = {
  expired: { text: MESSAGES.sessionEnded, status: 'warning', durationMs: NOTIFY_MS.sessionEnded },
  idle: { text: MESSAGES.sessionEnded, status: 'warning', durationMs: NOTIFY_MS.sessionEnded },
  passwordChanged: { text: MESSAGES.passwordChanged, status: 'success', durationMs: NOTIFY_MS.default },
  rolesChanged: { text: MESSAGES.rolesChanged, status: 'success', durationMs: NOTIFY_MS.default },
};

export function createSessionController(options: { baseUrl?: string } = {}): SessionController {
  const store = api.portalStore;
  let forbidden: (() => void) | null = null;

  const setUser = (user: SessionClient | null) => {
    store.set(api.currentUserAtom, user);
    store.set(sessionPhaseAtom, user ? 'authenticated' : 'anonymous');
  };

  const end = (reason: SessionEndReason) => {
    // After a deliberate end, the next login starts at /home instead of the page that was open.
    if (reason === 'logout' || reason === 'passwordChanged') window.history.replaceState(null, '', '/');
    api.clearSession();
    api.resetSessionState();
    store.set(sessionEndReasonAtom, reason);
    setUser(null);
    if (reason !== 'logout') {
      const message = END_MESSAGES[reason];
      flash(message.text, { status: message.status, durationMs: message.durationMs });
    }
  };

  const transport = api.createTransport({
    baseUrl: options.baseUrl ?? '/api',
    onSessionEnded: () => end('expired'),
    onForbidden: () => forbidden?.(),
  });

  return {
    transport,
    async restore() {
      if (!api.readSession()) return setUser(null);
      try {
        setUser(await api.fetchCurrentUser(transport));
      } catch {
        // 401 already ended the session through onSessionEnded; anything else: start from the login page.
        if (store.get(sessionPhaseAtom) === 'checking') setUser(null);
      }
    },
    async login(credentials) {
      const response = await api.login(transport, credentials);
      store.set(sessionEndReasonAtom, null);
      setUser({
        ...response.client,
        is_password_default: Boolean(response.client.is_password_default || response.is_password_default),
      });
      // The spec's step after login; in the background, never holding up or failing the sign-in.
      void registerPushToken(transport);
      return response;
    },
    async requestPasswordReset(email, captcha) {
      await api.requestPasswordReset(transport, email, captcha);
    },
    async confirmVerification(token) {
      const answer = await transport.request<{ message: string }>('POST', '/verify', { body: { token } });
      return answer.message;
    },
    async confirmPasswordReset(token, password) {
      await api.confirmPasswordReset(transport, token, password);
      if (api.readSession()) {
        api.clearSession();
        api.resetSessionState();
        setUser(null);
      }
    },
    async logout() {
      // The tokens are dropped locally either way (the server expires them on its own), so a slow
      // or failing revocation never keeps the user waiting on a portal they asked to leave.
      const revoked = api.logout(transport).catch(() => undefined);
      await Promise.race([revoked, new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS))]);
      end('logout');
    },
    end,
    setForbiddenHandler(handler) {
      forbidden = handler;
    },
  };
}
