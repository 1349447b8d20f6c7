/**
 * Use cases of the AI assistant: agents (shared, managed by POLICY.manageAiAgents), the caller's own
 * sessions and messages, and the chat turn itself (offline or provider, the same tools either way).
 */
import type {
  AiAgentInput,
  AiAgentListQuery,
  AiAgentRow,
  AiChatMeta,
  AiMessageRow,
  AiSessionCreateInput,
  AiSessionListQuery,
  AiSessionRow,
  AiToolUse,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { containsPattern, toPaged } from '../../platform/paging.js';
import { chunksOf, OFFLINE_LABEL, offlineAnswer, planOffline } from './ai-offline.js';
import { ProviderFailure, runProvider } from './ai-provider.js';
import { PortalTools, isToolName } from './ai-tools.js';
import * as repo from './ai.repo.js';

export const AI_MESSAGES = {
  agentCreated: 'Agent created',
  agentUpdated: 'Agent updated',
  agentDeleted: 'Agent deleted',
  agentNotFound: 'Agen AI tidak ditemukan',
  agentInactive: 'Agen AI ini tidak aktif',
  sessionCreated: 'Session Created',
  sessionUpdated: 'Session updated',
  sessionDeleted: 'Session deleted',
  sessionNotFound: 'Sesi chat tidak ditemukan',
  namaRequired: 'Nama agen wajib diisi',
  judulRequired: 'Judul sesi wajib diisi',
  unknownTool: (name: string) => `Alat "${name}" tidak dikenal`,
  badSvg: 'Avatar harus berupa gambar SVG tanpa skrip, tautan luar atau objek asing',
  stopped: '_(Jawaban dihentikan)_',
  failed: 'Asisten AI sedang tidak dapat menjawab. Silakan coba lagi.',
  googleNotConfigured: 'Token Google belum dikonfigurasi. Hubungi admin sistem.',
} as const;

/** How many earlier turns a provider sees (the page shows all of them). */
const HISTORY_TURNS = 20;

/**
 * An SVG is shown as an <img> data URL (scripts never run there), but it is also refused on write
 * when it carries anything active, so no other consumer is ever handed one.
 */
function checkSvg(svg: string | null | undefined): string | null {
  if (svg === undefined || svg === null || svg.trim() === '') return null;
  const s = svg.trim();
  const unsafe =
    /<script|<foreignobject|<iframe|<object|<embed|\son[a-z]+\s*=|javascript:|(?:xlink:)?href\s*=\s*["']?(?!#)/i;
  if (!/^<svg[\s>]/i.test(s) || !/<\/svg>\s*$/i.test(s) || unsafe.test(s))
    throw validationError({ avatar_svg: [AI_MESSAGES.badSvg] });
  return s;
}

export function toAgentRow(r: repo.AgentDbRow): AiAgentRow {
  return { ...r, temperature: Number(r.temperature) };
}

function toSessionRow(r: repo.SessionDbRow): AiSessionRow {
  return {
    id: r.id,
    agent_id: r.agent_id,
    agent_nama: r.agent_nama,
    judul: r.judul,
    messages_count: r.messages_count,
    updated_at: r.updated_at.toISOString(),
  };
}

export function toMessageRow(r: repo.MessageDbRow): AiMessageRow {
  return {
    id: String(r.id),
    role: r.role,
    content: r.content,
    tool_calls: Array.isArray(r.tool_calls) ? (r.tool_calls as AiToolUse[]) : [],
    source: r.source,
    prompt_tokens: r.prompt_tokens,
    completion_tokens: r.completion_tokens,
    created_at: r.created_at.toISOString(),
  };
}

/** What a chat stream receives, in order: meta, token…/tool…, then done or error. */
export interface ChatSink {
  meta(meta: AiChatMeta): void;
  token(text: string): void;
  tool(use: AiToolUse): void;
  done(message: AiMessageRow): void;
  error(message: string): void;
}

export class AiService {
  readonly tools: PortalTools;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {
    this.tools = new PortalTools(ctx);
  }

  status(): AiChatMeta {
    const ai = this.ctx.config.ai;
    return ai ? { mode: 'provider', label: `Asisten AI (${ai.model})` } : { mode: 'offline', label: OFFLINE_LABEL };
  }

  // ---- agents --------------------------------------------------------------------------------------

  async listAgents(q: AiAgentListQuery) {
    const { rows, total } = await repo.listAgents(this.ctx.db, {
      search: q.search ? containsPattern(q.search) : undefined,
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    });
    return toPaged(rows.map(toAgentRow), total, q.page, q.per_page);
  }

  async agentOptions() {
    return { data: await repo.agentOptions(this.ctx.db) };
  }

  private agentValues(input: AiAgentInput): repo.AgentValues {
    const nama = input.nama.trim();
    const errors: Record<string, string[]> = {};
    if (nama === '') errors.nama = [AI_MESSAGES.namaRequired];
    const unknown = input.tools.filter((t) => !isToolName(t));
    if (unknown.length > 0) errors.tools = unknown.map(AI_MESSAGES.unknownTool);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return {
      nama,
      avatar_svg: checkSvg(input.avatar_svg),
      system_prompt: input.system_prompt,
      model: input.model.trim(),
      temperature: Math.round(input.temperature * 100) / 100,
      tools: [...input.tools],
      is_active: input.is_active,
    };
  }

  async createAgent(actor: Actor, input: AiAgentInput) {
    const values = this.agentValues(input);
    const row = await this.ctx.db.transaction().execute(async (trx) => {
      const created = await repo.insertAgent(trx, values);
      await recordAudit(trx, { ...actor, entity: 'ai_agent', entityId: created.id, after: created });
      return created;
    });
    return { message: AI_MESSAGES.agentCreated, data: toAgentRow(row) };
  }

  async updateAgent(actor: Actor, id: number, input: AiAgentInput) {
    const values = this.agentValues(input);
    const row = await this.ctx.db.transaction().execute(async (trx) => {
      const before = await repo.lockAgent(trx, id);
      if (!before) throw new HttpError(404, AI_MESSAGES.agentNotFound);
      const after = await repo.updateAgent(trx, id, values);
      await recordAudit(trx, { ...actor, entity: 'ai_agent', entityId: id, before, after });
      return after;
    });
    return { message: AI_MESSAGES.agentUpdated, data: toAgentRow(row) };
  }

  async deleteAgent(actor: Actor, id: number) {
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await repo.lockAgent(trx, id);
      if (!before) throw new HttpError(404, AI_MESSAGES.agentNotFound);
      await repo.deleteAgent(trx, id);
      await recordAudit(trx, { ...actor, entity: 'ai_agent', entityId: id, before });
    });
    return { message: AI_MESSAGES.agentDeleted };
  }

  // ---- sessions (the caller's own only) --------------------------------------------------------------

  async listSessions(auth: AuthContext, q: AiSessionListQuery) {
    const { rows, total } = await repo.listSessions(this.ctx.db, auth.userId, {
      agentId: q.agent_id,
      search: q.search ? containsPattern(q.search) : undefined,
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    });
    return toPaged(rows.map(toSessionRow), total, q.page, q.per_page);
  }

  /** indexOptions / indexSessionByAgentIdAndUserId: the caller's sessions (of one agent), newest first. */
  async sessionOptions(auth: AuthContext, agentId: number | undefined) {
    const { rows } = await repo.listSessions(this.ctx.db, auth.userId, { agentId, limit: 100, offset: 0 });
    return { data: rows.map(toSessionRow) };
  }

  async createSession(auth: AuthContext, input: AiSessionCreateInput) {
    const agent = await repo.findAgent(this.ctx.db, input.agent_id);
    if (!agent) throw validationError({ agent_id: [AI_MESSAGES.agentNotFound] });
    if (!agent.is_active) throw validationError({ agent_id: [AI_MESSAGES.agentInactive] });
    const judul = input.judul?.trim() || `Sesi ${agent.nama}`;
    const { id } = await repo.insertSession(this.ctx.db, { agent_id: agent.id, user_id: auth.userId, judul });
    return { message: AI_MESSAGES.sessionCreated, data: await this.ownSession(auth, id) };
  }

  async renameSession(auth: AuthContext, id: number, judulRaw: string) {
    const judul = judulRaw.trim();
    if (judul === '') throw validationError({ judul: [AI_MESSAGES.judulRequired] });
    if (!(await repo.renameOwnSession(this.ctx.db, auth.userId, id, judul)))
      throw new HttpError(404, AI_MESSAGES.sessionNotFound);
    return { message: AI_MESSAGES.sessionUpdated, data: await this.ownSession(auth, id) };
  }

  async deleteSession(auth: AuthContext, id: number) {
    if (!(await repo.deleteOwnSession(this.ctx.db, auth.userId, id)))
      throw new HttpError(404, AI_MESSAGES.sessionNotFound);
    return { message: AI_MESSAGES.sessionDeleted };
  }

  /** Someone else's session answers the same 404 as one that does not exist. */
  private async ownSession(auth: AuthContext, id: number): Promise<AiSessionRow> {
    const row = await repo.findOwnSession(this.ctx.db, auth.userId, id);
    if (!row) throw new HttpError(404, AI_MESSAGES.sessionNotFound);
    return toSessionRow(row);
  }

  async messages(auth: AuthContext, sessionId: number) {
    await this.ownSession(auth, sessionId);
    return { data: (await repo.messagesOf(this.ctx.db, sessionId)).map(toMessageRow) };
  }

  // ---- the chat turn ----------------------------------------------------------------------------------

  /** Checks before the stream opens (so they are ordinary 404/409 answers), then stores the question. */
  async startTurn(auth: AuthContext, sessionId: number, content: string) {
    const session = await repo.findOwnSession(this.ctx.db, auth.userId, sessionId);
    if (!session) throw new HttpError(404, AI_MESSAGES.sessionNotFound);
    const agent = await repo.findAgent(this.ctx.db, session.agent_id);
    if (!agent || !agent.is_active) throw new HttpError(409, AI_MESSAGES.agentInactive);
    const question = content.trim();
    if (question === '') throw validationError({ content: ['Pertanyaan wajib diisi'] });
    const history = (await repo.messagesOf(this.ctx.db, sessionId, HISTORY_TURNS))
      .filter((m) => m.source !== 'error')
      .map((m) => ({ role: m.role, content: m.content }));
    await repo.insertMessage(this.ctx.db, { session_id: sessionId, role: 'user', content: question });
    await repo.touchSession(this.ctx.db, sessionId);
    return { session, agent, question, history };
  }

  /** Streams one answer into `sink` and stores it; never throws (a failure is an `error` event and a stored note). */
  async answer(
    auth: AuthContext,
    turn: Awaited<ReturnType<AiService['startTurn']>>,
    sink: ChatSink,
    signal: AbortSignal,
  ): Promise<void> {
    const meta = this.status();
    sink.meta(meta);
    let streamed = '';
    const toolUses: AiToolUse[] = [];
    const onToken = (text: string) => {
      streamed += text;
      sink.token(text);
    };
    const onTool = (use: AiToolUse) => {
      toolUses.push(use);
      sink.tool(use);
    };
    const save = (content: string, source: string, promptTokens: number, completionTokens: number) =>
      repo.insertMessage(this.ctx.db, {
        session_id: turn.session.id,
        role: 'assistant',
        content,
        tool_calls: toolUses,
        source,
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
      });
    try {
      if (meta.mode === 'offline') {
        const plan = planOffline(turn.question);
        const result = await this.tools.run(auth, turn.agent.tools, plan.tool, plan.args);
        onTool(result.use);
        const text = offlineAnswer(plan, result);
        for (const chunk of chunksOf(text)) {
          if (signal.aborted) break;
          onToken(chunk);
          await new Promise((resolve) => setImmediate(resolve));
        }
        // Offline has no tokenizer: the counts are estimates (4 characters a token), marked by source.
        const row = await save(
          signal.aborted ? `${streamed}\n\n${AI_MESSAGES.stopped}` : text,
          'offline',
          Math.ceil(turn.question.length / 4),
          Math.ceil(text.length / 4),
        );
        if (!signal.aborted) sink.done(toMessageRow(row));
        return;
      }
      const result = await runProvider({
        config: this.ctx.config.ai!,
        agent: { ...turn.agent, temperature: Number(turn.agent.temperature) },
        history: turn.history,
        question: turn.question,
        auth,
        tools: this.tools,
        signal,
        onToken,
        onTool,
      }).catch((error: unknown) => {
        if (signal.aborted) return null;
        throw error;
      });
      if (!result) {
        await save(`${streamed}\n\n${AI_MESSAGES.stopped}`, 'provider', 0, 0);
        return;
      }
      const row = await save(result.content, 'provider', result.promptTokens, result.completionTokens);
      sink.done(toMessageRow(row));
    } catch (error) {
      const message = error instanceof ProviderFailure ? error.message : AI_MESSAGES.failed;
      if (!(error instanceof ProviderFailure)) this.logError(error);
      try {
        await save(message, 'error', 0, 0);
      } catch (saveError) {
        this.logError(saveError);
      }
      sink.error(message);
    }
  }

  private logError(error: unknown) {
    // The stream has already answered 200; the error is reported to the user as an event instead.
    this.log.error({ err: error }, 'ai chat failed');
  }
}
