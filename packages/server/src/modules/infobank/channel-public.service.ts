/**
 * The public info channel's use cases: every signed-in user reads the posts (newest first); the info
 * admins (POLICY.manageInfoBoard, on the routes) write, change and delete them, each change audited.
 */
import {
  INFOBANK_LIMITS,
  INFOBANK_MESSAGES,
  type ChannelPostInput,
  type ChannelPostListQuery,
  type ChannelPostMutationAnswer,
  type ChannelPostRow,
  type MessageAnswer,
  type Paged,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { toPaged } from '../../platform/paging.js';
import * as repo from './channel-public.repo.js';

export function checkChannelPost(input: ChannelPostInput): { judul: string; isi: string } {
  const errors: FieldErrors = {};
  const judul = input.judul.trim();
  const isi = input.isi.trim();
  if (judul === '') errors.judul = [INFOBANK_MESSAGES.judulRequired];
  else if (judul.length > INFOBANK_LIMITS.judul) errors.judul = [INFOBANK_MESSAGES.judulMax];
  if (isi === '') errors.isi = [INFOBANK_MESSAGES.isiRequired];
  else if (isi.length > INFOBANK_LIMITS.channelIsi) errors.isi = [INFOBANK_MESSAGES.channelIsiMax];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { judul, isi };
}

function toRow(r: repo.ChannelPostDbRow): ChannelPostRow {
  return {
    id: r.id,
    judul: r.judul,
    isi: r.isi,
    user_id: r.user_id,
    created_by_name: r.created_by_name,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

export class ChannelPublicService {
  constructor(private readonly ctx: AppContext) {}

  async list(q: ChannelPostListQuery): Promise<Paged<ChannelPostRow>> {
    const { rows, total } = await repo.listPosts(this.ctx.db, {
      search: q.search?.trim() || undefined,
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    });
    return toPaged(rows.map(toRow), total, q.page, q.per_page);
  }

  private async detail(id: number): Promise<ChannelPostRow> {
    const row = await repo.findPost(this.ctx.db, id);
    if (!row) throw new HttpError(404, INFOBANK_MESSAGES.channelNotFound);
    return toRow(row);
  }

  async create(auth: AuthContext, actor: Actor, input: ChannelPostInput): Promise<ChannelPostMutationAnswer> {
    const values = checkChannelPost(input);
    const id = await this.ctx.db.transaction().execute(async (trx) => {
      const newId = await repo.insertPost(trx, { ...values, user_id: auth.userId });
      await recordAudit(trx, { ...actor, entity: 'channel_public', entityId: newId, after: values });
      return newId;
    });
    return { message: INFOBANK_MESSAGES.channelCreated, data: await this.detail(id) };
  }

  async update(actor: Actor, id: number, input: ChannelPostInput): Promise<ChannelPostMutationAnswer> {
    const values = checkChannelPost(input);
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await repo.lockPost(trx, id);
      if (!before) throw new HttpError(404, INFOBANK_MESSAGES.channelNotFound);
      await repo.updatePost(trx, id, values);
      await recordAudit(trx, { ...actor, entity: 'channel_public', entityId: id, before, after: values });
    });
    return { message: INFOBANK_MESSAGES.channelUpdated, data: await this.detail(id) };
  }

  async remove(actor: Actor, id: number): Promise<MessageAnswer> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await repo.lockPost(trx, id);
      if (!before) throw new HttpError(404, INFOBANK_MESSAGES.channelNotFound);
      await repo.softDeletePost(trx, id);
      await recordAudit(trx, { ...actor, entity: 'channel_public', entityId: id, before });
    });
    return { message: INFOBANK_MESSAGES.channelDeleted };
  }
}
