/**
 * Helpdesk tickets (issue #20): spec section 2 /helpdesk/index (63). The spec names the page only;
 * the model, paths and rules are docs/adr/0046-helpdesk-and-worksheets.md. Employees (POLICY.raiseHelpdeskTickets,
 * role 10, see docs/adr/0045) raise tickets and see only their own (another's id → 404); the agents
 * (POLICY.handleHelpdeskTickets, role 63 as the spec's page) see, take, answer and close them all.
 *
 *   GET    /api/general/helpdesk/x/tiket?page&per_page&search&status&prioritas&kategori_id   the caller's own tickets
 *   GET    /api/general/helpdesk/x/agent?…&assignee_id&sortby&sortbydesc                       every ticket (agents)
 *   GET    /api/general/helpdesk/x/summary                                                       counts, average times, breaches (agents)
 *   GET    /api/general/helpdesk/x/kategori                                                      the category list (options)
 *   GET    /api/general/helpdesk/x/agents                                                        who may be assigned (agents)
 *   GET    /api/general/helpdesk/{id}                                                            a ticket and its conversation
 *   GET    /api/general/helpdesk/{id}/x/file?file_id=                                            a signed address of an attachment
 *   POST   /api/general/helpdesk                                                                 raise a ticket → 'Tiket created'
 *   POST   /api/general/helpdesk/{id}/x/message                                                  add a message → 'Pesan terkirim'
 *   PUT    /api/general/helpdesk/{id}   action take | assign | status                          → 'Tiket updated'
 *
 * Status: Baru → Diproses → Selesai → Ditutup; Baru → Ditutup (agents: duplicate, not an issue);
 * Selesai → Diproses (reopen: requester or agent). Anything else: 422. The requester may close a
 * Selesai ticket or reopen it; every other change is the agents'.
 *
 * SLA (wall-clock minutes, targets per priority in HELPDESK_SLA_TARGETS): first response = the first
 * message of an agent other than the requester; resolution = until Selesai (or Ditutup when closed
 * without being solved). Each is 'met', 'breached' or 'running' (breached as soon as a running clock
 * passes its target). A reopened ticket's resolution clock runs again from the original raise time.
 */
import { Type, type Static } from 'typebox';
import {
  IdParams,
  Nullable,
  NullableDateTime,
  NullableInteger,
  PageQuery,
  Paged,
  Selector,
  SortQuery,
  StringEnum,
} from './common.js';
import { RowId } from './fields.js';
import { StoredFile } from './stored-file.js';

export const HELPDESK_PATH = '/api/general/helpdesk';
export const HELPDESK_PATHS = {
  base: HELPDESK_PATH,
  own: `${HELPDESK_PATH}/x/tiket`,
  agent: `${HELPDESK_PATH}/x/agent`,
  summary: `${HELPDESK_PATH}/x/summary`,
  kategori: `${HELPDESK_PATH}/x/kategori`,
  agents: `${HELPDESK_PATH}/x/agents`,
} as const;

export const HELPDESK_STATUSES = ['Baru', 'Diproses', 'Selesai', 'Ditutup'] as const;
export type HelpdeskStatus = (typeof HELPDESK_STATUSES)[number];
export const HELPDESK_PRIORITIES = ['Rendah', 'Sedang', 'Tinggi', 'Kritis'] as const;
export type HelpdeskPriority = (typeof HELPDESK_PRIORITIES)[number];

/** Allowed status changes; the value lists the targets of each status. */
export const HELPDESK_TRANSITIONS: Readonly<Record<HelpdeskStatus, readonly HelpdeskStatus[]>> = {
  Baru: ['Diproses', 'Ditutup'],
  Diproses: ['Selesai'],
  Selesai: ['Ditutup', 'Diproses'],
  Ditutup: [],
};

/** SLA targets in minutes per priority: first response and resolution (wall clock). */
export const HELPDESK_SLA_TARGETS: Readonly<Record<HelpdeskPriority, { response: number; resolution: number }>> = {
  Kritis: { response: 30, resolution: 4 * 60 },
  Tinggi: { response: 60, resolution: 8 * 60 },
  Sedang: { response: 4 * 60, resolution: 24 * 60 },
  Rendah: { response: 8 * 60, resolution: 72 * 60 },
};

export const HELPDESK_SLA_STATES = ['met', 'breached', 'running'] as const;
export type HelpdeskSlaState = (typeof HELPDESK_SLA_STATES)[number];

