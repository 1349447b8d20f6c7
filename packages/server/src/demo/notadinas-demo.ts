/**
 * Demo memos (nota dinas) and SKMD letters (issue #16), loaded after the core demo data in the same
 * transaction, through the approval engine so statuses, steps, history, counters and numbers are
 * those the pages would have made.
 *
 * Authors are the demo accounts that may use the pages (pegawai, baru, admin; 'terbatas' is role 8),
 * each writing for their own office. The demo accounts have no superior with an account, so every
 * chain goes to Admin SDM ('hr' decides). Memos: 3 a month over the last 12 months, cycling through
 * every status (approved ones numbered per office and year by the engine's hook), 3 letter types,
 * 4 recipient positions. SKMD: one letter a month per author over the same months, the older ones
 * approved and issued (numbered), the recent ones approved-not-issued, waiting, rejected, draft.
 * Exclusions: two offices excluded, one employee excluded, one included.
 */
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { DateTime } from 'luxon';
import { actOnApproval, createApproval, type ApprovalUser } from '../platform/approval/index.js';
import type { Actor } from '../platform/audit.js';
import type { Database } from '../platform/db/schema.js';
import { registerNotadinasApproval } from '../modules/notadinas/notadinas-approval.js';
import { nextLetterNumber } from '../modules/notadinas/public.js';
import { registerSkmdApproval } from '../modules/skmd/skmd-approval.js';
import type { DemoData } from './generate.js';
import { Rng } from './random.js';

const SEED = 16_2026;
const actor: Actor = { userId: null, method: 'DEMO', route: 'demo data', ip: null };

const SURAT = [
  { nama: 'Nota Dinas Biasa', kode: 'ND' },
  { nama: 'Nota Dinas Segera', kode: 'NDS' },
  { nama: 'Nota Dinas Rahasia', kode: 'NDR' },
];
const JABATAN = ['Pemimpin Cabang', 'Pemimpin Wilayah', 'Kepala Divisi SDM', 'Direksi'];
const PERIHAL = [
  'Undangan rapat koordinasi bulanan',
  'Permohonan penambahan formasi teller',
  'Laporan hasil audit internal',
  'Penyesuaian jam layanan kas',
  'Usulan pelatihan layanan nasabah',
  'Pemberitahuan pemeliharaan sistem',
  'Permohonan pengadaan perangkat kerja',
  'Evaluasi target penghimpunan dana',
];
const TUGAS = [
  'Pendampingan pembukaan kantor kas baru',
  'Pemeriksaan kas dan surat berharga',
  'Sosialisasi produk tabungan ke sekolah',
  'Pelatihan sistem inti perbankan',
];

type Outcome = 'disetujui' | 'menunggu' | 'ditolak' | 'dibatalkan' | 'draft';
const MEMO_CYCLE: Outcome[] = [
  'disetujui',
  'disetujui',
  'menunggu',
  'disetujui',
  'ditolak',
  'disetujui',
  'dibatalkan',
  'draft',
];

type Account = ApprovalUser & { pegawaiId: number; kantorId: number };

