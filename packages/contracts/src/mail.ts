/**
 * The internal mailbox (issue #19): spec section 2 /message/inbox, /message/outbox, /message/trash,
 * /message/mail; section 3 "Mail"; section 4 mail; section 7 "Mailbox"; section 8 'Mailbox Sent' and
 * 'Incoming Messages'. Every path is for any signed-in user (POLICY.signedIn, as the mf-message
 * pages), and each caller only ever sees, marks and deletes their OWN copies: another user's mail id
 * answers 404 exactly like an id that does not exist.
 *
 *   GET    /api/general/mailbox/x/inbox?page&per_page&search&unread   the caller's inbox (MailInboxQuery → MailListAnswer)
 *   GET    /api/general/mailbox/x/outbox?page&per_page&search         what the caller sent (MailListQuery → MailListAnswer)
 *   GET    /api/general/mailbox/x/deleted?page&per_page&search        the caller's trash, both boxes (page /message/trash)
 *   GET    /api/general/mailbox/x/inbox/read                          the caller's unread count (MailCountAnswer)
 *   GET    /api/general/mailbox/x/{id}                                the thread of mail {id} as the caller holds it (MailThreadAnswer)
 *   GET    /api/general/mailbox/x/{id}/x/file?file_id=                a signed address (5 minutes) of an attachment (SignedUrlAnswer)
 *   POST   /api/general/mailbox/x                                     compose or reply (MailCreateInput) → 'Mailbox Sent' (MailSentAnswer)
 *   PUT    /api/general/mailbox/x/{id}                                no action / action 'read': mark read; 'unread'; 'restore' from
 *                                                                     trash (MailUpdateBody) → 'Mailbox updated' + the new count
 *   DELETE /api/general/mailbox/x/{id}                                move the caller's copy to trash → 'Mailbox deleted' + the new count
 *                                                                     (only the caller's copy: the other participants keep theirs)
 * All of them: POLICY.signedIn.
 *
 * Model. A mail is written once; every participant keeps a copy of it: the sender's in box 'outbox',
 * each recipient's in box 'inbox', with its own `is_unread` and `deleted_at` (spec: Mail has user_id,
 * is_unread, deleted_at). `id` in every answer and path is the MAIL's id, the same for all participants.
 * A reply names `parent_id`; its thread's main mail is `main_id` (= `id` on a main mail). A thread is
 * the main mail and its replies, ordered by created_at ascending (then id), each id once, limited to
 * the mails the caller holds a copy of.
 *
 * Recipients are chosen as employees (`pegawai_ids`, the shared PegawaiSelect) and reached through
 * their portal accounts; an employee without an active account is refused (422, naming them).
 * Sending to oneself is refused. A reply without `pegawai_ids` goes to every other participant of
 * the mail it answers (its sender and recipients, without the caller); without `subject` it is
 * 'Re: ' + the main mail's subject.
 *
 * Attachments travel inside the JSON body as base64 (`attachments: [{ name, content_base64 }]`, at
 * most MAIL_LIMITS.attachments files of MAIL_LIMITS.attachmentBytes each, MAIL_LIMITS.attachmentsTotalBytes
 * together; PDF, JPEG, PNG, XLSX, DOCX, checked by content). They are stored by the file service
 * (owner_type 'mail'); every participant may open them (GET …/{id}/x/file, or GET /api/storage).
 *
 * Search (`search`): PostgreSQL full-text search over subject and body with the `simple`
 * configuration (every word of the search, each as a prefix: "rapat anggar" finds "Rapat anggaran"),
 * or the sender's name by trigram (substring, or a close spelling: "Wahyudy" finds "Wahyudi").
 *
 * Realtime (GET /api/realtime/stream): event MAIL_REALTIME_EVENT = 'mail.unread' with MailUnreadEvent.
 * A recipient gets it the moment a mail to them is committed, with `message` 'Incoming Messages' and
 * the new mail's summary (raise the navbar badge, play the sound, show the text); the caller's own
 * other tabs get it with `message: null` and `mail: null` after a read, unread, delete or restore, so
 * every badge shows the same count. It reaches browsers connected to any server process
 * (LISTEN/NOTIFY, docs/adr/0007).
 */
import { Type, type Static } from 'typebox';
import { IdParams, NullableDateTime, NullableInteger, PageQuery, Paged, Selector, StringEnum } from './common.js';
import { RowId } from './fields.js';
import { StoredFile } from './stored-file.js';

export const MAIL_PATH = '/api/general/mailbox/x';
export const MAIL_PATHS = {
  base: MAIL_PATH,
  inbox: `${MAIL_PATH}/inbox`,
  outbox: `${MAIL_PATH}/outbox`,
  deleted: `${MAIL_PATH}/deleted`,
  unreadCount: `${MAIL_PATH}/inbox/read`,
} as const;

