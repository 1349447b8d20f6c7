/**
 * Demo qualifications (issue #22, ADR 0052): every position in use gets two or three requirements
 * (education, certification, experience; leaders more), every rank the service time and appraisal
 * it asks for, and every office from branch level up the certifications its counter and risk staff
 * must hold, so /qualification/jabatan, pangkat and kantor have full lists with employee counts.
 * Deterministic: chosen by position/rank/office id, no random numbers.
 */
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import type { QualificationTable } from '../platform/db/tables/qualification.js';
import type { DemoData } from './generate.js';
import { insertBatched } from './insert-batched.js';
import { LEVEL } from './offices.js';

const EDUCATION = ['Pendidikan minimal D3', 'Pendidikan minimal S1', 'Pendidikan minimal S1 Ekonomi/Manajemen'];
const POSITION = [
  ['Sertifikasi Manajemen Risiko Tingkat 1', 'Wajib sebelum menjabat'],
  ['Pelatihan Layanan Prima', null],
  ['Sertifikasi Anti Pencucian Uang (APU-PPT)', 'Diperbarui setiap 2 tahun'],
  ['Pengalaman minimal 2 tahun di bidang yang sama', null],
  ['Pelatihan Perkreditan Dasar', 'Untuk jabatan bidang bisnis'],
] as const;
const LEADER = ['Sertifikasi Manajemen Risiko Tingkat 2', 'Lulus Assessment Center kepemimpinan'];

const OFFICE = [
  ['Brevet Kas', 'Untuk teller dan kepala kas'],
  ['Sertifikasi Anti Pencucian Uang (APU-PPT)', 'Untuk petugas layanan nasabah'],
  ['Sertifikasi Manajemen Risiko Tingkat 1', 'Untuk pejabat pemutus kredit'],
] as const;

export async function loadQualificationDemo(trx: Transaction<Database>, data: DemoData): Promise<void> {
  const rows: Insertable<QualificationTable>[] = [];
  const used = new Set(data.pegawai.map((p) => p.jabatan_id).filter((id): id is number => typeof id === 'number'));
  for (const j of data.jabatan) {
    if (!used.has(j.id) || j.is_disabled) continue;
    const base = { kind: 'jabatan' as const, jabatan_id: j.id };
    rows.push({ ...base, nama: EDUCATION[j.id % EDUCATION.length], keterangan: null });
    const [nama, keterangan] = POSITION[j.id % POSITION.length];
    rows.push({ ...base, nama, keterangan });
    if (j.parent_id == null || (j.level_id ?? 9) <= 3)
      for (const leader of LEADER) rows.push({ ...base, nama: leader, keterangan: 'Untuk jabatan pimpinan' });
  }
  for (const p of data.pangkat) {
    const years = p.id <= 8 ? 2 : p.id <= 12 ? 3 : 4;
    const base = { kind: 'pangkat' as const, pangkat_id: p.id };
    rows.push({ ...base, nama: `Masa kerja minimal ${years} tahun pada pangkat sebelumnya`, keterangan: null });
    rows.push({ ...base, nama: 'Nilai KPI minimal Baik dua tahun terakhir', keterangan: 'Tanpa sanksi aktif' });
    if (p.id >= 12) rows.push({ ...base, nama: 'Lulus uji kompetensi pimpinan', keterangan: null });
  }
  for (const k of data.kantor) {
    if (k.kantor_level_id > LEVEL.cabang) continue;
    const base = { kind: 'kantor' as const, kantor_id: k.id };
    for (const [i, [nama, keterangan]] of OFFICE.entries())
      if (i === 0 || (k.id + i) % 2 === 0) rows.push({ ...base, nama, keterangan });
  }
  await insertBatched(trx, 'qualification', rows);
}
