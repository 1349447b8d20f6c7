/**
 * Demo care claims (issue #22, ADR 0050): hospitals and clinics of each class, and a dozen claims
 * registered by the 'hr' account for employees without a demo account, through the approval engine
 * as a real registration would go: some still Draft, some waiting for Admin SDM ('admin' has 57),
 * some approved by both steps, one rejected; among them glasses claims within the ceiling of the
 * employee's grade, one per entitled period. Deterministic.
 */
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { actOnApproval, createApproval } from '../platform/approval/index.js';
import type { Database } from '../platform/db/schema.js';
import { portalNow } from '../platform/domain.js';
import { registerPerawatanApproval } from '../modules/perawatan/perawatan-approval.js';
import { kacaMataPeriodeOf } from '../modules/perawatan/perawatan-rules.js';
import { DEMO_ACTOR, demoApprovalAccounts } from './demo-approval.js';
import type { DemoData } from './generate.js';

/** Migration 0051's classes: 1 VIP, 2 Kelas I, 3 Kelas II, 4 Kelas III, 5 Optik / Klinik. */
const TEMPAT = [
  { nama: 'RS Mitra Keluarga', golongan_id: 1, kota: 'Jakarta' },
  { nama: 'RSUP Dr. Hasan Sadikin', golongan_id: 2, kota: 'Bandung' },
  { nama: 'RS Santo Borromeus', golongan_id: 2, kota: 'Bandung' },
  { nama: 'RSUD Dr. Soetomo', golongan_id: 3, kota: 'Surabaya' },
  { nama: 'Puskesmas Kecamatan Coblong', golongan_id: 4, kota: 'Bandung' },
  { nama: 'Optik Tunggal', golongan_id: 5, kota: 'Jakarta' },
  { nama: 'Klinik Pratama Sehat', golongan_id: 5, kota: 'Semarang' },
] as const;

type End = 'draft' | 'menunggu' | 'step1' | 'disetujui' | 'ditolak';

/** jenis 1 Rawat Jalan, 2 Rawat Inap, 3 Kacamata, 4 Perawatan Gigi, 5 Persalinan; tempat index. */
const CLAIMS: { jenis_id: number; tempat: number; days: number; nominal: string; end: End; ket: string }[] = [
  { jenis_id: 1, tempat: 1, days: 3, nominal: '450000.00', end: 'draft', ket: 'Kontrol tekanan darah' },
  { jenis_id: 3, tempat: 5, days: 6, nominal: '700000.00', end: 'menunggu', ket: 'Lensa minus dan bingkai' },
  {
    jenis_id: 2,
    tempat: 2,
    days: 12,
    nominal: '7850000.00',
    end: 'menunggu',
    ket: 'Rawat inap 3 hari, demam berdarah',
  },
  { jenis_id: 4, tempat: 6, days: 15, nominal: '650000.00', end: 'step1', ket: 'Tambal dan scaling' },
  { jenis_id: 1, tempat: 4, days: 20, nominal: '275000.00', end: 'disetujui', ket: 'Pemeriksaan umum' },
  { jenis_id: 5, tempat: 0, days: 34, nominal: '12500000.00', end: 'disetujui', ket: 'Persalinan normal' },
  { jenis_id: 3, tempat: 5, days: 40, nominal: '600000.00', end: 'disetujui', ket: 'Kacamata baca' },
  { jenis_id: 1, tempat: 3, days: 45, nominal: '180000.00', end: 'ditolak', ket: 'Nota tidak terbaca' },
  { jenis_id: 4, tempat: 6, days: 52, nominal: '900000.00', end: 'disetujui', ket: 'Cabut gigi geraham' },
  { jenis_id: 2, tempat: 1, days: 60, nominal: '15250000.00', end: 'disetujui', ket: 'Operasi usus buntu' },
];

export async function loadPerawatanDemo(trx: Transaction<Database>, data: DemoData): Promise<void> {
  registerPerawatanApproval();
  const tempatIds = (
    await trx
      .insertInto('perawatan_rs_tempat')
      .values(TEMPAT.map((t) => ({ ...t })))
      .returning('id')
      .execute()
  ).map((r) => r.id);
  const withAccount = new Set(data.accountPegawai.values());
  const staff = data.pegawai
    .filter((p) => !withAccount.has(p.id) && p.is_active !== false)
    .slice(10, 10 + CLAIMS.length);
  if (staff.length < CLAIMS.length) return;
  const account = await demoApprovalAccounts(trx, data);
  const hr = account('hr');
  const admin = account('admin');
  const today = portalNow().startOf('day');

  for (const [i, c] of CLAIMS.entries()) {
    const tanggal = today.minus({ days: c.days }).toISODate()!;
    const { id } = await trx
      .insertInto('perawatan_nota')
      .values({
        token: randomBytes(24).toString('base64url'),
        pegawai_id: staff[i]!.id,
        user_id: hr.userId,
        jenis_id: c.jenis_id,
        rs_tempat_id: tempatIds[c.tempat]!,
        tanggal,
        nomor_nota: `NT/${tanggal.slice(0, 4)}/${String(i + 1).padStart(4, '0')}`,
        nominal: c.nominal,
        keterangan: c.ket,
        kaca_mata_periode: c.jenis_id === 3 ? kacaMataPeriodeOf(tanggal) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createApproval(trx, { type: 'perawatan', subjectId: id, requesterUserId: hr.userId, actor: DEMO_ACTOR });
    const act = (user: typeof hr, action: 'request' | 'approve' | 'reject', note?: string) =>
      actOnApproval(trx, { type: 'perawatan', subjectId: id, action, user, actor: DEMO_ACTOR, note });
    if (c.end === 'draft') continue;
    await act(hr, 'request');
    if (c.end === 'menunggu') continue;
    if (c.end === 'ditolak') {
      await act(admin, 'reject', c.ket);
      continue;
    }
    await act(admin, 'approve', 'Nota dan kuitansi lengkap');
    if (c.end === 'disetujui') await act(admin, 'approve');
  }
}
