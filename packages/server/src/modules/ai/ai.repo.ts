/**
 * Queries of the AI assistant: agents, the caller's own sessions and messages, the FAQ search, and the
 * few read-only aggregates its tools need that no module exposes (own leave rows of a month, an
 * office's headcount, the caller's approval counters, names of user ids). Every session/message query
 * takes the caller's user id: there is no "any user's session" query here on purpose.
 */
import { sql } from 'kysely';
import type { AiToolUse } from '@portal/contracts';
import type { Db } from '../../platform/db/database.js';
import { domain } from '../../platform/domain.js';
import { containsPattern, pageWithTotal } from '../../platform/paging.js';

export interface AgentDbRow {
  id: number;
  nama: string;
  avatar_svg: string | null;
  system_prompt: string;
  model: string;
  temperature: string;
  tools: string[];
  is_active: boolean;
}

export interface AgentValues {
  nama: string;
  avatar_svg: string | null;
  system_prompt: string;
  model: string;
  temperature: number;
  tools: string[];
  is_active: boolean;
}

const AGENT_COLUMNS = [
  'id',
  'nama',
  'avatar_svg',
  'system_prompt',
  'model',
  'temperature',
  'tools',
  'is_active',
] as const;

export async function listAgents(db: Db, p: { search?: string; limit: number; offset: number }) {
  let q = db.selectFrom('ai_agent');
  if (p.search) q = q.where('nama', 'ilike', p.search);
  const { rows, total } = await pageWithTotal(
    q.select(AGENT_COLUMNS).orderBy('nama').orderBy('id').limit(p.limit).offset(p.offset).execute(),
    q,
  );
  return { rows: rows as AgentDbRow[], total };
}

export async function agentOptions(db: Db) {
  return db
    .selectFrom('ai_agent')
    .select(['id', 'nama', 'avatar_svg'])
    .where('is_active', '=', true)
    .orderBy('nama')
    .orderBy('id')
    .execute();
}

export async function findAgent(db: Db, id: number): Promise<AgentDbRow | undefined> {
  return (await db.selectFrom('ai_agent').select(AGENT_COLUMNS).where('id', '=', id).executeTakeFirst()) as
    AgentDbRow | undefined;
}

