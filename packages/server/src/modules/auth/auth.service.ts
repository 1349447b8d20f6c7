/** Use cases of log-in, session refresh/logout, password reset by e-mail and self-registration. */
import type { LoginResponse, RefreshResponse, RegisterRequest, SessionClient } from '@portal/contracts';
import { isWeakPassword, MESSAGES, passwordProblems, ROLE } from '../../platform/domain.js';
import type { Actor } from '../../platform/audit.js';
import { recordAudit } from '../../platform/audit.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/auth/password.js';
import { MESSAGE_UNAUTHENTICATED, type ClientMeta } from '../../platform/auth/sessions.js';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/tokens.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { queueEmail } from '../../platform/outbox.js';
import * as repo from './auth.repo.js';
import { countAttempt, type AttemptLimit } from '../../platform/attempt-limits.js';

export const AUTH_MESSAGES = {
  wrongCredentials: 'Username atau password salah',
  inactive: 'Akun anda tidak aktif, hubungi Divisi SDM',
  resetLinkInvalid: 'Link reset password tidak valid atau sudah kedaluwarsa',
  registerRefused: 'Pendaftaran tidak dapat diproses. Periksa kembali NPP dan tanggal lahir, atau hubungi Divisi SDM',
  registerHasAccount: 'Pegawai ini sudah memiliki akun, silakan login atau reset password',
  usernameTaken: 'Username sudah dipakai',
  emailTaken: 'Email sudah dipakai akun lain',
  registered: 'Akun berhasil dibuat, silakan login',
} as const;

const RESET_LINK_TTL_MS = 60 * 60_000;

export const ATTEMPT_MESSAGES = {
  login: 'Terlalu banyak percobaan login, coba lagi dalam {s} detik',
  reset: 'Terlalu banyak permintaan reset password, coba lagi dalam {s} detik',
  register: 'Terlalu banyak percobaan pendaftaran, coba lagi dalam {s} detik',
} as const;

const MINUTE = 60_000;

/**
 * Per account and per address (issue #13), on top of the route's per address + user name limit.
 * Scaled by LOGIN_RATE_LIMIT (default 10 → the numbers below; 0 turns them off).
 */
function attemptLimits(
  loginRateLimit: number,
  kind: 'login' | 'reset' | 'register',
  account: string,
  ip: string | null,
): AttemptLimit[] {
  const scale = loginRateLimit / 10;
  const id = account.trim().toLowerCase();
  const address = ip ?? 'unknown';
  switch (kind) {
    case 'login':
      return [
        { key: `login:account:${id}`, max: Math.ceil(30 * scale), windowMs: 15 * MINUTE },
        { key: `login:ip:${address}`, max: Math.ceil(50 * scale), windowMs: MINUTE },
      ];
    case 'reset':
      return [
        { key: `reset:account:${id}`, max: Math.ceil(3 * scale), windowMs: 60 * MINUTE },
        { key: `reset:ip:${address}`, max: Math.ceil(10 * scale), windowMs: 15 * MINUTE },
      ];
    case 'register':
      return [
        { key: `register:npp:${id}`, max: Math.ceil(5 * scale), windowMs: 60 * MINUTE },
        { key: `register:ip:${address}`, max: Math.ceil(10 * scale), windowMs: 15 * MINUTE },
      ];
  }
}
/** New self-registered accounts get the ordinary employee role only. */
const REGISTER_ROLES = [ROLE.PEGAWAI];