/** The push event of the mailbox (platform realtime hub); its data is MailUnreadEvent. */
export const MAIL_REALTIME_EVENT = 'mail.unread';

/** Limits of a mail; the server checks them (422 per field), the form may show them. */
export const MAIL_LIMITS = {
  subject: 200,
  body: 10_000,
  recipients: 100,
  attachments: 5,
  attachmentBytes: 5 * 1024 * 1024,
  attachmentsTotalBytes: 10 * 1024 * 1024,
  /** Characters of the body shown in list rows (`snippet`). */
  snippet: 200,
  /** Recipients named in list rows (`recipients`); `recipients_count` has them all. */
  recipientsPreview: 5,
} as const;

/** Section 8 texts (exact) and the module's own messages. */
export const MAIL_MESSAGES = {
  sent: 'Mailbox Sent',
  incoming: 'Incoming Messages',
  updated: 'Mailbox updated',
  deleted: 'Mailbox deleted',
  notFound: 'Pesan tidak ditemukan',
  attachmentNotFound: 'Lampiran tidak ditemukan',
  parentNotFound: 'Pesan yang dibalas tidak ditemukan',
  subjectRequired: 'Subjek pesan wajib diisi',
  subjectMax: `Subjek pesan paling banyak ${MAIL_LIMITS.subject} karakter`,
  bodyRequired: 'Isi pesan wajib diisi',
  bodyMax: `Isi pesan paling banyak ${MAIL_LIMITS.body} karakter`,
  recipientsRequired: 'Pilih minimal satu pegawai penerima',
  recipientsMax: `Penerima paling banyak ${MAIL_LIMITS.recipients} pegawai`,
  recipientNotFound: 'Pegawai penerima tidak ditemukan',
  recipientSelf: 'Tidak dapat mengirim pesan kepada diri sendiri',
  noReplyRecipients: 'Tidak ada penerima lain untuk balasan ini',
  attachmentsMax: `Lampiran paling banyak ${MAIL_LIMITS.attachments} file`,
  attachmentTooBig: 'Ukuran lampiran melebihi batas 5 MB',
  attachmentsTooBig: 'Ukuran seluruh lampiran melebihi batas 10 MB',
  attachmentInvalid: 'Isi lampiran tidak valid (harus base64)',
} as const;

/** 422 text for an employee that has no active portal account. */
export function mailRecipientWithoutAccount(nama: string): string {
  return `${nama} belum memiliki akun portal yang aktif, pesan tidak dapat dikirim kepadanya`;
}

export const MAIL_BOXES = ['inbox', 'outbox'] as const;
export type MailBox = (typeof MAIL_BOXES)[number];

/** A participant: the account (`user_id`, null once deleted), its employee if any, and the shown name. */
export const MailPerson = Type.Object({
  user_id: NullableInteger,
  pegawai_id: NullableInteger,
  nama: Type.String({ description: 'Employee name, else the account name (the sender: as it was when sent)' }),
});
export type MailPerson = Static<typeof MailPerson>;

/** The caller's copy of a mail: what the lists show. */
export const MailRow = Type.Object({
  id: Type.Integer({ description: "The mail's id (the same for every participant): GET/PUT/DELETE {id}" }),
  main_id: Type.Integer({ description: "The thread's main mail (= id on a main mail)" }),
  parent_id: NullableInteger,
  user_id: Type.Integer({ description: 'Owner of this copy: the caller' }),
  box: StringEnum(MAIL_BOXES),
  subject: Type.String(),
  snippet: Type.String({ description: `The body's first ${MAIL_LIMITS.snippet} characters` }),
  sender: MailPerson,
  recipients: Type.Array(MailPerson, {
    description: `The first ${MAIL_LIMITS.recipientsPreview} recipients by name; recipients_count counts all`,
  }),
  recipients_count: Type.Integer(),
  attachments_count: Type.Integer(),
  is_unread: Type.Boolean({ description: 'Always false on outbox copies' }),
  deleted_at: NullableDateTime,
  /** ISO date-time. */
  created_at: Type.String(),
});
export type MailRow = Static<typeof MailRow>;

/** Inbox: paged, `search`, and `unread=true` for unread mails only. Newest first. */
export const MailInboxQuery = Type.Object({
  ...PageQuery,
  unread: Type.Optional(Type.Boolean({ description: 'Only unread mails' })),
});
export type MailInboxQuery = Static<typeof MailInboxQuery>;

/** Outbox and deleted (trash): paged, `search`. Newest first (trash: most recently deleted first). */
export const MailListQuery = Type.Object({ ...PageQuery });
export type MailListQuery = Static<typeof MailListQuery>;

export const MailListAnswer = Paged(MailRow);
export type MailListAnswer = Static<typeof MailListAnswer>;

