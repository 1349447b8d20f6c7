/**
 * The helpdesk's use cases (docs/adr/0046): raise a ticket, the caller's own tickets, every ticket
 * (agents), a ticket with its conversation, messages with attachments (file service), take / assign /
 * status changes with the allowed transitions, SLA per ticket and as a summary. A ticket the caller
 * may not read is 404, like a missing one. Every change commits with its audit entry and the
 * notifications of the requester / assignee (platform notifyUsers, delivered on commit).
 */
import { randomBytes } from 'node:crypto';
import {
  HELPDESK_LIMITS,
  HELPDESK_MESSAGES,
  HELPDESK_PRIORITIES,
  HELPDESK_STATUSES,
  HELPDESK_TRANSITIONS,
  helpdeskTransitionRefused,
  type HelpdeskAgentQuery,
  type HelpdeskCreateInput,
  type HelpdeskMessageInput,
  type HelpdeskMutationAnswer,
  type HelpdeskOptionsAnswer,
  type HelpdeskOwnQuery,
  type HelpdeskShowAnswer,
  type HelpdeskStatus,
  type HelpdeskSummaryAnswer,
  type HelpdeskTicketDetail,
  type HelpdeskTicketRow,
  type HelpdeskUpdateInput,
  type Paged,
  type SignedUrlAnswer,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { POLICY } from '../../platform/domain.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { decodeAttachments, type DecodedFile } from '../../platform/files/json-file.js';
import { notifyUsers } from '../../platform/notifications.js';
import { listSort, toPaged } from '../../platform/paging.js';
import * as repo from './helpdesk.repo.js';
import { slaOf } from './helpdesk-sla.js';

const AGENT_ROLES = POLICY.handleHelpdeskTickets.hasRolesId ?? [];

export function isAgent(auth: Pick<AuthContext, 'roles' | 'jabatanId'>): boolean {
  return hasAccess(auth, POLICY.handleHelpdeskTickets);
}

function iso(d: Date | null): string | null {
  return d ? d.toISOString() : null;
}

export function toRow(r: repo.TiketRow, now: Date): HelpdeskTicketRow {
  return {
    id: r.id,
    nomor: r.nomor,
    subjek: r.subjek,
    kategori: { id: r.kategori_id, nama: r.kategori_nama },
    prioritas: r.prioritas,
    status: r.status,
    requester: { user_id: r.requester_id, nama: r.requester_name },
    assignee: r.assignee_id ? { user_id: r.assignee_id, nama: r.assignee_name ?? `Pengguna ${r.assignee_id}` } : null,
    messages_count: r.messages_count,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    first_response_at: iso(r.first_response_at),
    resolved_at: iso(r.resolved_at),
    closed_at: iso(r.closed_at),
    sla: slaOf(r, now),
  };
}

/** The status changes `auth` may make on a ticket now (agents: every allowed one; the requester: close or reopen a solved one). */
export function allowedStatuses(auth: AuthContext, t: { status: HelpdeskStatus; requester_id: number | null }) {
  const next = HELPDESK_TRANSITIONS[t.status];
  if (isAgent(auth)) return [...next];
  if (t.requester_id === auth.userId && t.status === 'Selesai')
    return next.filter((s) => s === 'Ditutup' || s === 'Diproses');
  return [];
}

export class HelpdeskService {
  constructor(private readonly ctx: AppContext) {
    // Attachments: the ticket's requester and the agents (also through GET /api/storage).
    ctx.files.registerReadCheck(repo.HELPDESK_FILE_OWNER, async (db, user, messageId) => {
      if (isAgent({ roles: user.roles, jabatanId: null })) return true;
      const t = await repo.tiketOfMessage(db, messageId);
      return t !== undefined && t.requester_id === user.userId;
    });
  }

  private async list(f: repo.TiketFilter, q: HelpdeskOwnQuery & Partial<HelpdeskAgentQuery>) {
    const { rows, total } = await repo.listTickets(this.ctx.db, f, {
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
      sort: listSort(q),
    });
    const now = new Date();
    return toPaged(
      rows.map((r) => toRow(r, now)),
      total,
      q.page,
      q.per_page,
    ) satisfies Paged<HelpdeskTicketRow>;
  }

  own(auth: AuthContext, q: HelpdeskOwnQuery) {
    return this.list(
      {
        requesterId: auth.userId,
        status: q.status,
        prioritas: q.prioritas,
        kategoriId: q.kategori_id,
        search: q.search?.trim() || undefined,
      },
      q,
    );
  }

  all(q: HelpdeskAgentQuery) {
    return this.list(
      {
        status: q.status,
        prioritas: q.prioritas,
        kategoriId: q.kategori_id,
        assigneeId: q.assignee_id,
        breached: q.sla === 'breached',
        search: q.search?.trim() || undefined,
      },
      q,
    );
  }

  async summary(): Promise<HelpdeskSummaryAnswer> {
    const { totals, perStatus, perPrioritas, perKategori } = await repo.summary(this.ctx.db);
    const count = <K extends string>(keys: readonly K[], rows: { key: string; jumlah: number }[]) =>
      keys.map((key) => ({ key, jumlah: rows.find((r) => r.key === key)?.jumlah ?? 0 }));
    return {
      data: {
        total: totals.total,
        per_status: count(HELPDESK_STATUSES, perStatus),
        per_prioritas: count(HELPDESK_PRIORITIES, perPrioritas),
        per_kategori: perKategori,
        avg_response_menit: totals.avg_response,
        avg_resolution_menit: totals.avg_resolution,
        response_breached: totals.response_breached,
        resolution_breached: totals.resolution_breached,
        running: totals.running,
      },
    };
  }

  async kategori(): Promise<HelpdeskOptionsAnswer> {
    return { data: await repo.activeKategori(this.ctx.db) };
  }

  async agents(): Promise<HelpdeskOptionsAnswer> {
    return { data: await repo.agents(this.ctx.db, AGENT_ROLES) };
  }

  /** The ticket when the caller may read it; 404 otherwise (whether or not it exists). */
  private async readable(db: Db, auth: AuthContext, id: number): Promise<repo.TiketRow> {
    const t = await repo.findTicket(db, id);
    if (!t || (t.requester_id !== auth.userId && !isAgent(auth))) throw new HttpError(404, HELPDESK_MESSAGES.notFound);
    return t;
  }

  private async detail(db: Db, auth: AuthContext, t: repo.TiketRow): Promise<HelpdeskTicketDetail> {
    const messages = await repo.messagesOf(db, t.id);
    const files = await repo.attachmentsOf(
      db,
      messages.map((m) => m.id),
    );
    return {
      ...toRow(t, new Date()),
      messages: messages.map((m) => ({
        id: m.id,
        sender: { user_id: m.user_id, nama: m.sender_name },
        is_agent: m.is_agent,
        body: m.body,
        created_at: m.created_at.toISOString(),
        attachments: files
          .filter((f) => f.owner_id === m.id)
          .map((f) => ({
            id: f.id,
            name: f.original_name,
            content_type: f.content_type,
            size: Number(f.size),
            location: f.path,
            created_at: f.created_at.toISOString(),
          })),
      })),
      allowed_statuses: allowedStatuses(auth, t),
    };
  }

  async show(auth: AuthContext, id: number): Promise<HelpdeskShowAnswer> {
    const t = await this.readable(this.ctx.db, auth, id);
    return { data: await this.detail(this.ctx.db, auth, t) };
  }

  async attachmentUrl(auth: AuthContext, id: number, fileId: number): Promise<SignedUrlAnswer> {
    await this.readable(this.ctx.db, auth, id);
    const messages = await repo.messagesOf(this.ctx.db, id);
    const file = (
      await repo.attachmentsOf(
        this.ctx.db,
        messages.map((m) => m.id),
      )
    ).find((f) => f.id === fileId);
    if (!file) throw new HttpError(404, HELPDESK_MESSAGES.attachmentNotFound);
    return {
      data: await this.ctx.files.downloadUrl(file.path, {
        fileName: file.original_name,
        contentType: file.content_type,
      }),
    };
  }

  private async storeFiles(trx: Db, auth: AuthContext, tiketId: number, messageId: number, files: DecodedFile[]) {
    const stored = [];
    for (const file of files) {
      stored.push(
        await this.ctx.files.storeFile(trx, {
          key: `helpdesk/${tiketId}/${messageId}/${randomBytes(4).toString('hex')}-${file.name}`,
          body: file.body,
          originalName: file.name,
          ownerType: repo.HELPDESK_FILE_OWNER,
          ownerId: messageId,
          uploadedBy: auth.userId,
          contentLength: file.body.length,
        }),
      );
    }
    return stored.map((f) => ({ id: f.id, path: f.path, size: f.size, sha256: f.sha256 }));
  }

  private async answer(auth: AuthContext, id: number, message: string): Promise<HelpdeskMutationAnswer> {
    const t = await this.readable(this.ctx.db, auth, id);
    return { message, data: await this.detail(this.ctx.db, auth, t) };
  }

  async create(auth: AuthContext, actor: Actor, input: HelpdeskCreateInput): Promise<HelpdeskMutationAnswer> {
    const errors: FieldErrors = {};
    const subjek = input.subjek.trim();
    const body = input.body.trim();
    if (subjek === '') errors.subjek = [HELPDESK_MESSAGES.subjekRequired];
    if (body === '') errors.body = [HELPDESK_MESSAGES.bodyRequired];
    if (!(await repo.kategoriExists(this.ctx.db, input.kategori_id)))
      errors.kategori_id = [HELPDESK_MESSAGES.kategoriNotFound];
    const files = decodeAttachments(
      input.attachments,
      { limits: HELPDESK_LIMITS, messages: HELPDESK_MESSAGES },
      errors,
    );
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const name = await repo.nameOf(this.ctx.db, auth.userId);
    const id = await this.ctx.db.transaction().execute(async (trx) => {
      const t = await repo.insertTicket(trx, {
        subjek,
        kategori_id: input.kategori_id,
        prioritas: input.prioritas,
        requester_id: auth.userId,
        requester_name: name,
      });
      const m = await repo.insertMessage(trx, {
        tiket_id: t.id,
        user_id: auth.userId,
        sender_name: name,
        is_agent: false,
        body,
      });
      const attachments = await this.storeFiles(trx, auth, t.id, m.id, files);
      await recordAudit(trx, {
        ...actor,
        entity: 'helpdesk_tiket',
        entityId: t.id,
        after: { nomor: t.nomor, subjek, kategori_id: input.kategori_id, prioritas: input.prioritas, attachments },
      });
      const others = (await repo.agents(trx, AGENT_ROLES)).map((a) => a.id).filter((u) => u !== auth.userId);
      await notifyUsers(trx, others, {
        kind: 'helpdesk',
        title: `Tiket baru ${t.nomor}: ${subjek}`,
        link: `/helpdesk/tiket/${t.id}`,
      });
      return t.id;
    });
    return this.answer(auth, id, HELPDESK_MESSAGES.created);
  }

  async addMessage(
    auth: AuthContext,
    actor: Actor,
    id: number,
    input: HelpdeskMessageInput,
  ): Promise<HelpdeskMutationAnswer> {
    const errors: FieldErrors = {};
    const body = input.body.trim();
    if (body === '') errors.body = [HELPDESK_MESSAGES.bodyRequired];
    const files = decodeAttachments(
      input.attachments,
      { limits: HELPDESK_LIMITS, messages: HELPDESK_MESSAGES },
      errors,
    );
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.readable(trx, auth, id);
      const t = await repo.lockTicket(trx, id);
      if (!t) throw new HttpError(404, HELPDESK_MESSAGES.notFound);
      if (t.status === 'Ditutup') throw new HttpError(422, HELPDESK_MESSAGES.closed);
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const name = await repo.nameOf(trx, auth.userId);
      const asAgent = t.requester_id !== auth.userId && isAgent(auth);
      const m = await repo.insertMessage(trx, {
        tiket_id: id,
        user_id: auth.userId,
        sender_name: name,
        is_agent: asAgent,
        body,
      });
      const attachments = await this.storeFiles(trx, auth, id, m.id, files);
      await recordAudit(trx, {
        ...actor,
        entity: 'helpdesk_message',
        entityId: m.id,
        after: { tiket_id: id, is_agent: asAgent, body_length: body.length, attachments },
      });
      const to = [t.requester_id, t.assignee_id].filter((u): u is number => u !== null && u !== auth.userId);
      await notifyUsers(trx, to, {
        kind: 'helpdesk',
        title: `Balasan baru pada tiket ${t.nomor}`,
        link: `/helpdesk/tiket/${id}`,
      });
    });
    return this.answer(auth, id, HELPDESK_MESSAGES.messageSent);
  }

  async update(
    auth: AuthContext,
    actor: Actor,
    id: number,
    input: HelpdeskUpdateInput,
  ): Promise<HelpdeskMutationAnswer> {
    const action = input.action;
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.readable(trx, auth, id);
      const t = await repo.lockTicket(trx, id);
      if (!t) throw new HttpError(404, HELPDESK_MESSAGES.notFound);
      const before = { status: t.status, assignee_id: t.assignee_id };
      const agent = isAgent(auth);
      let status = t.status;
      let assignee = t.assignee_id;
      if (action === 'take' || action === 'assign') {
        if (!agent) throw new HttpError(403, HELPDESK_MESSAGES.notAllowed);
        if (t.status === 'Ditutup') throw new HttpError(422, HELPDESK_MESSAGES.closed);
        if (action === 'take') {
          assignee = auth.userId;
          if (t.status === 'Baru') status = 'Diproses';
        } else {
          if (input.assignee_id === undefined || (await repo.agents(trx, AGENT_ROLES, input.assignee_id)).length === 0)
            throw validationError({ assignee_id: [HELPDESK_MESSAGES.assigneeNotAgent] });
          assignee = input.assignee_id;
        }
      } else {
        const to = input.status;
        if (!to) throw validationError({ status: ['Status wajib diisi'] });
        if (!HELPDESK_TRANSITIONS[t.status].includes(to))
          throw validationError(
            { status: [helpdeskTransitionRefused(t.status, to)] },
            helpdeskTransitionRefused(t.status, to),
          );
        if (!allowedStatuses(auth, t).includes(to)) throw new HttpError(403, HELPDESK_MESSAGES.notAllowed);
        status = to;
        if (to === 'Diproses' && assignee === null && agent) assignee = auth.userId;
      }
      await repo.updateTicket(trx, id, {
        status,
        assignee_id: assignee,
        // Reopening runs the resolution clock again (from the raise); Selesai and Ditutup stop their clocks.
        ...(status === 'Selesai' && t.status !== 'Selesai' ? { resolved_at: new Date() } : {}),
        ...(status === 'Diproses' && t.status === 'Selesai' ? { resolved_at: null } : {}),
        ...(status === 'Ditutup' ? { closed_at: new Date() } : {}),
      });
      const after = { status, assignee_id: assignee };
      await recordAudit(trx, { ...actor, entity: 'helpdesk_tiket', entityId: id, before, after });
      const to = [t.requester_id, assignee].filter((u): u is number => u !== null && u !== auth.userId);
      const title =
        status !== t.status ? `Tiket ${t.nomor} berstatus ${status}` : `Tiket ${t.nomor} ditangani oleh petugas baru`;
      await notifyUsers(trx, to, { kind: 'helpdesk', title, link: `/helpdesk/tiket/${id}` });
    });
    return this.answer(auth, id, HELPDESK_MESSAGES.updated);
  }
}
