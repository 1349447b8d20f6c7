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
import { currentContact } from './users-admin.repo.js';
import { verifyPassword } from '../../platform/auth/password.js';
import { maskRecipient } from '../outbox/public.js';

export const CONTACT_MESSAGES = {
  userNotFound: 'User tidak ditemukan',
  phoneInvalid: 'Nomor WhatsApp tidak valid',
  tooMany: 'Terlalu banyak permintaan verifikasi, coba lagi nanti',
  linkInvalid: 'Link verifikasi tidak valid atau sudah kedaluwarsa',
  emailVerified: 'Email berhasil diverifikasi',
  waVerified: 'Nomor WhatsApp berhasil diverifikasi',
  wrongPassword: 'Password salah',
  noContact: (channel: repo.ContactChannel) =>
    channel === 'email' ? 'Akun ini belum memiliki alamat email' : 'Akun ini belum memiliki nomor WhatsApp',
  undone:
    'Perubahan dibatalkan: alamat lama dipulihkan dan semua sesi diakhiri. Login kembali lalu ganti password Anda.',
} as const;

/** How long the old address may undo a change of the recovery address (issue #13). */
export const UNDO_TTL_HOURS = 7 * 24;

export const VERIFICATION_TTL_HOURS = 24;
/** Each request sends a message to an address the user merely claims: bound the spam. */
const MAX_REQUESTS_PER_HOUR = 5;

export class ContactService {
  constructor(private readonly ctx: AppContext) {}

  private link(token: string): string {
    return `${this.ctx.config.publicUrl}/verify?token=${encodeURIComponent(token)}`;
  }