export const HELPDESK_LIMITS = {
  subjek: 200,
  body: 5_000,
  attachments: 3,
  attachmentBytes: 5 * 1024 * 1024,
} as const;

export const HELPDESK_MESSAGES = {
  created: 'Tiket created',
  updated: 'Tiket updated',
  messageSent: 'Pesan terkirim',
  notFound: 'Tiket tidak ditemukan',
  attachmentNotFound: 'Lampiran tidak ditemukan',
  subjekRequired: 'Subjek tiket wajib diisi',
  bodyRequired: 'Isi pesan wajib diisi',
  kategoriNotFound: 'Kategori tidak ditemukan',
  assigneeNotAgent: 'Petugas yang dipilih bukan agen helpdesk',
  closed: 'Tiket sudah ditutup, tidak dapat diubah',
  notAllowed: 'Anda tidak dapat mengubah status tiket ini',
  attachmentsMax: `Lampiran paling banyak ${HELPDESK_LIMITS.attachments} file`,
  attachmentTooBig: 'Ukuran lampiran melebihi batas 5 MB',
  attachmentInvalid: 'Isi lampiran tidak valid (harus base64)',
  noPegawai: 'Akun Anda belum terhubung dengan data pegawai',
} as const;

/** 422 text of a refused status change. */
export function helpdeskTransitionRefused(from: HelpdeskStatus, to: HelpdeskStatus): string {
  return `Status tiket tidak dapat diubah dari ${from} ke ${to}`;
}

export const HelpdeskPerson = Type.Object({
  user_id: NullableInteger,
  nama: Type.String(),
});
export type HelpdeskPerson = Static<typeof HelpdeskPerson>;

/** One SLA clock: its target, how long it ran (or runs) and its state. */
export const HelpdeskSlaClock = Type.Object({
  target_menit: Type.Integer(),
  menit: Type.Integer({ description: 'Minutes from raise to the end (or to now while running)' }),
  state: StringEnum(HELPDESK_SLA_STATES),
  due_at: Type.String({ description: 'ISO date-time the target falls on' }),
});
export type HelpdeskSlaClock = Static<typeof HelpdeskSlaClock>;

export const HelpdeskSla = Type.Object({ response: HelpdeskSlaClock, resolution: HelpdeskSlaClock });
export type HelpdeskSla = Static<typeof HelpdeskSla>;

export const HelpdeskTicketRow = Type.Object({
  id: Type.Integer(),
  nomor: Type.String(),
  subjek: Type.String(),
  kategori: Type.Object({ id: Type.Integer(), nama: Type.String() }),
  prioritas: StringEnum(HELPDESK_PRIORITIES),
  status: StringEnum(HELPDESK_STATUSES),
  requester: HelpdeskPerson,
  assignee: Type.Union([HelpdeskPerson, Type.Null()]),
  messages_count: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
  first_response_at: NullableDateTime,
  resolved_at: NullableDateTime,
  closed_at: NullableDateTime,
  sla: HelpdeskSla,
});
export type HelpdeskTicketRow = Static<typeof HelpdeskTicketRow>;

export const HelpdeskMessage = Type.Object({
  id: Type.Integer(),
  sender: HelpdeskPerson,
  is_agent: Type.Boolean({ description: 'Written by an agent (not the requester)' }),
  body: Type.String(),
  attachments: Type.Array(StoredFile),
  created_at: Type.String(),
});
export type HelpdeskMessage = Static<typeof HelpdeskMessage>;

export const HelpdeskTicketDetail = Type.Object({
  ...HelpdeskTicketRow.properties,
  messages: Type.Array(HelpdeskMessage),
  /** Status changes the caller may make now. */
  allowed_statuses: Type.Array(StringEnum(HELPDESK_STATUSES)),
});
export type HelpdeskTicketDetail = Static<typeof HelpdeskTicketDetail>;

export const HelpdeskShowAnswer = Type.Object({ data: HelpdeskTicketDetail });
export type HelpdeskShowAnswer = Static<typeof HelpdeskShowAnswer>;

export const HELPDESK_SORTS = ['created_at', 'updated_at', 'prioritas', 'status', 'nomor'] as const;

const filters = {
  status: Type.Optional(StringEnum(HELPDESK_STATUSES)),
  prioritas: Type.Optional(StringEnum(HELPDESK_PRIORITIES)),
  kategori_id: Type.Optional(RowId),
};