export async function lockAgent(db: Db, id: number): Promise<AgentDbRow | undefined> {
  return (await db.selectFrom('ai_agent').select(AGENT_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst()) as
    AgentDbRow | undefined;
}

export async function insertAgent(db: Db, v: AgentValues): Promise<AgentDbRow> {
  return (await db.insertInto('ai_agent').values(v).returning(AGENT_COLUMNS).executeTakeFirstOrThrow()) as AgentDbRow;
}

export async function updateAgent(db: Db, id: number, v: AgentValues): Promise<AgentDbRow> {
  return (await db
    .updateTable('ai_agent')
    .set({ ...v, updated_at: new Date() })
    .where('id', '=', id)
    .returning(AGENT_COLUMNS)
    .executeTakeFirstOrThrow()) as AgentDbRow;
}

export async function deleteAgent(db: Db, id: number): Promise<void> {
  await db.deleteFrom('ai_agent').where('id', '=', id).execute();
}

// ---- sessions (always the caller's own) -----------------------------------------------------------

export interface SessionDbRow {
  id: number;
  agent_id: number;
  agent_nama: string;
  judul: string;
  messages_count: number;
  updated_at: Date;
}

function sessionsOf(db: Db, userId: number) {
  return db
    .selectFrom('ai_session as s')
    .innerJoin('ai_agent as a', 'a.id', 's.agent_id')
    .where('s.user_id', '=', userId)
    .select([
      's.id',
      's.agent_id',
      'a.nama as agent_nama',
      's.judul',
      's.updated_at',
      sql<number>`(SELECT count(*)::int FROM ai_message m WHERE m.session_id = s.id)`.as('messages_count'),
    ]);
}

export async function listSessions(
  db: Db,
  userId: number,
  p: { agentId?: number; search?: string; limit: number; offset: number },
): Promise<{ rows: SessionDbRow[]; total: number }> {
  let q = sessionsOf(db, userId);
  if (p.agentId !== undefined) q = q.where('s.agent_id', '=', p.agentId);
  if (p.search) q = q.where('s.judul', 'ilike', p.search);
  return pageWithTotal(
    q.orderBy('s.updated_at', 'desc').orderBy('s.id', 'desc').limit(p.limit).offset(p.offset).execute(),
    q,
  );
}

export async function findOwnSession(db: Db, userId: number, id: number): Promise<SessionDbRow | undefined> {
  return sessionsOf(db, userId).where('s.id', '=', id).executeTakeFirst();
}

export async function insertSession(db: Db, v: { agent_id: number; user_id: number; judul: string }) {
  return db.insertInto('ai_session').values(v).returning('id').executeTakeFirstOrThrow();
}

export async function renameOwnSession(db: Db, userId: number, id: number, judul: string): Promise<boolean> {
  const r = await db
    .updateTable('ai_session')
    .set({ judul, updated_at: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteOwnSession(db: Db, userId: number, id: number): Promise<boolean> {
  const r = await db.deleteFrom('ai_session').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function touchSession(db: Db, id: number): Promise<void> {
  await db.updateTable('ai_session').set({ updated_at: new Date() }).where('id', '=', id).execute();
}

// ---- messages ----------------------------------------------------------------------------------

export interface MessageDbRow {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  tool_calls: unknown;
  source: string | null;
  prompt_tokens: number;
  completion_tokens: number;
  created_at: Date;
}

const MESSAGE_COLUMNS = [
  'id',
  'role',
  'content',
  'tool_calls',
  'source',
  'prompt_tokens',
  'completion_tokens',
  'created_at',
] as const;

/** The session's messages in order (the caller's own session is checked by the service first). */
export async function messagesOf(db: Db, sessionId: number, limit = 500): Promise<MessageDbRow[]> {
  const rows = await db
    .selectFrom('ai_message')
    .select(MESSAGE_COLUMNS)
    .where('session_id', '=', sessionId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

export async function insertMessage(
  db: Db,
  v: {
    session_id: number;
    role: 'user' | 'assistant';
    content: string;
    tool_calls?: AiToolUse[];
    source?: string | null;
    prompt_tokens?: number;
    completion_tokens?: number;
  },
): Promise<MessageDbRow> {
  return db
    .insertInto('ai_message')
    .values({ ...v, tool_calls: JSON.stringify(v.tool_calls ?? []) })
    .returning(MESSAGE_COLUMNS)
    .executeTakeFirstOrThrow();
}

// ---- what the tools read -------------------------------------------------------------------------

/** The caller's OWN leave rows overlapping a month ('YYYY-MM'): user_id is the scope, never an argument. */
export async function ownIzinOfMonth(db: Db, userId: number, bulan: string) {
  const from = `${bulan}-01`;
  const rows = await db
    .selectFrom('izin')
    .select(['token', 'jenis_id', 'tanggal_mulai', 'tanggal_selesai', 'alasan'])
    .where('user_id', '=', userId)
    .where('tanggal_mulai', '<=', sql<string>`(${from}::date + interval '1 month' - interval '1 day')::date`)
    .where('tanggal_selesai', '>=', from)
    .orderBy('tanggal_mulai')
    .limit(50)
    .execute();
  return rows.map((r) => ({ ...r, jenis: domain.leaveTypeLabel(r.jenis_id) ?? String(r.jenis_id) }));
}

/** Active employees per office whose name contains `name` (an aggregate, as the dashboard shows). */
export async function headcountByKantorName(db: Db, name: string) {
  const pattern = containsPattern(name);
  const rows = await db
    .selectFrom('kantor as k')
    .leftJoin('pegawai as p', (j) => j.onRef('p.kantor_id', '=', 'k.id').on('p.is_active', '=', true))
    .select(['k.id', 'k.nama', (eb) => eb.fn.count<string>('p.id').as('jumlah')])
    .where('k.nama', 'ilike', pattern)
    .where('k.deleted_at', 'is', null)
    .groupBy(['k.id', 'k.nama'])
    .orderBy(sql`length(k.nama)`)
    .orderBy('k.nama')
    .limit(5)
    .execute();
  return rows.map((r) => ({ id: r.id, nama: r.nama, jumlah: Number(r.jumlah) }));
}

const APPROVAL_TYPE_LABELS: Record<string, string> = {
  izin: 'Izin/cuti',
  sppd: 'SPPD',
  notadinas: 'Nota dinas',
  skmd: 'SKMD',
  kpi: 'KPI',
};

/** The caller's approval counters (what the menus' badges show). */
export async function pendingApprovals(db: Db, userId: number) {
  const rows = await db
    .selectFrom('approval_counter')
    .select(['type', 'unapproved'])
    .where('user_id', '=', userId)
    .where('unapproved', '>', 0)
    .orderBy('type')
    .execute();
  return rows.map((r) => ({ jenis: APPROVAL_TYPE_LABELS[r.type] ?? r.type, jumlah: r.unapproved }));
}

export async function namesOfUsers(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('users as u')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .leftJoin('jabatan as j', 'j.id', 'p.jabatan_id')
    .select(['u.id', sql<string>`coalesce(p.nama, u.name)`.as('nama'), 'j.nama as jabatan'])
    .where('u.id', 'in', userIds)
    .orderBy('u.id')
    .execute();
}

/** Full-text search of the guidelines: every word may match (OR), best first; the prefix form helps 'cuti' ~ 'cutinya'. */
export async function searchFaq(db: Db, question: string, limit = 3) {
  const words = question
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3)
    .slice(0, 12);
  if (words.length === 0) return [];
  const query = words.map((w) => `${w}:*`).join(' | ');
  return db
    .selectFrom('ai_faq')
    .select(['judul', 'isi', 'tautan'])
    .where(sql<boolean>`dokumen @@ to_tsquery('simple', ${query})`)
    .orderBy(sql`ts_rank(dokumen, to_tsquery('simple', ${query}))`, 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}
