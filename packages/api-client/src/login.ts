import { MESSAGES } from '@portal/domain';
import type { LoginRequest, LoginResponse, LogoutRequest, SessionClient } from '@portal/contracts';
import { ApiError } from './api-error';
import { resetSessionState, setCurrentUser, setSessionToken } from './session-atoms';
import { clearSession, readSession, saveSession } from './token-store';
import type { Transport } from './transport';

export interface LoginInput {
  username: string;
  password: string;
  /** The ALTCHA solution; sent as the Captcha header. */
  captcha: string;
}

/**
 * Signs in and stores the session (never the password). Spec section 8: a 5xx (or an unreachable
 * server) becomes the maintenance message; any other failure keeps the server's message and clears
 * whatever session was left.
 */
export async function login(transport: Transport, input: LoginInput): Promise<LoginResponse> {
  try {
    const answer = await transport.request<LoginResponse>('POST', '/login', {
      body: { username: input.username, password: input.password } satisfies LoginRequest,
      captcha: input.captcha,
    });
    saveSession(answer, transport.now());
    setSessionToken(answer.access_token);
    setCurrentUser(answer.client);
    return answer;
  } catch (error) {
    clearSession();
    resetSessionState();
    if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) {
      throw new ApiError(error.status, MESSAGES.maintenance, undefined, error.body);
    }
    throw error;
  }
}

/** Revokes the refresh token on the server, then forgets everything locally even when that call fails. */
export async function logout(transport: Transport): Promise<void> {
  try {
    // Refresh first if due, so the token sent for revocation is the current one, not one just rotated away.
    await transport.getAccessToken();
    const session = readSession();
    if (session)
      await transport.request('POST', '/logout', {
        body: { refresh_token: session.refreshToken } satisfies LogoutRequest,
      });
  } catch {
    // Offline or already revoked: the local session ends all the same.
  } finally {
    clearSession();
    resetSessionState();
  }
}

/** GET /check: the signed-in user with current roles (after a reload, or after roles changed). */
export async function fetchCurrentUser(transport: Transport, signal?: AbortSignal): Promise<SessionClient> {
  const user = await transport.request<SessionClient>('GET', '/check', { signal });
  setCurrentUser(user);
  return user;
}
