/**
 * Demo KPI data (issue #17), deterministic and set-based: an indicator catalogue over the four
 * perspectives, an indicator set per demo jabatan by its level (weights summing to 100), two
 * periods with one assessment round each, and an assessment of every active employee with a
 * jabatan in both periods. Achievements come from a hash of (assessment, indicator), so the same
 * data loads the same way; scores and the resume are computed by the module's SQL
 * (kpi_recompute, kpi_refresh_resume). The demo accounts' assessments go through the approval
 * engine (a mix: approved last period; draft or waiting this period); employees without an
 * account keep assessments without an approval request (shown as Draft).
 */
import { sql, type Transaction } from 'kysely';
import { actOnApproval, createApproval, resolveSuperiorUserIds } from '../platform/approval/index.js';
import type { Actor } from '../platform/audit.js';
import type { Database } from '../platform/db/schema.js';
import { registerKpiApproval } from '../modules/kpi/kpi-approval.js';
import type { DemoData } from './generate.js';

const actor: Actor = { userId: null, method: 'DEMO', route: 'demo data', ip: null };

// [perspektif, nama, satuan, polaritas]
const INDIKATOR: readonly [number, string, string, 'higher' | 'lower'][] = [
  [1, 'Pertumbuhan Dana Pihak Ketiga', 'Juta Rp', 'higher'],
  [1, 'Penyaluran Kredit', 'Juta Rp', 'higher'],
  [1, 'Rasio Kredit Bermasalah (NPL)', '%', 'lower'],
  [1, 'Laba Unit Kerja', 'Juta Rp', 'higher'],
  [2, 'Jumlah Nasabah Baru', 'Nasabah', 'higher'],
  [2, 'Keluhan Nasabah', 'Kasus', 'lower'],
  [3, 'Transaksi Dilayani', 'Transaksi', 'higher'],
  [3, 'Selisih Kas', 'Kejadian', 'lower'],
  [3, 'Temuan Audit', 'Temuan', 'lower'],
  [4, 'Jam Pelatihan', 'Jam', 'higher'],
  [4, 'Kehadiran Tepat Waktu', '%', 'higher'],
];
// Per jabatan level (1 Direksi … 7 Penunjang): [indicator index, bobot, target]; weights sum to 100.
const SETS: Record<'pimpinan' | 'penyelia' | 'pelaksana', readonly [number, string, string][]> = {
  pimpinan: [
    [0, '30', '50000'],
    [1, '25', '40000'],
    [2, '15', '3'],
    [3, '20', '10000'],
    [9, '10', '40'],
  ],
  penyelia: [
    [4, '25', '120'],
    [5, '20', '5'],
    [8, '25', '2'],
    [9, '15', '40'],
    [10, '15', '95'],
  ],
  pelaksana: [
    [6, '35', '6000'],
    [5, '20', '4'],
    [7, '20', '2'],
    [9, '10', '24'],
    [10, '15', '95'],
  ],
};