export const HelpdeskOwnQuery = Type.Object({ ...PageQuery, ...filters });
export type HelpdeskOwnQuery = Static<typeof HelpdeskOwnQuery>;

export const HelpdeskAgentQuery = Type.Object({
  ...PageQuery,
  ...filters,
  assignee_id: Type.Optional(RowId),
  sla: Type.Optional(Type.Literal('breached', { description: 'Only tickets with a breached clock' })),
  ...SortQuery(HELPDESK_SORTS),
});
export type HelpdeskAgentQuery = Static<typeof HelpdeskAgentQuery>;

export const HelpdeskListAnswer = Paged(HelpdeskTicketRow);
export type HelpdeskListAnswer = Static<typeof HelpdeskListAnswer>;

export const HelpdeskFileInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  content_base64: Type.String({ minLength: 1, maxLength: Math.ceil((HELPDESK_LIMITS.attachmentBytes * 4) / 3) + 4 }),
});
export type HelpdeskFileInput = Static<typeof HelpdeskFileInput>;

export const HelpdeskCreateInput = Type.Object(
  {
    subjek: Type.String({ maxLength: HELPDESK_LIMITS.subjek }),
    kategori_id: RowId,
    prioritas: StringEnum(HELPDESK_PRIORITIES),
    body: Type.String({ maxLength: HELPDESK_LIMITS.body, description: 'The first message' }),
    attachments: Type.Optional(Type.Array(HelpdeskFileInput, { maxItems: HELPDESK_LIMITS.attachments })),
  },
  { additionalProperties: false },
);
export type HelpdeskCreateInput = Static<typeof HelpdeskCreateInput>;

export const HelpdeskMessageInput = Type.Object(
  {
    body: Type.String({ maxLength: HELPDESK_LIMITS.body }),
    attachments: Type.Optional(Type.Array(HelpdeskFileInput, { maxItems: HELPDESK_LIMITS.attachments })),
  },
  { additionalProperties: false },
);
export type HelpdeskMessageInput = Static<typeof HelpdeskMessageInput>;

export const HELPDESK_PUT_ACTIONS = ['take', 'assign', 'status'] as const;
export type HelpdeskPutAction = (typeof HELPDESK_PUT_ACTIONS)[number];
/** take: assign to the caller and start (Baru → Diproses); assign: `assignee_id`; status: `status`. */
export const HelpdeskUpdateInput = Type.Object({
  action: Selector(HELPDESK_PUT_ACTIONS),
  assignee_id: Type.Optional(RowId),
  status: Type.Optional(StringEnum(HELPDESK_STATUSES)),
});
export type HelpdeskUpdateInput = Static<typeof HelpdeskUpdateInput>;

export const HelpdeskMutationAnswer = Type.Object({ message: Type.String(), data: HelpdeskTicketDetail });
export type HelpdeskMutationAnswer = Static<typeof HelpdeskMutationAnswer>;

export const HelpdeskOption = Type.Object({ id: Type.Integer(), nama: Type.String() });
export const HelpdeskOptionsAnswer = Type.Object({ data: Type.Array(HelpdeskOption) });
export type HelpdeskOptionsAnswer = Static<typeof HelpdeskOptionsAnswer>;

const CountBy = <V extends readonly string[]>(values: V) =>
  Type.Array(Type.Object({ key: StringEnum(values), jumlah: Type.Integer() }));

export const HelpdeskSummary = Type.Object({
  total: Type.Integer(),
  per_status: CountBy(HELPDESK_STATUSES),
  per_prioritas: CountBy(HELPDESK_PRIORITIES),
  per_kategori: Type.Array(Type.Object({ id: Type.Integer(), nama: Type.String(), jumlah: Type.Integer() })),
  avg_response_menit: Nullable(Type.Number()),
  avg_resolution_menit: Nullable(Type.Number()),
  response_breached: Type.Integer(),
  resolution_breached: Type.Integer(),
  running: Type.Integer({ description: 'Tickets with a clock still running' }),
});
export type HelpdeskSummary = Static<typeof HelpdeskSummary>;
export const HelpdeskSummaryAnswer = Type.Object({ data: HelpdeskSummary });
export type HelpdeskSummaryAnswer = Static<typeof HelpdeskSummaryAnswer>;

export const HelpdeskIdParams = IdParams;
export const HelpdeskFileQuery = Type.Object({ file_id: RowId });
export type HelpdeskFileQuery = Static<typeof HelpdeskFileQuery>;
