/**
 * Verifying a user's e-mail address or WhatsApp number: `store_email` / `store_wa` send a one-time
 * link (24 h) to the new contact; opening it (POST /api/verify, public) makes the contact the
 * user's own: the e-mail becomes the account address (password reset uses it), the number becomes
 * the pegawai's phone.
 */
import { MESSAGES } from '../../platform/domain.js';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/tokens.js';
import type { AppContext } from '../../platform/context.js';
import { normalizeWhatsAppNumber } from '../../platform/delivery/phone.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { queueEmail, queueWhatsApp } from '../../platform/outbox.js';
import * as repo from './users-contact.repo.js';
import { lockUser } from './users.repo.js';

export const CONTACT_MESSAGES = {
  userNotFound: 'User tidak ditemukan',
  phoneInvalid: 'Nomor WhatsApp tidak valid',
  tooMany: 'Terlalu banyak permintaan verifikasi, coba lagi nanti',
  linkInvalid: 'Link verifikasi tidak valid atau sudah kedaluwarsa',
  emailVerified: 'Email berhasil diverifikasi',
  waVerified: 'Nomor WhatsApp berhasil diverifikasi',
} as const;

export const VERIFICATION_TTL_HOURS = 24;
/** Each request sends a message to an address the user merely claims: bound the spam. */
const MAX_REQUESTS_PER_HOUR = 5;

export class ContactService {
  constructor(private readonly ctx: AppContext) {}

  private link(token: string): string {
    return `${this.ctx.config.publicUrl}/verify?token=${encodeURIComponent(token)}`;
  }

  async requestEmailVerification(userId: number, email: string, actor: Actor): Promise<string> {
    const target = email.trim();
    await this.ctx.db.transaction().execute(async (trx) => {
      const user = await this.open(trx, userId, 'email', target, actor);
      await queueEmail(trx, {
        to: target,
        subject: 'Link verifikasi email Portal SDM',
        body:
          `Halo ${user.name},\n\nLink verifikasi email untuk akun Portal SDM Anda. ` +
          `Buka tautan berikut dalam ${VERIFICATION_TTL_HOURS} jam untuk memakai alamat ini:\n\n${this.link(user.token)}\n\n` +
          'Abaikan e-mail ini jika Anda tidak memintanya.',
      });
    });
    return MESSAGES.verificationEmailSent;
  }

  async requestWhatsAppVerification(userId: number, phone: string, actor: Actor): Promise<string> {
    const number = normalizeWhatsAppNumber(phone);
    if (!number) throw validationError({ phone: [CONTACT_MESSAGES.phoneInvalid] });
    await this.ctx.db.transaction().execute(async (trx) => {
      const user = await this.open(trx, userId, 'whatsapp', number, actor);
      await queueWhatsApp(trx, {
        to: number,
        body:
          `*Portal SDM* — Link verifikasi nomor WhatsApp untuk akun ${user.name}. ` +
          `Buka dalam ${VERIFICATION_TTL_HOURS} jam:\n${this.link(user.token)}\n\nAbaikan pesan ini jika Anda tidak memintanya.`,
      });
    });
    return MESSAGES.verificationWaSent;
  }

  async confirm(token: string, actor: Actor): Promise<string> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const v = await repo.findVerificationForUpdate(trx, hashOpaqueToken(token));
      if (!v?.open) throw validationError({ token: [CONTACT_MESSAGES.linkInvalid] }, CONTACT_MESSAGES.linkInvalid);
      await repo.markVerified(trx, v.id);
      const who = { ...actor, userId: v.user_id };
      if (v.channel === 'email') {
        await repo.setUserEmail(trx, v.user_id, v.target);
        await recordAudit(trx, { ...who, entity: 'users', entityId: v.user_id, before: { email: v.email }, after: { email: v.target, email_verified: true } });
        return CONTACT_MESSAGES.emailVerified;
      }
      let before: string | null = null;
      if (v.pegawai_id !== null) before = await repo.setPegawaiPhone(trx, v.pegawai_id, v.target);
      await recordAudit(trx, { ...who, entity: 'users', entityId: v.user_id, before: { phone: before }, after: { phone: v.target, whatsapp_verified: true } });
      return CONTACT_MESSAGES.waVerified;
    });
  }

  /** Locks the user, applies the rate limit, replaces open links and stores the new one. */
  private async open(trx: Parameters<typeof lockUser>[0], userId: number, channel: repo.ContactChannel, target: string, actor: Actor) {
    const user = await lockUser(trx, userId);
    if (!user) throw new HttpError(404, CONTACT_MESSAGES.userNotFound);
    if ((await repo.countRecentVerifications(trx, userId, 60)) >= MAX_REQUESTS_PER_HOUR) throw new HttpError(429, CONTACT_MESSAGES.tooMany);
    await repo.expireOpenVerifications(trx, userId, channel);
    const token = newOpaqueToken();
    await repo.insertVerification(trx, { userId, channel, target, tokenHash: hashOpaqueToken(token), ttlHours: VERIFICATION_TTL_HOURS });
    await recordAudit(trx, { ...actor, entity: 'contact_verifications', entityId: userId, after: { channel, target, requested: true } });
    return { name: user.name, token };
  }
}