export async function loadNotadinasDemo(trx: Transaction<Database>, data: DemoData): Promise<void> {
  registerNotadinasApproval();
  registerSkmdApproval();
  const rng = new Rng(SEED);
  const users = await trx
    .selectFrom('users as u')
    .innerJoin('user_roles as r', 'r.user_id', 'u.id')
    .innerJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select(['u.id', 'u.name', 'r.role_id', 'p.kantor_id'])
    .execute();
  const account = (name: string): Account => {
    const rows = users.filter((u) => u.name === name);
    const pegawaiId = data.accountPegawai.get(name);
    if (rows.length === 0 || pegawaiId === undefined || rows[0].kantor_id === null)
      throw new Error(`demo account ${name} missing`);
    return { userId: rows[0].id, roles: rows.map((r) => r.role_id), pegawaiId, kantorId: rows[0].kantor_id };
  };
  const authors = [account('pegawai'), account('baru'), account('admin')];
  const hr = account('hr');

  const surat = await trx.insertInto('notadinas_surat').values(SURAT).returning('id').execute();
  const jabatan = await trx
    .insertInto('notadinas_jabatan')
    .values(JABATAN.map((nama) => ({ nama })))
    .returning('id')
    .execute();
  const colleagues = await trx
    .selectFrom('pegawai')
    .select('id')
    .where('is_active', '=', true)
    .orderBy('id')
    .limit(50)
    .execute();

  /** Takes a request from draft to `outcome` the way its users would. */
  const drive = async (type: string, id: number, by: Account, outcome: Outcome, note: string) => {
    const act = (user: ApprovalUser, action: 'request' | 'approve' | 'reject' | 'cancel', n?: string) =>
      actOnApproval(trx, { type, subjectId: id, action, user, actor, note: n });
    if (outcome === 'draft') return;
    if (outcome === 'dibatalkan') return void (await act(by, 'cancel'));
    await act(by, 'request');
    if (outcome === 'disetujui') await act(hr, 'approve', note);
    if (outcome === 'ditolak') await act(hr, 'reject', 'Mohon dilengkapi data pendukungnya');
  };

  const now = DateTime.now().setZone('Asia/Jakarta').startOf('month');
  // Oldest first, so memo numbers follow the dates within each office and year.
  const months = Array.from({ length: 12 }, (_, i) => now.minus({ months: 11 - i }));
  let n = 0;
  for (const month of months) {
    for (let k = 0; k < 3; k++, n++) {
      const author = authors[n % authors.length];
      const tanggal = month.plus({ days: 2 + k * 8 }).toISODate()!;
      const { id } = await trx
        .insertInto('notadinas')
        .values({
          token: randomBytes(24).toString('base64url'),
          kantor_id: author.kantorId,
          pegawai_id: author.pegawaiId,
          user_id: author.userId,
          surat_id: rng.pick(surat).id,
          perihal: rng.pick(PERIHAL),
          isi: 'Dengan hormat,\n\nBersama ini kami sampaikan hal tersebut di atas untuk menjadi perhatian dan tindak lanjut.\n\nDemikian kami sampaikan, atas perhatiannya kami ucapkan terima kasih.',
          tanggal,
          created_at: new Date(`${tanggal}T02:00:00Z`),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('notadinas_kepada')
        .values([
          { notadinas_id: id, jabatan_id: rng.pick(jabatan).id, pegawai_id: null },
          ...(rng.chance(0.4) ? [{ notadinas_id: id, jabatan_id: null, pegawai_id: rng.pick(colleagues).id }] : []),
        ])
        .execute();
      await createApproval(trx, { type: 'notadinas', subjectId: id, requesterUserId: author.userId, actor });
      // The recent months keep the open ones; older memos are all decided.
      const outcome = MEMO_CYCLE[n % MEMO_CYCLE.length];
      const settled = month < now.minus({ months: 2 }) && (outcome === 'menunggu' || outcome === 'draft');
      await drive('notadinas', id, author, settled ? 'disetujui' : outcome, 'Disetujui, silakan ditindaklanjuti');
    }
  }

  // ---- SKMD: one letter a month per author ----
  for (const [i, month] of months.entries()) {
    for (const author of authors) {
      const recent = 11 - i; // 0 = this month
      const outcome: Outcome =
        recent >= 3
          ? 'disetujui'
          : recent === 2
            ? 'disetujui'
            : recent === 1
              ? author === authors[2]
                ? 'ditolak'
                : 'menunggu'
              : 'draft';
      const { id } = await trx
        .insertInto('skmd')
        .values({
          token: randomBytes(24).toString('base64url'),
          pegawai_id: author.pegawaiId,
          user_id: author.userId,
          kantor_id: author.kantorId,
          tahun: month.year,
          bulan: month.month,
          uraian_tugas: rng.pick(TUGAS),
          tempat_tugas: rng.chance(0.5) ? 'Kantor Cabang' : null,
          created_at: month.toJSDate(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await createApproval(trx, { type: 'skmd', subjectId: id, requesterUserId: author.userId, actor });
      await drive('skmd', id, author, outcome, 'Disetujui');
      // Issued (numbered) when at least three months old; the month before stays waiting for issue.
      if (outcome === 'disetujui' && recent >= 3) {
        const { seq, nomor } = await nextLetterNumber(trx, 'skmd', author.kantorId, month.year);
        await trx
          .updateTable('skmd')
          .set({
            nomor_urut: seq,
            nomor_tahun: month.year,
            nomor,
            diterbitkan_at: month.plus({ days: 5 }).toJSDate(),
            diterbitkan_by: hr.userId,
          })
          .where('id', '=', id)
          .execute();
      }
    }
  }

  // ---- who SKMD applies to ----
  const offices = await trx
    .selectFrom('kantor')
    .select('id')
    .where('deleted_at', 'is', null)
    .where(
      'id',
      'not in',
      authors.map((a) => a.kantorId),
    )
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  if (offices.length > 0)
    await trx
      .insertInto('skmd_exclude_kantor')
      .values(offices.map((k) => ({ kantor_id: k.id, created_by: hr.userId })))
      .execute();
  const others = colleagues.filter((c) => !authors.some((a) => a.pegawaiId === c.id));
  if (others.length >= 2) {
    await trx.insertInto('skmd_exclude_pegawai').values({ pegawai_id: others[0].id, created_by: hr.userId }).execute();
    await trx.insertInto('skmd_include_pegawai').values({ pegawai_id: others[1].id, created_by: hr.userId }).execute();
  }
}