export async function loadKpiDemo(trx: Transaction<Database>, _data: DemoData): Promise<void> {
  registerKpiApproval();
  const { rows: indikator } = await sql<{ id: number }>`
    insert into kpi_indikator (perspektif_id, nama, satuan, polaritas)
    select * from unnest(${INDIKATOR.map((i) => i[0])}::int[], ${INDIKATOR.map((i) => i[1])}::text[],
                         ${INDIKATOR.map((i) => i[2])}::text[], ${INDIKATOR.map((i) => i[3])}::text[])
    returning id`.execute(trx);
  for (const [group, levels] of [
    ['pimpinan', [1, 2, 3, 4]],
    ['penyelia', [5]],
    ['pelaksana', [6, 7]],
  ] as const) {
    const set = SETS[group];
    await sql`insert into kpi_jabatan_indikator (jenis, jabatan_id, indikator_id, bobot, target)
      select 'jabatan', j.id, s.indikator_id, s.bobot, s.target from jabatan j
      cross join unnest(${set.map((s) => indikator[s[0]].id)}::int[], ${set.map((s) => s[1])}::numeric[],
                        ${set.map((s) => s[2])}::numeric[]) as s(indikator_id, bobot, target)
      where coalesce(j.level_id, 6) = any(${[...levels]}::int[]) and not j.is_disabled`.execute(trx);
  }
  await sql`insert into kpi_punishment (nama, pengurang) values ('Teguran Lisan', 1.00), ('Surat Peringatan', 5.00)`.execute(
    trx,
  );
  await sql`insert into kpi_punishment_pegawai_type (nama) values ('Disiplin'), ('Operasional')`.execute(trx);
  const year = new Date().getFullYear();
  const { rows: periode } = await sql<{ id: number }>`
    insert into kpi_periode (nama, tanggal_mulai, tanggal_selesai) values
      (${`Semester II ${year - 1}`}, ${`${year - 1}-07-01`}, ${`${year - 1}-12-31`}),
      (${`Semester I ${year}`}, ${`${year}-01-01`}, ${`${year}-06-30`})
    returning id`.execute(trx);
  const { rows: events } = await sql<{ id: number }>`
    insert into kpi_event (periode_id, nama, is_active, is_active_admin) values
      (${periode[0].id}, 'Penilaian Kinerja Semester II', false, false),
      (${periode[1].id}, 'Penilaian Kinerja Semester I', true, true)
    returning id`.execute(trx);

  // Every active employee with a jabatan that has a set, both rounds; their account when they have one.
  for (const ev of events)
    await sql`insert into kpi_event_pegawai (token, event_id, pegawai_id, user_id, jabatan_id, kantor_id, created_by)
      select md5('kpi-demo' || ${ev.id} || '-' || p.id) || md5(p.id::text), ${ev.id}, p.id, u.id, p.jabatan_id, p.kantor_id,
             (select min(id) from users)
      from pegawai p left join users u on u.pegawai_id = p.id
      where p.is_active and exists (select 1 from kpi_jabatan_indikator ji where ji.jabatan_id = p.jabatan_id)`.execute(
      trx,
    );
  await sql`insert into kpi_penilaian (event_pegawai_id, indikator_id, perspektif_id, polaritas, bobot, target, realisasi)
    select e.id, ji.indikator_id, i.perspektif_id, i.polaritas, ji.bobot, ji.target,
      -- 70 % … 129 % of the target (inverse for lower-is-better), from a hash: deterministic.
      round(case when i.polaritas = 'higher' then ji.target * (70 + abs(hashtext(e.id || ':' || ji.indikator_id)) % 60) / 100
                 else ji.target * 100 / (70 + abs(hashtext(e.id || ':' || ji.indikator_id)) % 60) end, 2)
    from kpi_event_pegawai e join kpi_jabatan_indikator ji on ji.jabatan_id = e.jabatan_id and ji.jenis = 'jabatan'
    join kpi_indikator i on i.id = ji.indikator_id`.execute(trx);
  await sql`select kpi_recompute(array(select id from kpi_event_pegawai))`.execute(trx);
  // A few punishments in the older period.
  await sql`insert into kpi_punishment_pegawai (periode_id, pegawai_id, punishment_id, type_id, keterangan)
    select ${periode[0].id}, e.pegawai_id, (select min(id) from kpi_punishment), (select min(id) from kpi_punishment_pegawai_type),
           'Terlambat berulang'
    from kpi_event_pegawai e where e.event_id = ${events[0].id} and e.pegawai_id % 17 = 0`.execute(trx);

  // The demo accounts through the engine: approved last period; this period a mix of draft and waiting.
  const { rows: mine } = await sql<{ id: number; event_id: number; user_id: number; roles: number[]; n: number }>`
    select e.id, e.event_id, e.user_id, coalesce(array_agg(ur.role_id) filter (where ur.role_id is not null), '{}') as roles,
           row_number() over (order by e.id)::int as n
    from kpi_event_pegawai e left join user_roles ur on ur.user_id = e.user_id
    where e.user_id is not null group by e.id order by e.id`.execute(trx);
  for (const row of mine) {
    await createApproval(trx, { type: 'kpi', subjectId: row.id, requesterUserId: row.user_id, actor });
    const user = { userId: row.user_id, roles: row.roles };
    // Nobody to approve (no superior with an account): the assessment stays a draft.
    const { rows: who } = await sql<{
      pegawai_id: number;
    }>`select pegawai_id from kpi_event_pegawai where id = ${row.id}`.execute(trx);
    const hasSuperior = (await resolveSuperiorUserIds(trx, who[0].pegawai_id)).length > 0;
    if (hasSuperior && (row.event_id === events[0].id || row.n % 2 === 0)) {
      // The round of the older period is closed; open it for the moment of the request.
      await sql`update kpi_event set is_active = true where id = ${row.event_id}`.execute(trx);
      await actOnApproval(trx, { type: 'kpi', subjectId: row.id, action: 'request', user, actor });
      await sql`update kpi_event set is_active = ${row.event_id !== events[0].id} where id = ${row.event_id}`.execute(
        trx,
      );
      if (row.event_id === events[0].id) {
        const { rows: approvers } = await sql<{ user_id: number }>`
          select a.user_id from approval_request r join approval_step s on s.request_id = r.id and s.step_no = r.current_step
          join approval_step_approver a on a.step_id = s.id where r.type = 'kpi' and r.subject_id = ${row.id} and r.status = 'menunggu'
          order by a.user_id limit 1`.execute(trx);
        if (approvers[0]) {
          const { rows: roles } = await sql<{
            role_id: number;
          }>`select role_id from user_roles where user_id = ${approvers[0].user_id}`.execute(trx);
          await actOnApproval(trx, {
            type: 'kpi',
            subjectId: row.id,
            action: 'approve',
            user: { userId: approvers[0].user_id, roles: roles.map((r) => r.role_id) },
            actor,
          });
        }
      }
    }
  }
  for (const p of periode) await sql`select kpi_refresh_resume(${p.id})`.execute(trx);
}
