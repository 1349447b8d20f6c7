/**
 * AI assistant (spec §2 /ai/chat, /ai/agent, /ai/session; §3 AI agent and session; §7 /api/ai/x/agent,
 * /api/ai/x/session, /api/secure/agent). Reading agents and using the chat: POLICY.useAiAssistant;
 * managing agents: POLICY.manageAiAgents. A user only ever sees their own sessions and messages.
 *
 * The chat answer is a text/event-stream (POST …/session/:id/chat): events `meta` (AiChatMeta),
 * `token` ({ text }), `tool` (AiToolUse), `done` ({ message: AiMessageRow }) and `error` ({ message }).
 */
import { Type, type Static } from 'typebox';
import { NullableString, PageQuery, Paged, Selector } from './common.js';

export const AI_AGENT_PATH = '/api/ai/x/agent';
export const AI_SESSION_PATH = '/api/ai/x/session';
export const AI_STATUS_PATH = '/api/ai/x/status';
export const AI_SECURE_AGENT_PATH = '/api/secure/agent';

/** The portal tools an agent may be allowed to call (server: modules/ai/ai-tools.ts). */
export const AI_TOOL_NAMES = [
  'cari_pegawai',
  'ringkasan_cv',
  'saldo_cuti',
  'izin_saya',
  'absensi_saya',
  'jumlah_pegawai_kantor',
  'persetujuan_menunggu',
  'hari_libur',
  'atasan_saya',
  'potongan_gaji',
  'petunjuk_halaman',
] as const;
export type AiToolName = (typeof AI_TOOL_NAMES)[number];

export const AiAgentRow = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  avatar_svg: NullableString,
  system_prompt: Type.String(),
  model: Type.String(),
  temperature: Type.Number(),
  tools: Type.Array(Type.String()),
  is_active: Type.Boolean(),
});
export type AiAgentRow = Static<typeof AiAgentRow>;

/** One agent in a picker (event=indexOptions): active agents only, with the svg avatar. */
export const AiAgentOption = Type.Object({ id: Type.Integer(), nama: Type.String(), avatar_svg: NullableString });
export type AiAgentOption = Static<typeof AiAgentOption>;

export const AiAgentListQuery = Type.Object({
  ...PageQuery,
  event: Type.Optional(Selector(['indexOptions'])),
});
export type AiAgentListQuery = Static<typeof AiAgentListQuery>;

/** Without event: the paged agents (management page); event=indexOptions: `{ data: AiAgentOption[] }`. */
export const AiAgentListAnswer = Type.Union([Paged(AiAgentRow), Type.Object({ data: Type.Array(AiAgentOption) })]);
export type AiAgentListAnswer = Paged<AiAgentRow>;
export type AiAgentOptionsAnswer = { data: AiAgentOption[] };

export const AiAgentInput = Type.Object(
  {
    nama: Type.String({ minLength: 1, maxLength: 100 }),
    avatar_svg: Type.Optional(Type.Union([Type.String({ maxLength: 20000 }), Type.Null()])),
    system_prompt: Type.String({ maxLength: 8000 }),
    model: Type.String({ maxLength: 200 }),
    temperature: Type.Number({ minimum: 0, maximum: 2 }),
    tools: Type.Array(Type.String({ maxLength: 50 }), { maxItems: 20, uniqueItems: true }),
    is_active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type AiAgentInput = Static<typeof AiAgentInput>;

export const AiAgentMutation = Type.Object({ message: Type.String(), data: AiAgentRow });
export type AiAgentMutation = Static<typeof AiAgentMutation>;

export const AiSessionRow = Type.Object({
  id: Type.Integer(),
  agent_id: Type.Integer(),
  agent_nama: Type.String(),
  judul: Type.String(),
  messages_count: Type.Integer(),
  updated_at: Type.String(),
});
export type AiSessionRow = Static<typeof AiSessionRow>;

export const AiSessionListQuery = Type.Object({
  ...PageQuery,
  event: Type.Optional(Selector(['indexOptions', 'indexSessionByAgentIdAndUserId'])),
  agent_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
export type AiSessionListQuery = Static<typeof AiSessionListQuery>;

/** Without event: the caller's sessions, paged; with an event: `{ data: AiSessionRow[] }` (newest first). */
export const AiSessionListAnswer = Type.Union([Paged(AiSessionRow), Type.Object({ data: Type.Array(AiSessionRow) })]);
export type AiSessionListAnswer = Paged<AiSessionRow>;
export type AiSessionOptionsAnswer = { data: AiSessionRow[] };

export const AiSessionCreateInput = Type.Object(
  {
    agent_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    judul: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type AiSessionCreateInput = Static<typeof AiSessionCreateInput>;

export const AiSessionRenameInput = Type.Object(
  { judul: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type AiSessionRenameInput = Static<typeof AiSessionRenameInput>;

/** 'Session Created' (spec) / 'Session updated' with the row. */
export const AiSessionMutation = Type.Object({ message: Type.String(), data: AiSessionRow });
export type AiSessionMutation = Static<typeof AiSessionMutation>;

/** One portal tool an answer used: what the user is shown under the answer ("data yang dipakai"). */
export const AiToolUse = Type.Object({
  name: Type.String(),
  label: Type.String(),
  ok: Type.Boolean(),
  summary: Type.String(),
});
export type AiToolUse = Static<typeof AiToolUse>;

export const AiMessageRow = Type.Object({
  id: Type.String(),
  role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
  content: Type.String(),
  tool_calls: Type.Array(AiToolUse),
  source: NullableString,
  prompt_tokens: Type.Integer(),
  completion_tokens: Type.Integer(),
  created_at: Type.String(),
});
export type AiMessageRow = Static<typeof AiMessageRow>;

export const AiMessageListAnswer = Type.Object({ data: Type.Array(AiMessageRow) });
export type AiMessageListAnswer = Static<typeof AiMessageListAnswer>;

export const AiChatInput = Type.Object(
  { content: Type.String({ minLength: 1, maxLength: 4000 }) },
  { additionalProperties: false },
);
export type AiChatInput = Static<typeof AiChatInput>;

/** The first event of a chat stream: which assistant answers ('Asisten offline' without a provider). */
export const AiChatMeta = Type.Object({
  mode: Type.Union([Type.Literal('offline'), Type.Literal('provider')]),
  label: Type.String(),
});
export type AiChatMeta = Static<typeof AiChatMeta>;

export const AiStatusAnswer = Type.Object({ data: AiChatMeta });
export type AiStatusAnswer = Static<typeof AiStatusAnswer>;

export const SecureAgentQuery = Type.Object({ action: Selector(['indexGoogleToken']) });
export type SecureAgentQuery = Static<typeof SecureAgentQuery>;

/** indexGoogleToken: a token only when an operator configured the credentials (ADR 0037). */
export const SecureAgentAnswer = Type.Object({
  data: Type.Object({ configured: Type.Boolean(), token: NullableString, message: Type.String() }),
});
export type SecureAgentAnswer = Static<typeof SecureAgentAnswer>;