  async requestEmailVerification(userId: number, email: string, password: string, actor: Actor): Promise<string> {
    const target = email.trim();
    await this.ctx.db.transaction().execute(async (trx) => {
      const user = await this.open(trx, userId, 'email', target, password, actor);
      await queueEmail(trx, {
        template: 'verifikasi_email',
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

  async requestWhatsAppVerification(userId: number, phone: string, password: string, actor: Actor): Promise<string> {
    const number = normalizeWhatsAppNumber(phone);
    if (!number) throw validationError({ phone: [CONTACT_MESSAGES.phoneInvalid] });
    await this.ctx.db.transaction().execute(async (trx) => {
      const user = await this.open(trx, userId, 'whatsapp', number, password, actor);
      await queueWhatsApp(trx, {
        template: 'verifikasi_whatsapp',
        to: number,
        body:
          `*Portal SDM* — Link verifikasi nomor WhatsApp untuk akun ${user.name}. ` +
          `Buka dalam ${VERIFICATION_TTL_HOURS} jam:\n${this.link(user.token)}\n\nAbaikan pesan ini jika Anda tidak memintanya.`,
      });
    });
    return MESSAGES.verificationWaSent;
  }

  /**
   * An administrator (role 1, /user/verification) asks the account to confirm the address it
   * already has: the link goes to that address only, so no password is needed — it cannot move the
   * recovery address anywhere.
   */
  async requestCurrentContactVerification(userId: number, channel: repo.ContactChannel, actor: Actor): Promise<string> {
    const stored = await currentContact(this.ctx.db, userId, channel);
    if (stored === null) {
      const exists = await this.ctx.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      if (!exists) throw new HttpError(404, CONTACT_MESSAGES.userNotFound);
      throw validationError({ channel: [CONTACT_MESSAGES.noContact(channel)] });
    }
    const target = channel === 'whatsapp' ? normalizeWhatsAppNumber(stored) : stored;
    if (!target) throw validationError({ channel: [CONTACT_MESSAGES.phoneInvalid] });
    await this.ctx.db.transaction().execute(async (trx) => {
      const user = await this.open(trx, userId, channel, target, null, actor);
      if (channel === 'email')
        await queueEmail(trx, {
          template: 'verifikasi_email',
          to: target,
          subject: 'Link verifikasi email Portal SDM',
          body:
            `Halo ${user.name},\n\nAdministrator Portal SDM meminta Anda memverifikasi alamat email akun Anda. ` +
            `Buka tautan berikut dalam ${VERIFICATION_TTL_HOURS} jam:\n\n${this.link(user.token)}\n\n` +
            'Abaikan e-mail ini jika alamat ini bukan milik Anda.',
        });
      else
        await queueWhatsApp(trx, {
          template: 'verifikasi_whatsapp',
          to: target,
          body:
            `*Portal SDM* — Administrator meminta verifikasi nomor WhatsApp akun ${user.name}. ` +
            `Buka dalam ${VERIFICATION_TTL_HOURS} jam:\n${this.link(user.token)}\n\nAbaikan pesan ini jika nomor ini bukan milik Anda.`,
        });
    });
    return channel === 'email' ? MESSAGES.verificationEmailSent : MESSAGES.verificationWaSent;
  }

  async confirm(token: string, actor: Actor): Promise<string> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const v = await repo.findVerificationForUpdate(trx, hashOpaqueToken(token));
      if (!v?.open) throw validationError({ token: [CONTACT_MESSAGES.linkInvalid] }, CONTACT_MESSAGES.linkInvalid);
      await repo.markVerified(trx, v.id);
      const who = { ...actor, userId: v.user_id };
      if (v.purpose === 'undo') return this.undo(trx, v, who);
      if (v.channel === 'email') {
        await repo.setUserEmail(trx, v.user_id, v.target);
        await recordAudit(trx, {
          ...who,
          entity: 'users',
          entityId: v.user_id,
          before: { email: v.email },
          after: { email: v.target, email_verified: true },
        });
        if (v.email && v.email.toLowerCase() !== v.target.toLowerCase())
          await this.offerUndo(trx, v.user_id, v.name, 'email', v.email, v.target);
        return CONTACT_MESSAGES.emailVerified;
      }
      let before: string | null = null;
      if (v.pegawai_id !== null) before = await repo.setPegawaiPhone(trx, v.pegawai_id, v.target);
      await recordAudit(trx, {
        ...who,
        entity: 'users',
        entityId: v.user_id,
        before: { phone: before },
        after: { phone: v.target, whatsapp_verified: true },
      });
      if (before && before !== v.target) await this.offerUndo(trx, v.user_id, v.name, 'whatsapp', before, v.target);
      return CONTACT_MESSAGES.waVerified;
    });
  }

  /**
   * The old address hears of the change and gets a link, valid 7 days, that puts it back: whoever
   * took over a session and changed the recovery address cannot silently keep the account.
   */
  private async offerUndo(
    trx: Parameters<typeof lockUser>[0],
    userId: number,
    name: string,
    channel: repo.ContactChannel,
    oldTarget: string,
    newTarget: string,
  ): Promise<void> {
    const token = newOpaqueToken();
    await repo.insertVerification(trx, {
      userId,
      channel,
      target: oldTarget,
      tokenHash: hashOpaqueToken(token),
      ttlHours: UNDO_TTL_HOURS,
      purpose: 'undo',
    });
    const what = channel === 'email' ? 'Alamat email' : 'Nomor WhatsApp';
    const text =
      `${what} akun Portal SDM ${name} baru saja diganti menjadi ${maskRecipient(newTarget)}. ` +
      `Jika bukan Anda yang menggantinya, buka tautan berikut dalam 7 hari untuk membatalkan perubahan dan mengakhiri semua sesi:\n\n${this.link(token)}`;
    if (channel === 'email')
      await queueEmail(trx, {
        template: 'pemberitahuan_ganti_email',
        to: oldTarget,
        subject: 'Alamat email akun Portal SDM diganti',
        body: `Halo ${name},\n\n${text}`,
      });
    else
      await queueWhatsApp(trx, {
        template: 'pemberitahuan_ganti_whatsapp',
        to: oldTarget,
        body: `*Portal SDM* — ${text}`,
      });
  }

  /** Puts the old address back, stops every open link and ends every session of the account. */
  private async undo(
    trx: Parameters<typeof lockUser>[0],
    v: NonNullable<Awaited<ReturnType<typeof repo.findVerificationForUpdate>>>,
    who: Actor,
  ): Promise<string> {
    let before: string | null;
    if (v.channel === 'email') {
      before = v.email;
      await repo.setUserEmail(trx, v.user_id, v.target);
    } else {
      before = v.pegawai_id === null ? null : await repo.setPegawaiPhone(trx, v.pegawai_id, v.target);
    }
    await repo.expireAllOpenVerifications(trx, v.user_id);
    await this.ctx.sessions.revoke(trx, { userId: v.user_id }, 'password_reset');
    await recordAudit(trx, {
      ...who,
      entity: 'users',
      entityId: v.user_id,
      before: { [v.channel]: before },
      after: { [v.channel]: v.target, change_undone: true },
    });
    return CONTACT_MESSAGES.undone;
  }

  /** Locks the user, applies the rate limit, replaces open links and stores the new one. */
  private async open(
    trx: Parameters<typeof lockUser>[0],
    userId: number,
    channel: repo.ContactChannel,
    target: string,
    password: string | null,
    actor: Actor,
  ) {
    const user = await lockUser(trx, userId);
    if (!user) throw new HttpError(404, CONTACT_MESSAGES.userNotFound);
    // A stolen session alone must not move the address password resets go to (issue #13). Null
    // only for a link to the address the account already has (requestCurrentContactVerification).
    if (password !== null && !(await verifyPassword(user.password_hash, password)))
      throw validationError({ password: [CONTACT_MESSAGES.wrongPassword] });
    if ((await repo.countRecentVerifications(trx, userId, 60)) >= MAX_REQUESTS_PER_HOUR)
      throw new HttpError(429, CONTACT_MESSAGES.tooMany);
    await repo.expireOpenVerifications(trx, userId, channel);
    const token = newOpaqueToken();
    await repo.insertVerification(trx, {
      userId,
      channel,
      target,
      tokenHash: hashOpaqueToken(token),
      ttlHours: VERIFICATION_TTL_HOURS,
    });
    await recordAudit(trx, {
      ...actor,
      entity: 'contact_verifications',
      entityId: userId,
      after: { channel, target, requested: true },
    });
    return { name: user.name, token };
  }
}
