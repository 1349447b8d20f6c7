/**
 * Signing in: POST /api/login, /api/refresh, /api/logout, GET /api/check, the password reset by
 * e-mail (POST /api/reset, /api/reset/confirm) and self-registration (POST /api/register). Spec
 * section 7, "Auth". The messages the forms show without a call stay in @portal/domain.
 */
import { Type, type Static } from 'typebox';
import { Nullable, NullableInteger, NullableString } from './common.js';
import { PASSWORD_MAX_LENGTH } from './domain-values.js';

const Password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });
/** A refresh token or an e-mailed reset token (opaque). */
const OpaqueToken = Type.String({ minLength: 1, maxLength: 200 });

/** The `Captcha` header of the public forms (login, reset, register). */
export const CaptchaHeaders = Type.Object({
  captcha: Type.Optional(
    Type.String({ maxLength: 4096, description: 'Base64 ALTCHA payload (solution of GET /api/captcha)' }),
  ),
});

/** The signed-in user as the browser sees it (never persisted in the browser; read from /check). */
export const SessionClient = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  pegawai_id: NullableInteger,
  nama: NullableString,
  rolesId: Type.Array(Type.Integer()),
  jabatan_id: NullableInteger,
  kantor_id: NullableInteger,
  /** Names for display (home, profile); the ids above are what rules use. */
  jabatan_nama: NullableString,
  kantor_nama: NullableString,
  photo: NullableString,
  is_password_default: Type.Boolean(),
});
export type SessionClient = Static<typeof SessionClient>;

/** POST /api/refresh (and the tokens part of the login answer). */
export const RefreshResponse = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  /** Seconds until the access token expires. */
  expires_in: Type.Integer(),
});
export type RefreshResponse = Static<typeof RefreshResponse>;

export const LoginResponse = Type.Object({
  ...RefreshResponse.properties,
  client: SessionClient,
  photo: NullableString,
  is_password_default: Type.Boolean(),
});
export type LoginResponse = Static<typeof LoginResponse>;

export const LoginRequest = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 100 }),
  password: Password,
});
export type LoginRequest = Static<typeof LoginRequest>;

export const RefreshRequest = Type.Object({ refresh_token: OpaqueToken });
export type RefreshRequest = Static<typeof RefreshRequest>;

/** Optional: a client holding only its bearer token must still be able to end the session. */
export const LogoutRequest = Nullable(Type.Object({ refresh_token: Type.Optional(OpaqueToken) }));
export type LogoutRequest = Static<typeof LogoutRequest>;

/** POST /api/reset: the address a one-hour reset link is e-mailed to. */
export const PasswordResetRequest = Type.Object({ email: Type.String({ format: 'email', maxLength: 200 }) });
export type PasswordResetRequest = Static<typeof PasswordResetRequest>;

/** POST /api/reset/confirm: the e-mailed token and the new password. */
export const PasswordResetConfirmRequest = Type.Object({ token: OpaqueToken, password: Password });
export type PasswordResetConfirmRequest = Static<typeof PasswordResetConfirmRequest>;

/** POST /api/register: an account (role 10) for an existing employee, found by NPP and birth date. */
export const RegisterRequest = Type.Object({
  npp: Type.String({ minLength: 1, maxLength: 30 }),
  tanggal_lahir: Type.String({ format: 'date' }),
  email: Type.String({ format: 'email', maxLength: 200 }),
  username: Type.String({ minLength: 3, maxLength: 50, pattern: '^[A-Za-z0-9._-]+$' }),
  password: Password,
});
export type RegisterRequest = Static<typeof RegisterRequest>;