/** An attachment: open it through GET {id}/x/file?file_id= (a signed address). */
export const MailAttachment = StoredFile;
export type MailAttachment = Static<typeof MailAttachment>;

/** A mail of a thread as the caller holds it: the whole body, every recipient and the attachments. */
export const MailThreadItem = Type.Object({
  ...MailRow.properties,
  body: Type.String(),
  recipients: Type.Array(MailPerson, { description: 'Every recipient, by name' }),
  attachments: Type.Array(MailAttachment),
});
export type MailThreadItem = Static<typeof MailThreadItem>;

/** GET {id}: the thread of mail {id} (its main mail and replies the caller holds, created_at ascending, ids unique). */
export const MailThreadAnswer = Type.Object({
  data: Type.Object({
    main_id: Type.Integer(),
    id: Type.Integer({ description: 'The mail asked for (one of `mails`)' }),
    mails: Type.Array(MailThreadItem),
  }),
});
export type MailThreadAnswer = Static<typeof MailThreadAnswer>;

/** An attachment sent inside the JSON body. */
export const MailFileInput = Type.Object({
  name: Type.String({
    minLength: 1,
    maxLength: 255,
    description: 'File name with its extension (pdf, jpg, png, xlsx, docx)',
  }),
  content_base64: Type.String({
    minLength: 1,
    maxLength: Math.ceil((MAIL_LIMITS.attachmentBytes * 4) / 3) + 4,
    description: `The bytes, base64; at most ${MAIL_LIMITS.attachmentBytes} bytes`,
  }),
});
export type MailFileInput = Static<typeof MailFileInput>;

/**
 * POST: a new mail (`pegawai_ids` and `subject` required) or a reply (`parent_id`; `pegawai_ids` and
 * `subject` optional, see the header). Text is plain; it is trimmed and its limits checked by the
 * server, so one 422 names every field at fault.
 */
export const MailCreateInput = Type.Object({
  pegawai_ids: Type.Optional(
    Type.Array(RowId, {
      maxItems: MAIL_LIMITS.recipients,
      description: 'Recipient employees (pegawai ids); each must have an active portal account',
    }),
  ),
  subject: Type.Optional(Type.String({ maxLength: MAIL_LIMITS.subject, description: 'Required on a new mail' })),
  body: Type.String({ maxLength: MAIL_LIMITS.body }),
  parent_id: Type.Optional(RowId),
  attachments: Type.Optional(Type.Array(MailFileInput, { maxItems: MAIL_LIMITS.attachments })),
});
export type MailCreateInput = Static<typeof MailCreateInput>;

/** POST answer: 'Mailbox Sent' and the mail as the sender's outbox copy. */
export const MailSentAnswer = Type.Object({ message: Type.String(), data: MailThreadItem });
export type MailSentAnswer = Static<typeof MailSentAnswer>;

/** PUT {id}: no action (= 'read'), 'read', 'unread' or 'restore' (out of the trash). */
export const MAIL_PUT_ACTIONS = ['read', 'unread', 'restore'] as const;
export type MailPutAction = (typeof MAIL_PUT_ACTIONS)[number];
export const MailUpdateBody = Type.Object({ action: Type.Optional(Selector(MAIL_PUT_ACTIONS)) });
export type MailUpdateBody = Static<typeof MailUpdateBody>;

/** The caller's unread count (inbox copies not in trash). */
export const MailCount = Type.Object({ count: Type.Integer() });
/** GET inbox/read: `{ data: { count } }`. */
export const MailCountAnswer = Type.Object({ data: MailCount });
export type MailCountAnswer = Static<typeof MailCountAnswer>;

/** PUT and DELETE {id}: the message and the caller's new unread count. */
export const MailUpdatedAnswer = Type.Object({ message: Type.String(), data: MailCount });
export type MailUpdatedAnswer = Static<typeof MailUpdatedAnswer>;

/** GET {id}/x/file?file_id=. */
export const MailFileQuery = Type.Object({ file_id: RowId });
export type MailFileQuery = Static<typeof MailFileQuery>;

export const MailIdParams = IdParams;

/** The summary of a new mail in the push event. */
export const MailEventMail = Type.Object({
  id: Type.Integer(),
  main_id: Type.Integer(),
  subject: Type.String(),
  sender_name: Type.String(),
});
export type MailEventMail = Static<typeof MailEventMail>;

/**
 * Data of the 'mail.unread' push event: the recipient's new unread count, 'Incoming Messages' and the
 * mail when one arrived; `message` and `mail` null when the count changed otherwise (read, delete…).
 */
export const MailUnreadEvent = Type.Object({
  count: Type.Integer(),
  message: Type.Union([Type.Literal(MAIL_MESSAGES.incoming), Type.Null()]),
  mail: Type.Union([MailEventMail, Type.Null()]),
});
export type MailUnreadEvent = Static<typeof MailUnreadEvent>;