function toSessionClient(account: repo.Account, isPasswordDefault: boolean): SessionClient {
  return {
    id: account.id,
    name: account.name,
    pegawai_id: account.pegawai_id,
    nama: account.nama,
    rolesId: account.roles,
    jabatan_id: account.jabatan_id,
    kantor_id: account.kantor_id,
    jabatan_nama: account.jabatan_nama,
    kantor_nama: account.kantor_nama,
    photo: account.photo,
    is_password_default: isPasswordDefault,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

export class AuthService {
  constructor(private readonly ctx: AppContext) {}

  async login(
    username: string,
    password: string,
    captcha: string | undefined,
    actor: Actor,
    meta: ClientMeta,
  ): Promise<LoginResponse> {
    await this.ctx.captcha.verify(captcha);
    await countAttempt(
      this.ctx.db,
      attemptLimits(this.ctx.config.loginRateLimit, 'login', username, actor.ip),
      ATTEMPT_MESSAGES.login,
    );
    const account = await repo.findAccountByName(this.ctx.db, username);
    const passwordOk = account
      ? await verifyPassword(account.password_hash, password)
      : await verifyAgainstDummy(password);
    if (!account || !passwordOk) throw new HttpError(422, AUTH_MESSAGES.wrongCredentials);
    if (account.status !== 'active') throw new HttpError(422, AUTH_MESSAGES.inactive);

    // Weak passwords set before the weak list existed are caught here and held on the profile page.
    const isPasswordDefault = account.is_password_default || isWeakPassword(password, account.name);
    const tokens = await this.ctx.db.transaction().execute(async (trx) => {
      if (isPasswordDefault && !account.is_password_default) await repo.markPasswordDefault(trx, account.id);
      const opened = await this.ctx.sessions.open(
        trx,
        { userId: account.id, roles: account.roles, jabatanId: account.jabatan_id, passwordDefault: isPasswordDefault },
        meta,
      );
      await recordAudit(trx, {
        ...actor,
        userId: account.id,
        entity: 'user_sessions',
        entityId: opened.sessionId,
        after: { login: true },
      });
      return opened;
    });
    const client = toSessionClient(account, isPasswordDefault);
    return {
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      expires_in: tokens.expires_in,
      client,
      photo: client.photo,
      is_password_default: isPasswordDefault,
    };
  }

  refresh(refreshToken: string, actor: Actor): Promise<RefreshResponse> {
    return this.ctx.sessions.refresh(refreshToken, actor);
  }

  logout(userId: number, sessionId: string, refreshToken: string | undefined, actor: Actor): Promise<void> {
    return this.ctx.sessions.logout(userId, sessionId, refreshToken, actor);
  }

  async check(userId: number): Promise<SessionClient> {
    const account = await repo.findAccountById(this.ctx.db, userId);
    if (!account || account.status !== 'active') throw new HttpError(401, MESSAGE_UNAUTHENTICATED);
    return toSessionClient(account, account.is_password_default);
  }

  /** Same answer whether or not the address is known, so the form cannot be used to probe accounts. */
  async requestReset(email: string, captcha: string | undefined, actor: Actor): Promise<string> {
    await this.ctx.captcha.verify(captcha);
    // Counted per address typed, known or not, so the limit says nothing about which exist.
    await countAttempt(
      this.ctx.db,
      attemptLimits(this.ctx.config.loginRateLimit, 'reset', email, actor.ip),
      ATTEMPT_MESSAGES.reset,
    );
    const users = await repo.findActiveUsersByEmail(this.ctx.db, email);
    for (const user of users) {
      const token = newOpaqueToken();
      await this.ctx.db.transaction().execute(async (trx) => {
        await repo.expireOpenResets(trx, user.id);
        await repo.insertPasswordReset(trx, {
          userId: user.id,
          tokenHash: hashOpaqueToken(token),
          expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
        });
        const link = `${this.ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await queueEmail(trx, {
          template: 'reset_password',
          to: user.email ?? email,
          subject: 'Reset password Portal SDM',
          body:
            `Halo ${user.name},\n\nKami menerima permintaan reset password untuk akun Anda. ` +
            `Buka tautan berikut dalam 1 jam untuk membuat password baru:\n\n${link}\n\n` +
            'Abaikan e-mail ini jika Anda tidak memintanya; password Anda tidak berubah.',
        });
        await recordAudit(trx, {
          ...actor,
          entity: 'password_resets',
          entityId: user.id,
          after: { user_id: user.id, requested: true },
        });
      });
    }
    return MESSAGES.resetLinkSent;
  }

  async confirmReset(token: string, password: string, actor: Actor): Promise<string> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const reset = await repo.findOpenResetForUpdate(trx, hashOpaqueToken(token));
      if (!reset || reset.status !== 'active')
        throw validationError({ token: [AUTH_MESSAGES.resetLinkInvalid] }, AUTH_MESSAGES.resetLinkInvalid);
      const problems = passwordProblems(password, reset.name);
      if (problems.length > 0) throw validationError({ password: problems });
      await repo.setPasswordHash(trx, reset.user_id, await hashPassword(password), false);
      await repo.markResetUsed(trx, reset.id);
      // Whoever knew the old password is logged out everywhere.
      await this.ctx.sessions.revoke(trx, { userId: reset.user_id }, 'password_reset');
      await recordAudit(trx, {
        ...actor,
        userId: reset.user_id,
        entity: 'users',
        entityId: reset.user_id,
        after: { password_reset: 'email_link', is_password_default: false },
      });
    });
    return MESSAGES.passwordChanged;
  }

  async register(input: RegisterRequest, captcha: string | undefined, actor: Actor): Promise<string> {
    await this.ctx.captcha.verify(captcha);
    await countAttempt(
      this.ctx.db,
      attemptLimits(this.ctx.config.loginRateLimit, 'register', input.npp, actor.ip),
      ATTEMPT_MESSAGES.register,
    );
    const pegawai = await repo.findPegawaiByNppAndBirthDate(this.ctx.db, input.npp.trim(), input.tanggal_lahir);
    // One answer for no match, an existing account and an inactive employee (issue #13): the form
    // must not tell a guesser which NPP and birth date belong together.
    const refused = () =>
      validationError(
        { npp: [AUTH_MESSAGES.registerRefused], tanggal_lahir: [AUTH_MESSAGES.registerRefused] },
        AUTH_MESSAGES.registerRefused,
      );
    if (!pegawai || pegawai.user_id !== null || !pegawai.is_active) throw refused();

    const errors: FieldErrors = {};
    if (await repo.isUserNameTaken(this.ctx.db, input.username)) errors.username = [AUTH_MESSAGES.usernameTaken];
    if (await repo.isEmailTaken(this.ctx.db, input.email)) errors.email = [AUTH_MESSAGES.emailTaken];
    const problems = passwordProblems(input.password, input.username);
    if (problems.length > 0) errors.password = problems;
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const passwordHash = await hashPassword(input.password);
    try {
      await this.ctx.db.transaction().execute(async (trx) => {
        const userId = await repo.insertUser(trx, {
          name: input.username,
          email: input.email,
          pegawaiId: pegawai.id,
          passwordHash,
          roles: REGISTER_ROLES,
        });
        await recordAudit(trx, {
          ...actor,
          userId,
          entity: 'users',
          entityId: userId,
          after: { name: input.username, email: input.email, pegawai_id: pegawai.id, roles: REGISTER_ROLES },
        });
      });
    } catch (error) {
      // Two registrations racing for the same pegawai or user name: the unique indexes decide.
      if (isUniqueViolation(error))
        throw validationError({ username: [AUTH_MESSAGES.usernameTaken] }, AUTH_MESSAGES.registerHasAccount);
      throw error;
    }
    return AUTH_MESSAGES.registered;
  }
}
