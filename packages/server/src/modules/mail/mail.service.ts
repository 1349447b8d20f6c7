/**
 * The internal mailbox's use cases: the caller's inbox, outbox and trash, the unread count, a
 * thread, compose and reply (with attachments through the file service), read/unread, trash and
 * restore. Every use case works on the caller's own copies only: a mail they hold no copy of is
 * 404, exactly like one that does not exist. Each change commits with its audit entry and its push
 * event (`mail.unread`, delivered on commit: a browser never hears of a change that did not happen).
 */
import { randomBytes } from 'node:crypto';
import {
  MAIL_LIMITS,
  MAIL_MESSAGES,
  mailRecipientWithoutAccount,
  type MailCountAnswer,
  type MailCreateInput,
  type MailInboxQuery,
  type MailListQuery,
  type MailPerson,
  type MailPutAction,
  type MailRow,
  type MailSentAnswer,
  type MailThreadAnswer,
  type MailThreadItem,
  type MailUnreadEvent,
  type MailUpdatedAnswer,
  type Paged,
  type SignedUrlAnswer,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { decodeAttachments, type DecodedFile } from '../../platform/files/json-file.js';
import { toPaged } from '../../platform/paging.js';
import { notifyUsers } from '../../platform/notifications.js';
import { publish } from '../../platform/realtime/publish.js';
import * as repo from './mail.repo.js';

interface CheckedMail {
  subject: string;
  body: string;
  recipientIds: number[];
  parent: { id: number; mainId: number } | null;
  files: DecodedFile[];
}

type RecipientRow = Awaited<ReturnType<typeof repo.recipientsOf>>[number];

function groupRecipients(rows: readonly RecipientRow[]): Map<number, MailPerson[]> {
  const byMail = new Map<number, MailPerson[]>();
  for (const r of rows) {
    const list = byMail.get(r.mail_id) ?? [];
    list.push({ user_id: r.user_id, pegawai_id: r.pegawai_id, nama: r.nama });
    byMail.set(r.mail_id, list);
  }
  return byMail;
}

function toRow(r: repo.MailBoxDbRow, recipients: MailPerson[]): MailRow {
  return {
    id: r.id,
    main_id: r.main_id ?? r.id,
    parent_id: r.parent_id,
    user_id: r.user_id,
    box: r.box,
    subject: r.subject,
    snippet: r.snippet,
    sender: { user_id: r.sender_id, pegawai_id: r.sender_pegawai_id, nama: r.sender_name },
    recipients,
    recipients_count: r.recipients_count,
    attachments_count: r.attachments_count,
    is_unread: r.is_unread,
    deleted_at: r.deleted_at ? r.deleted_at.toISOString() : null,
    created_at: r.created_at.toISOString(),
  };
}

/** 'Re: ' + the subject answered (once), within the subject's limit. */
export function replySubject(subject: string): string {
  const re = /^re:\s/i.test(subject) ? subject : `Re: ${subject}`;
  return re.slice(0, MAIL_LIMITS.subject);
}

export class MailService {
  constructor(private readonly ctx: AppContext) {
    // Every participant may open a mail's attachments (also through GET /api/storage).
    ctx.files.registerReadCheck(repo.MAIL_FILE_OWNER, (db, user, mailId) => repo.holdsMail(db, user.userId, mailId));
  }

  async list(auth: AuthContext, folder: repo.MailFolder, q: MailListQuery & Partial<MailInboxQuery>) {
    const filter = {
      userId: auth.userId,
      folder,
      unread: folder === 'inbox' && q.unread === true,
      search: q.search?.trim() || undefined,
    };
    const [rows, total] = await Promise.all([
      repo.listBox(this.ctx.db, { ...filter, limit: q.per_page, offset: (q.page - 1) * q.per_page }),
      repo.countBox(this.ctx.db, filter),
    ]);
    const recipients = groupRecipients(
      await repo.recipientsOf(
        this.ctx.db,
        rows.map((r) => r.id),
        MAIL_LIMITS.recipientsPreview,
      ),
    );
    const data: MailRow[] = rows.map((r) => toRow(r, recipients.get(r.id) ?? []));
    return toPaged(data, total, q.page, q.per_page) satisfies Paged<MailRow>;
  }

  async unreadCount(auth: AuthContext): Promise<MailCountAnswer> {
    return { data: { count: await this.countOf(this.ctx.db, auth.userId) } };
  }

  private async countOf(db: Db, userId: number): Promise<number> {
    return (await repo.unreadCounts(db, [userId])).get(userId) ?? 0;
  }

  /** The caller's copies of the mail; 404 when they hold none (whether or not it exists). */
  private async held(db: Db, auth: AuthContext, id: number) {
    const copies = await repo.heldCopies(db, auth.userId, id);
    if (copies.length === 0) throw new HttpError(404, MAIL_MESSAGES.notFound);
    return copies;
  }

  /** Copies with body → thread items: one per mail id (the inbox copy first), created_at ascending. */
  private async items(rows: Awaited<ReturnType<typeof repo.copiesWithBody>>): Promise<MailThreadItem[]> {
    const byId = new Map<number, (typeof rows)[number]>();
    for (const r of rows) if (!byId.has(r.id) || r.box === 'inbox') byId.set(r.id, r);
    const unique = [...byId.values()].sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id);
    const ids = unique.map((r) => r.id);
    const [recipientRows, files] = await Promise.all([
      repo.recipientsOf(this.ctx.db, ids),
      repo.attachmentsOf(this.ctx.db, ids),
    ]);
    const recipients = groupRecipients(recipientRows);
    return unique.map((r) => ({
      ...toRow(r, recipients.get(r.id) ?? []),
      body: r.body,
      attachments: files
        .filter((f) => f.owner_id === r.id)
        .map((f) => ({
          id: f.id,
          name: f.original_name,
          content_type: f.content_type,
          size: Number(f.size),
          location: f.path,
          created_at: f.created_at.toISOString(),
        })),
    }));
  }

  async thread(auth: AuthContext, id: number): Promise<MailThreadAnswer> {
    const [copy] = await this.held(this.ctx.db, auth, id);
    const mainId = copy.main_id ?? id;
    const mails = await this.items(await repo.copiesWithBody(this.ctx.db, auth.userId, { mainId }));
    return { data: { main_id: mainId, id, mails } };
  }

  async attachmentUrl(auth: AuthContext, id: number, fileId: number): Promise<SignedUrlAnswer> {
    await this.held(this.ctx.db, auth, id);
    const file = (await repo.attachmentsOf(this.ctx.db, [id])).find((f) => f.id === fileId);
    if (!file) throw new HttpError(404, MAIL_MESSAGES.attachmentNotFound);
    return {
      data: await this.ctx.files.downloadUrl(file.path, {
        fileName: file.original_name,
        contentType: file.content_type,
      }),
    };
  }

  /** Checks the whole input before anything is written: 422 naming every field at fault. */
  private async check(auth: AuthContext, input: MailCreateInput): Promise<CheckedMail> {
    const db = this.ctx.db;
    const errors: FieldErrors = {};
    const body = input.body.trim();
    if (body === '') errors.body = [MAIL_MESSAGES.bodyRequired];
    else if (body.length > MAIL_LIMITS.body) errors.body = [MAIL_MESSAGES.bodyMax];

    let parent: CheckedMail['parent'] = null;
    let parentSubject = '';
    if (input.parent_id !== undefined) {
      const [copy] = await repo.heldCopies(db, auth.userId, input.parent_id);
      if (copy) {
        parent = { id: copy.mail_id, mainId: copy.main_id ?? copy.mail_id };
        parentSubject = copy.subject;
      } else errors.parent_id = [MAIL_MESSAGES.parentNotFound];
    }

    let subject = input.subject?.trim() ?? '';
    if (subject === '' && parent) subject = replySubject(parentSubject);
    if (subject === '' && !errors.parent_id) errors.subject = [MAIL_MESSAGES.subjectRequired];
    else if (subject.length > MAIL_LIMITS.subject) errors.subject = [MAIL_MESSAGES.subjectMax];

    let recipientIds: number[] = [];
    const pegawaiIds = [...new Set(input.pegawai_ids ?? [])];
    if (pegawaiIds.length > MAIL_LIMITS.recipients) errors.pegawai_ids = [MAIL_MESSAGES.recipientsMax];
    else if (pegawaiIds.length > 0) {
      const found = new Map((await repo.pegawaiAccounts(db, pegawaiIds)).map((r) => [r.pegawai_id, r]));
      const problems = new Set<string>();
      for (const id of pegawaiIds) {
        const r = found.get(id);
        if (!r) problems.add(MAIL_MESSAGES.recipientNotFound);
        else if (r.user_id === null || r.status !== 'active') problems.add(mailRecipientWithoutAccount(r.nama));
        else if (r.user_id === auth.userId) problems.add(MAIL_MESSAGES.recipientSelf);
        else recipientIds.push(r.user_id);
      }
      if (problems.size > 0) errors.pegawai_ids = [...problems];
    } else if (parent) {
      recipientIds = await repo.otherParticipants(db, parent.id, auth.userId);
      if (recipientIds.length === 0) errors.pegawai_ids = [MAIL_MESSAGES.noReplyRecipients];
    } else if (!errors.parent_id) errors.pegawai_ids = [MAIL_MESSAGES.recipientsRequired];

    const files = decodeAttachments(input.attachments, { limits: MAIL_LIMITS, messages: MAIL_MESSAGES }, errors);

    if (Object.keys(errors).length > 0) throw validationError(errors);
    return { subject, body, recipientIds, parent, files };
  }

  /** Compose or reply: the mail, its copies, attachments, audit and every recipient's push, in one transaction. */
  async send(auth: AuthContext, actor: Actor, input: MailCreateInput): Promise<MailSentAnswer> {
    const mail = await this.check(auth, input);
    const senderName = ((await repo.senderNameOf(this.ctx.db, auth.userId)) ?? `Pengguna ${auth.userId}`).slice(0, 255);
    const mailId = await this.ctx.db.transaction().execute(async (trx) => {
      const row = await repo.insertMail(trx, {
        main_id: mail.parent?.mainId ?? null,
        parent_id: mail.parent?.id ?? null,
        sender_id: auth.userId,
        sender_name: senderName,
        subject: mail.subject,
        body: mail.body,
        recipients_count: mail.recipientIds.length,
      });
      await repo.insertCopies(trx, row, auth.userId, mail.recipientIds);
      const stored = [];
      for (const file of mail.files) {
        stored.push(
          await this.ctx.files.storeFile(trx, {
            key: `mail/${row.id}/${randomBytes(4).toString('hex')}-${file.name}`,
            body: file.body,
            originalName: file.name,
            ownerType: repo.MAIL_FILE_OWNER,
            ownerId: row.id,
            uploadedBy: auth.userId,
            contentLength: file.body.length,
          }),
        );
      }
      if (stored.length > 0) await repo.setAttachmentsCount(trx, row.id, stored.length);
      // Who wrote to whom, when, with which files; the subject and body stay private to the participants.
      await recordAudit(trx, {
        ...actor,
        entity: 'mail',
        entityId: row.id,
        after: {
          id: row.id,
          main_id: mail.parent?.mainId ?? null,
          parent_id: mail.parent?.id ?? null,
          sender_id: auth.userId,
          recipient_user_ids: mail.recipientIds,
          body_length: mail.body.length,
          attachments: stored.map((f) => ({ id: f.id, path: f.path, size: f.size, sha256: f.sha256 })),
        },
      });
      const counts = await repo.unreadCounts(trx, mail.recipientIds);
      for (const userId of mail.recipientIds) {
        const event: MailUnreadEvent = {
          count: counts.get(userId) ?? 0,
          message: MAIL_MESSAGES.incoming,
          mail: { id: row.id, main_id: mail.parent?.mainId ?? row.id, subject: mail.subject, sender_name: senderName },
        };
        await publish(trx, userId, 'mail.unread', event);
      }
      await notifyUsers(trx, mail.recipientIds, {
        kind: 'mail',
        title: `Pesan baru dari ${senderName}`,
        body: mail.subject,
        link: `/message/mail/${row.id}`,
      });
      return row.id;
    });
    const [data] = await this.items(await repo.copiesWithBody(this.ctx.db, auth.userId, { mailId }));
    return { message: MAIL_MESSAGES.sent, data };
  }

  /** PUT {id}: read (default), unread or restore; the caller's other tabs hear the new count. */
  async update(auth: AuthContext, actor: Actor, id: number, action: MailPutAction): Promise<MailUpdatedAnswer> {
    const count = await this.ctx.db.transaction().execute(async (trx) => {
      await this.held(trx, auth, id);
      let changed: boolean;
      let before: unknown;
      let after: unknown;
      if (action === 'restore') {
        const boxes = await repo.setDeleted(trx, auth.userId, id, false);
        changed = boxes.length > 0;
        before = { boxes, deleted: true };
        after = { boxes, deleted: false };
      } else {
        const unread = action === 'unread';
        changed = await repo.setUnread(trx, auth.userId, id, unread);
        before = { box: 'inbox', is_unread: !unread };
        after = { box: 'inbox', is_unread: unread };
      }
      return this.afterChange(trx, auth, actor, id, changed ? { before, after } : null);
    });
    return { message: MAIL_MESSAGES.updated, data: { count } };
  }

  /** DELETE {id}: the caller's copies go to their trash; nobody else's copy changes. */
  async remove(auth: AuthContext, actor: Actor, id: number): Promise<MailUpdatedAnswer> {
    const count = await this.ctx.db.transaction().execute(async (trx) => {
      await this.held(trx, auth, id);
      const boxes = await repo.setDeleted(trx, auth.userId, id, true);
      const change = boxes.length > 0 ? { before: { boxes, deleted: false }, after: { boxes, deleted: true } } : null;
      return this.afterChange(trx, auth, actor, id, change);
    });
    return { message: MAIL_MESSAGES.deleted, data: { count } };
  }

  /** Audits a change of the caller's copy and pushes their new count; answers the count. */
  private async afterChange(
    trx: Db,
    auth: AuthContext,
    actor: Actor,
    id: number,
    change: { before: unknown; after: unknown } | null,
  ): Promise<number> {
    const count = await this.countOf(trx, auth.userId);
    if (change) {
      await recordAudit(trx, { ...actor, entity: 'mail_box', entityId: id, ...change });
      const event: MailUnreadEvent = { count, message: null, mail: null };
      await publish(trx, auth.userId, 'mail.unread', event);
    }
    return count;
  }
}
