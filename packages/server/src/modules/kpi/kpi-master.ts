/**
 * KPI master data (spec /penilaian/kpi/*, POLICY.manageKpi): one CRUD shape for every resource of
 * KPI_MASTER_RESOURCES, each described by its table, writable columns and list query. Identifiers
 * in the SQL below are constants of this file; every value is a bound parameter.
 */
import {
  KPI_MASTER_INPUTS,
  KPI_MESSAGES,
  type KpiMasterListQuery,
  type KpiMasterResource,
  type KpiMasterRow,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { containsPattern, toPaged } from '../../platform/paging.js';
import { firstOf, rowsOf, sql, withConstraints } from './kpi-db.js';

export const MASTER_MESSAGES = {
  notFound: 'Data KPI tidak ditemukan',
  perspektifFixed: 'Perspektif KPI tetap 1 sampai 4; hanya namanya yang dapat diubah',
  configFixed: 'Konfigurasi KPI hanya satu; ubah nilainya',
  tanggal: 'Tanggal selesai tidak boleh sebelum tanggal mulai',
  bobotSum: (sum: string) => `Jumlah bobot indikator jabatan ${sum}%, melebihi 100%`,
  capaian: 'Capaian maksimum harus lebih besar dari capaian minimum',
  blank: 'Wajib diisi',
} as const;

interface ResourceDef {
  label: string;
  table: string;
  /** Writable columns, in the order of the input. */
  columns: readonly string[];
  /** The list: `select … from …` whose rows carry `id`, searched on `search`. */
  from: string;
  search: string;
  order: string;
  /** Extra filters of the list query. */
  filters?: Partial<Record<'jabatan_id' | 'periode_id' | 'perspektif_id', string>>;
  /** A fixed where clause (jenis of the jabatan indicator sets). */
  where?: string;
  /** Columns set on insert besides the input. */
  fixed?: Record<string, string>;
}

const JABATAN_INDIKATOR = (jenis: 'jabatan' | 'non'): ResourceDef => ({
  label: 'Indikator jabatan',
  table: 'kpi_jabatan_indikator',
  columns: ['jabatan_id', 'indikator_id', 'bobot', 'target'],
  from: `select t.id, t.jenis, t.jabatan_id, j.nama as jabatan_nama, t.indikator_id, i.nama as indikator_nama,
           i.perspektif_id, i.satuan, i.polaritas, t.bobot::text as bobot, t.target::text as target,
           (select sum(x.bobot)::text from kpi_jabatan_indikator x where x.jabatan_id = t.jabatan_id and x.jenis = t.jenis) as total_bobot
         from kpi_jabatan_indikator t join jabatan j on j.id = t.jabatan_id join kpi_indikator i on i.id = t.indikator_id`,
  search: `j.nama || ' ' || i.nama`,
  order: 'j.nama, i.perspektif_id, i.nama',
  filters: { jabatan_id: 't.jabatan_id', perspektif_id: 'i.perspektif_id' },
  where: `t.jenis = '${jenis}'`,
  fixed: { jenis },
});

export const RESOURCES: Record<KpiMasterResource, ResourceDef> = {
  perspektif: {
    label: 'Perspektif',
    table: 'kpi_perspektif',
    columns: ['nama'],
    from: 'select t.id, t.nama from kpi_perspektif t',
    search: 't.nama',
    order: 't.id',
  },
  indikator: {
    label: 'Indikator',
    table: 'kpi_indikator',
    columns: ['perspektif_id', 'nama', 'satuan', 'polaritas'],
    from: `select t.id, t.perspektif_id, p.nama as perspektif_nama, t.nama, t.satuan, t.polaritas
           from kpi_indikator t join kpi_perspektif p on p.id = t.perspektif_id`,
    search: 't.nama',
    order: 't.perspektif_id, t.nama',
    filters: { perspektif_id: 't.perspektif_id' },
  },
  indikator_jabatan: JABATAN_INDIKATOR('jabatan'),
  indikator_jabatan_non: JABATAN_INDIKATOR('non'),
  target: {
    label: 'Target',
    table: 'kpi_target',
    columns: ['periode_id', 'pegawai_id', 'indikator_id', 'target'],
    from: `select t.id, t.periode_id, pr.nama as periode_nama, t.pegawai_id, pg.nama as pegawai_nama, pg.npp as pegawai_npp,
             t.indikator_id, i.nama as indikator_nama, t.target::text as target
           from kpi_target t join kpi_periode pr on pr.id = t.periode_id join pegawai pg on pg.id = t.pegawai_id
           join kpi_indikator i on i.id = t.indikator_id`,
    search: `pg.nama || ' ' || pg.npp || ' ' || i.nama`,
    order: 'pr.tanggal_mulai desc, pg.nama',
    filters: { periode_id: 't.periode_id' },
  },
  rules: {
    label: 'Rules',
    table: 'kpi_rules',
    columns: ['batas_bawah', 'nilai', 'predikat'],
    from: 'select t.id, t.batas_bawah::text as batas_bawah, t.nilai, t.predikat, t.predikat as nama from kpi_rules t',
    search: 't.predikat',
    order: 't.batas_bawah',
  },
  options: {
    label: 'Options',
    table: 'kpi_options',
    columns: ['kelompok', 'nama'],
    from: 'select t.id, t.kelompok, t.nama from kpi_options t',
    search: `t.kelompok || ' ' || t.nama`,
    order: 't.kelompok, t.nama',
  },
  config: {
    label: 'Config',
    table: 'kpi_config',
    columns: ['capaian_minimum', 'capaian_maksimum'],
    from: `select t.id, t.capaian_minimum::text as capaian_minimum, t.capaian_maksimum::text as capaian_maksimum,
             'Konfigurasi KPI' as nama from kpi_config t`,
    search: `'Konfigurasi KPI'`,
    order: 't.id',
  },
  punishment: {
    label: 'Punishment',
    table: 'kpi_punishment',
    columns: ['nama', 'pengurang'],
    from: 'select t.id, t.nama, t.pengurang::text as pengurang from kpi_punishment t',
    search: 't.nama',
    order: 't.nama',
  },
  punishment_pegawai_type: {
    label: 'Jenis punishment pegawai',
    table: 'kpi_punishment_pegawai_type',
    columns: ['nama'],
    from: 'select t.id, t.nama from kpi_punishment_pegawai_type t',
    search: 't.nama',
    order: 't.nama',
  },
  punishment_pegawai: {
    label: 'Punishment pegawai',
    table: 'kpi_punishment_pegawai',
    columns: ['periode_id', 'pegawai_id', 'punishment_id', 'type_id', 'keterangan'],
    from: `select t.id, t.periode_id, pr.nama as periode_nama, t.pegawai_id, pg.nama as pegawai_nama, pg.npp as pegawai_npp,
             t.punishment_id, pu.nama as punishment_nama, pu.pengurang::text as pengurang, t.type_id,
             ty.nama as type_nama, t.keterangan
           from kpi_punishment_pegawai t join kpi_periode pr on pr.id = t.periode_id join pegawai pg on pg.id = t.pegawai_id
           join kpi_punishment pu on pu.id = t.punishment_id left join kpi_punishment_pegawai_type ty on ty.id = t.type_id`,
    search: `pg.nama || ' ' || pg.npp || ' ' || pu.nama`,
    order: 'pr.tanggal_mulai desc, pg.nama',
    filters: { periode_id: 't.periode_id' },
  },
  periode: {
    label: 'Periode',
    table: 'kpi_periode',
    columns: ['nama', 'tanggal_mulai', 'tanggal_selesai'],
    from: 'select t.id, t.nama, t.tanggal_mulai::text as tanggal_mulai, t.tanggal_selesai::text as tanggal_selesai from kpi_periode t',
    search: 't.nama',
    order: 't.tanggal_mulai desc',
  },
  event: {
    label: 'Event',
    table: 'kpi_event',
    columns: ['periode_id', 'nama', 'is_active', 'is_active_admin'],
    from: `select t.id, t.periode_id, pr.nama as periode_nama, t.nama, t.is_active, t.is_active_admin
           from kpi_event t join kpi_periode pr on pr.id = t.periode_id`,
    search: `t.nama || ' ' || pr.nama`,
    order: 'pr.tanggal_mulai desc, t.nama',
    filters: { periode_id: 't.periode_id' },
  },
};

type Input = Record<string, unknown>;

export class KpiMasterService {
  constructor(private readonly ctx: AppContext) {}

  private whereOf(def: ResourceDef, q: Partial<KpiMasterListQuery>) {
    const parts = [sql`true`];
    if (def.where) parts.push(sql.raw(def.where));
    if (q.search?.trim()) parts.push(sql`(${sql.raw(def.search)}) ilike ${containsPattern(q.search.trim())}`);
    for (const [key, column] of Object.entries(def.filters ?? {})) {
      const value = q[key as keyof KpiMasterListQuery];
      if (value !== undefined) parts.push(sql`${sql.raw(column)} = ${value}`);
    }
    return sql.join(parts, sql` and `);
  }

  async list(resource: KpiMasterResource, q: KpiMasterListQuery) {
    const def = RESOURCES[resource];
    const where = this.whereOf(def, q);
    if (q.event === 'index_options') {
      const rows = await rowsOf(
        this.ctx.db,
        sql<KpiMasterRow>`select * from (${sql.raw(def.from)} where ${where} order by ${sql.raw(def.order)} limit 1000) s`,
      );
      return { data: rows.map((r) => ({ id: r.id, nama: String(r.nama ?? r.indikator_nama ?? r.id) })) };
    }
    if (q.event === 'index_rules') {
      if (!resource.startsWith('indikator_jabatan') || q.jabatan_id === undefined)
        throw validationError({ jabatan_id: [MASTER_MESSAGES.blank] });
      return { data: await bobotOf(this.ctx.db, q.jabatan_id, resource === 'indikator_jabatan' ? 'jabatan' : 'non') };
    }
    // The window count is taken before LIMIT: one query answers the page and its total.
    const counted = def.from.replace(/^select /, 'select count(*) over ()::int as total, ');
    const rows = await rowsOf(
      this.ctx.db,
      sql<KpiMasterRow & { total: number }>`${sql.raw(counted)} where ${where}
        order by ${sql.raw(def.order)}, t.id limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
    );
    const total = rows[0]?.total ?? 0;
    return toPaged(
      rows.map(({ total: _t, ...r }) => r as KpiMasterRow),
      total,
      q.page,
      q.per_page,
    );
  }

  private async one(db: Db, resource: KpiMasterResource, id: number): Promise<KpiMasterRow> {
    const def = RESOURCES[resource];
    const row = await firstOf(db, sql<KpiMasterRow>`${sql.raw(def.from)} where t.id = ${id}`);
    if (!row) throw new HttpError(404, MASTER_MESSAGES.notFound);
    return row;
  }

  /** Checks no schema can express; trims text (a blank name after trimming is refused). */
  private normalise(resource: KpiMasterResource, input: Input): Input {
    const out: Input = {};
    const errors: Record<string, string[]> = {};
    for (const column of RESOURCES[resource].columns) {
      let value = input[column];
      if (typeof value === 'string' && !/^\d/.test(value)) {
        value = value.trim();
        if (value === '' && column !== 'keterangan') errors[column] = [MASTER_MESSAGES.blank];
      }
      out[column] = value === undefined ? null : value;
    }
    if (resource === 'periode' && String(out.tanggal_selesai) < String(out.tanggal_mulai))
      errors.tanggal_selesai = [MASTER_MESSAGES.tanggal];
    if (resource === 'config' && Number(out.capaian_maksimum) <= Number(out.capaian_minimum))
      errors.capaian_maksimum = [MASTER_MESSAGES.capaian];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return out;
  }

  /** A jabatan's weights may not pass 100 (they must reach exactly 100 before a draft uses them). */
  private async assertWeights(trx: Db, resource: KpiMasterResource, jabatanId: unknown) {
    if (!resource.startsWith('indikator_jabatan')) return;
    const jenis = resource === 'indikator_jabatan' ? 'jabatan' : 'non';
    const sum = await bobotOf(trx, Number(jabatanId), jenis);
    if (Number(sum.total_bobot) > 100) throw validationError({ bobot: [MASTER_MESSAGES.bobotSum(sum.total_bobot)] });
  }

  async create(resource: KpiMasterResource, actor: Actor, raw: Input) {
    if (resource === 'perspektif') throw new HttpError(422, MASTER_MESSAGES.perspektifFixed);
    if (resource === 'config') throw new HttpError(422, MASTER_MESSAGES.configFixed);
    const def = RESOURCES[resource];
    const values = { ...this.normalise(resource, raw), ...(def.fixed ?? {}) };
    const columns = Object.keys(values);
    const id = await withConstraints(() =>
      this.ctx.db.transaction().execute(async (trx) => {
        if (resource.startsWith('indikator_jabatan'))
          await sql`select pg_advisory_xact_lock(hashtext(${`kpi_bobot:${String(values.jabatan_id)}`}))`.execute(trx);
        const row = await firstOf(
          trx,
          sql<{ id: number }>`insert into ${sql.table(def.table)} (${sql.join(columns.map((c) => sql.ref(c)))})
            values (${sql.join(columns.map((c) => sql`${values[c]}`))}) returning id`,
        );
        await this.assertWeights(trx, resource, values.jabatan_id);
        await recordAudit(trx, { ...actor, entity: def.table, entityId: row!.id, after: values });
        return row!.id;
      }),
    );
    return { message: KPI_MESSAGES.created(def.label), data: await this.one(this.ctx.db, resource, id) };
  }

  async update(resource: KpiMasterResource, actor: Actor, id: number, raw: Input) {
    const def = RESOURCES[resource];
    const values = this.normalise(resource, raw);
    await withConstraints(() =>
      this.ctx.db.transaction().execute(async (trx) => {
        const before = await this.one(trx, resource, id);
        if (resource.startsWith('indikator_jabatan')) {
          await sql`select pg_advisory_xact_lock(hashtext(${`kpi_bobot:${String(values.jabatan_id)}`}))`.execute(trx);
        }
        const sets = Object.keys(values).map((c) => sql`${sql.ref(c)} = ${values[c]}`);
        if (resource !== 'perspektif') sets.push(sql`updated_at = now()`);
        await sql`update ${sql.table(def.table)} set ${sql.join(sets)} where id = ${id}`.execute(trx);
        await this.assertWeights(trx, resource, values.jabatan_id);
        await recordAudit(trx, { ...actor, entity: def.table, entityId: id, before, after: values });
      }),
    );
    return { message: KPI_MESSAGES.updated(def.label), data: await this.one(this.ctx.db, resource, id) };
  }

  async remove(resource: KpiMasterResource, actor: Actor, id: number) {
    if (resource === 'perspektif') throw new HttpError(422, MASTER_MESSAGES.perspektifFixed);
    if (resource === 'config') throw new HttpError(422, MASTER_MESSAGES.configFixed);
    const def = RESOURCES[resource];
    await withConstraints(() =>
      this.ctx.db.transaction().execute(async (trx) => {
        const before = await this.one(trx, resource, id);
        await sql`delete from ${sql.table(def.table)} where id = ${id}`.execute(trx);
        await recordAudit(trx, { ...actor, entity: def.table, entityId: id, before });
      }),
    );
    return { message: KPI_MESSAGES.deleted(def.label) };
  }
}

/** The sum of a jabatan's weights (text, exact) and whether it is exactly 100. */
export async function bobotOf(db: Db, jabatanId: number, jenis: 'jabatan' | 'non') {
  const row = await firstOf(
    db,
    sql<{ total_bobot: string; is_valid: boolean }>`
      select coalesce(sum(bobot), 0)::numeric(7,2)::text as total_bobot, coalesce(sum(bobot), 0) = 100 as is_valid
      from kpi_jabatan_indikator where jabatan_id = ${jabatanId} and jenis = ${jenis}`,
  );
  return { jabatan_id: jabatanId, total_bobot: row!.total_bobot, is_valid: row!.is_valid };
}

export { KPI_MASTER_INPUTS };
