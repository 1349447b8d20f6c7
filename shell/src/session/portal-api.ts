/**
 * Everything the shell's session logic uses from @portal/api-client, in one place. The transport,
 * token store, single-flight refresh and the shared jotai store live in that shared package.
 */
import type { Transport } from '@portal/api-client';
import type { PasswordResetConfirmRequest, PasswordResetRequest } from '@portal/contracts';

export {
  ApiError,
  clearSession,
  createTransport,
  currentUserAtom,
  fetchCurrentUser,
  login,
  logout,
  portalStore,
  readSession,
  resetSessionState,
  TransportProvider,
  useTransport,
} from '@portal/api-client';
export type { Transport } from '@portal/api-client';

/** POST /api/reset {email} with the captcha; the answer is the same whether or not the e-mail exists. */
export async function requestPasswordReset(transport: Transport, email: string, captcha: string): Promise<void> {
  await transport.request('POST', '/reset', { body: { email } satisfies PasswordResetRequest, captcha });
}

/** POST /api/reset/confirm {token, password}: the e-mailed link sets a new password (all sessions end). */
export async function confirmPasswordReset(transport: Transport, token: string, password: string): Promise<void> {
  await transport.request('POST', '/reset/confirm', {
    body: { token, password } satisfies PasswordResetConfirmRequest,
  });
}
