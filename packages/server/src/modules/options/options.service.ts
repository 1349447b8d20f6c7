/**
 * The static option files, built from the database on first request and kept in memory as the
 * exact bytes to send plus their ETag. A change anywhere (trigger or `invalidateOptions`) reaches
 * every process through NOTIFY options_changed and drops the copy; a generation counter keeps a
 * build that started before the change from storing stale bytes afterwards.
 */
import { kantorDisplayNameWithParent } from '../../platform/domain.js';
import type { AppContext } from '../../platform/context.js';
import { etagged, type EtaggedJson } from '../../platform/etag.js';
import { OPTIONS_CHANGED_CHANNEL, optionsAffectedBy, type OptionName } from './invalidate-options.js';
import * as repo from './options.repo.js';

/** A safety net for a notification lost without the connection noticing. */
const MAX_AGE_MS = 5 * 60_000;

export type OptionFile = EtaggedJson;

interface Entry extends OptionFile {
  builtAt: number;
}

const BUILDERS: Record<OptionName, (ctx: AppContext) => Promise<repo.OptionRow[]>> = {
  kantor: async (ctx) =>
    (await repo.listKantor(ctx.db)).map((k) => ({
      id: k.id,
      nama: kantorDisplayNameWithParent({
        nama: k.nama,
        class_name: k.class_name,
        kantor_level_id: k.kantor_level_id,
        parent: k.parent_nama === null ? null : { nama: k.parent_nama, class_name: k.parent_class_name },
      }),
    })),
  kantor_kelas: (ctx) => repo.listKantorKelas(ctx.db),
  jabatan: (ctx) => repo.listJabatan(ctx.db),
  agama: (ctx) => repo.listAgama(ctx.db),
  status: (ctx) => repo.listStatusPegawai(ctx.db),
};

export class OptionsService {
  private readonly entries = new Map<OptionName, Entry>();
  private readonly building = new Map<OptionName, Promise<OptionFile>>();
  private readonly generation = new Map<OptionName, number>();

  constructor(private readonly ctx: AppContext) {
    ctx.listener.on(OPTIONS_CHANGED_CHANNEL, (payload) => {
      for (const name of optionsAffectedBy(payload)) this.invalidate(name);
    });
    ctx.listener.onReconnect(() => {
      for (const name of Object.keys(BUILDERS) as OptionName[]) this.invalidate(name);
    });
  }

  async get(name: OptionName): Promise<OptionFile> {
    const entry = this.entries.get(name);
    if (entry && Date.now() - entry.builtAt < MAX_AGE_MS) return entry;
    let pending = this.building.get(name);
    if (!pending) {
      pending = this.build(name).finally(() => this.building.delete(name));
      this.building.set(name, pending);
    }
    return pending;
  }

  invalidate(name: OptionName): void {
    this.generation.set(name, (this.generation.get(name) ?? 0) + 1);
    this.entries.delete(name);
    // A build already running may have read old rows; the next request starts a fresh one.
    this.building.delete(name);
  }

  private async build(name: OptionName): Promise<OptionFile> {
    const generation = this.generation.get(name) ?? 0;
    const rows = await BUILDERS[name](this.ctx);
    const file = etagged(JSON.stringify(rows.map((r) => ({ id: r.id, nama: r.nama }))));
    if ((this.generation.get(name) ?? 0) === generation) this.entries.set(name, { ...file, builtAt: Date.now() });
    return file;
  }
}
