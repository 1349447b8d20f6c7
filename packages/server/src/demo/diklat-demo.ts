/**
 * Demo training register (issue #22, ADR 0049), on top of the CV demo's eight diklat events and their
 * participants (cv-demo.ts): the organisers with their acronyms linked to those events, each event's
 * category and status, certifications and qualifications under their parents, and what a few
 * positions require, so /pegawai/diklat/required shows real gaps against the demo employees'
 * kompetensi. Deterministic.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import type { DemoData } from './generate.js';

const PENYELENGGARA = [
  { nama: 'Divisi Sumber Daya Manusia', akronim: 'SDM', old: 'Divisi SDM' },
  { nama: 'Lembaga Pengembangan Perbankan Indonesia', akronim: 'LPPI', old: 'LPPI' },
  { nama: 'Badan Sertifikasi Manajemen Risiko', akronim: 'BSMR', old: 'BSMR' },
  { nama: 'Pusat Pelaporan dan Analisis Transaksi Keuangan', akronim: 'PPATK', old: 'PPATK' },
  { nama: 'Lembaga Sertifikasi Profesi Perbankan', akronim: 'LSPP', old: 'LSPP' },
] as const;

/** Migration 0050's category and status ids, by the CV demo's event name. */
const EVENT_META: Record<string, { kategori_id: number; status_id: number; tempat: string }> = {
  'Orientasi Pegawai Baru': { kategori_id: 5, status_id: 3, tempat: 'Kantor Pusat, Makassar' },
  'Analisis Kredit Mikro': { kategori_id: 1, status_id: 3, tempat: 'Jakarta' },
  'Manajemen Risiko Perbankan': { kategori_id: 4, status_id: 3, tempat: 'Jakarta' },
  'Pelayanan Prima': { kategori_id: 1, status_id: 2, tempat: 'Makassar' },
  'Anti Pencucian Uang': { kategori_id: 3, status_id: 3, tempat: 'Daring' },
  'Sertifikasi Treasury Dealer': { kategori_id: 4, status_id: 1, tempat: 'Jakarta' },
  'Kepemimpinan Tingkat Menengah': { kategori_id: 2, status_id: 1, tempat: 'Bogor' },
  'Sertifikasi Kepatuhan': { kategori_id: 4, status_id: 3, tempat: 'Surabaya' },
};

/** The certification an event leads to, where its name is not the certification's. */
const CERTIFIES: Record<string, string> = { 'Manajemen Risiko Perbankan': 'Manajemen Risiko Level 1' };

const SERTIFIKASI: Record<string, string[]> = {
  'Manajemen Risiko': ['Manajemen Risiko Level 1', 'Manajemen Risiko Level 2', 'Manajemen Risiko Level 3'],
  'Treasury dan Kepatuhan': ['Treasury Dealer', 'Sertifikasi Kepatuhan'],
};
const QUALIFICATION: Record<string, string[]> = {
  Perkreditan: ['Analis Kredit Pratama', 'Analis Kredit Madya'],
  'Layanan Nasabah': ['Teller Bersertifikat', 'Customer Service Bersertifikat'],
};

/** Position name → what it requires (the CV demo's kompetensi names). */
const REQUIRED: Record<string, string[]> = {
  'Analis Kredit': ['Analisis Laporan Keuangan', 'Negosiasi', 'Analisis Data'],
  Teller: ['Pelayanan Nasabah', 'Komunikasi Efektif'],
  'Customer Service': ['Pelayanan Nasabah', 'Komunikasi Efektif', 'Negosiasi'],
  'Pemimpin Cabang': ['Kepemimpinan', 'Penyusunan Anggaran', 'Analisis Laporan Keuangan'],
};

export async function loadDiklatDemo(trx: Transaction<Database>, data: DemoData): Promise<void> {
  const organisers = await trx
    .insertInto('diklat_penyelenggara')
    .values(PENYELENGGARA.map(({ nama, akronim }) => ({ nama, akronim })))
    .returning(['id', 'akronim'])
    .execute();
  const organiserOf = new Map<string, number>(PENYELENGGARA.map((p, i) => [p.old, organisers[i]!.id]));
  const events = await trx.selectFrom('diklat_event').select(['id', 'nama', 'penyelenggara']).execute();
  const links = events.flatMap((e) => {
    const id = e.penyelenggara ? organiserOf.get(e.penyelenggara) : undefined;
    return id === undefined ? [] : [{ diklat_event_id: e.id, penyelenggara_id: id }];
  });
  if (links.length > 0) await trx.insertInto('diklat_event_penyelenggara').values(links).execute();

  const sertifikasiIds = new Map<string, number>();
  for (const [parent, children] of Object.entries(SERTIFIKASI)) {
    const { id } = await trx
      .insertInto('diklat_sertifikasi_parent')
      .values({ nama: parent })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = await trx
      .insertInto('diklat_sertifikasi')
      .values(children.map((nama) => ({ nama, parent_id: id })))
      .returning(['id', 'nama'])
      .execute();
    for (const r of rows) sertifikasiIds.set(r.nama, r.id);
  }
  for (const [parent, children] of Object.entries(QUALIFICATION)) {
    const { id } = await trx
      .insertInto('diklat_qualification_parent')
      .values({ nama: parent })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('diklat_qualification')
      .values(children.map((nama) => ({ nama, parent_id: id })))
      .execute();
  }

  for (const e of events) {
    const meta = EVENT_META[e.nama];
    if (!meta) continue;
    await trx
      .updateTable('diklat_event')
      .set({ ...meta, sertifikasi_id: sertifikasiIds.get(CERTIFIES[e.nama] ?? e.nama) ?? null })
      .where('id', '=', e.id)
      .execute();
  }

  const required = data.jabatan.flatMap((j) => (REQUIRED[j.nama] ?? []).map((nama) => ({ jabatan_id: j.id, nama })));
  if (required.length > 0) await trx.insertInto('jabatan_kompetensi').values(required).execute();
}
