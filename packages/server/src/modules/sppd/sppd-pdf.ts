/**
 * The printable SPPD letter ('SURAT PERINTAH PERJALANAN DINAS'): the trip, its travellers and their
 * costs per cost type, drawn by the shared letter layout (platform/pdf). Not yet approved → a DRAFT
 * watermark. The signer is whoever approved last; before that, the head of the issuing kantor.
 * Money stays decimal text from PostgreSQL and is only formatted here.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { formatDate, portalNow } from '../../platform/domain.js';
import { renderLetterPdf, type LetterBlock } from '../../platform/pdf/letter-pdf.js';
import { formatRupiah, SPPD_TYPE } from './sppd-rules.js';
import type { SppdDbRow } from './sppd.repo.js';

const JENIS_PEJALAN_LABEL: Record<string, string> = {
  pegawai: 'Pegawai',
  outsourching: 'Outsourcing',
  mitra: 'Mitra',
};

interface TravellerLine {
  id: number;
  nama: string;
  jenis_pejalan: string;
  npp: string | null;
  level_nama: string;
  mitra_jabatan_nama: string | null;
}

interface CostLine {
  pejalan_id: number;
  jenis_biaya_nama: string;
  jumlah_hari: number;
  total: string;
}

interface Signer {
  name: string;
  role: string;
  at: Date | null;
}

async function travellersOf(db: Db, sppdId: number): Promise<TravellerLine[]> {
  return db
    .selectFrom('sppd_pejalan as p')
    .innerJoin('sppd_level as l', 'l.id', 'p.level_id')
    .leftJoin('pegawai as pg', 'pg.id', 'p.pegawai_id')
    .leftJoin('sppd_mitra_jabatan as mj', 'mj.id', 'p.mitra_jabatan_id')
    .select(['p.id', 'p.nama', 'p.jenis_pejalan', 'pg.npp', 'l.nama as level_nama', 'mj.nama as mitra_jabatan_nama'])
    .where('p.sppd_id', '=', sppdId)
    .orderBy('p.id')
    .execute();
}

/** Costs summed per traveller and cost type (a daily rate over n days is one line). */
async function costLinesOf(db: Db, sppdId: number): Promise<CostLine[]> {
  const result = await sql<CostLine>`
    SELECT p.id AS pejalan_id, j.nama AS jenis_biaya_nama, count(DISTINCT b.tanggal)::int AS jumlah_hari,
           sum(b.nominal)::numeric(18,2)::text AS total
    FROM sppd_pejalan p
    JOIN sppd_pejalan_biaya b ON b.pejalan_id = p.id
    JOIN sppd_jenis_biaya j ON j.id = b.jenis_biaya_id
    WHERE p.sppd_id = ${sppdId}
    GROUP BY p.id, j.id, j.nama
    ORDER BY p.id, j.nama`.execute(db);
  return result.rows;
}

/** Per-traveller subtotals, summed by PostgreSQL (never JavaScript floats). */
async function subtotalsOf(db: Db, sppdId: number): Promise<Map<number, string>> {
  const result = await sql<{ pejalan_id: number; total: string }>`
    SELECT p.id AS pejalan_id, coalesce(sum(b.nominal), 0)::numeric(18,2)::text AS total
    FROM sppd_pejalan p LEFT JOIN sppd_pejalan_biaya b ON b.pejalan_id = p.id
    WHERE p.sppd_id = ${sppdId} GROUP BY p.id`.execute(db);
  return new Map(result.rows.map((r) => [r.pejalan_id, r.total]));
}

/** The last approver of the trip; without one, the highest-ranked active employee of the kantor. */
async function signerOf(db: Db, trip: SppdDbRow): Promise<Signer> {
  const approver = await db
    .selectFrom('approval_step as st')
    .innerJoin('approval_request as r', 'r.id', 'st.request_id')
    .innerJoin('users as u', 'u.id', 'st.decided_by')
    .leftJoin('pegawai as pg', 'pg.id', 'u.pegawai_id')
    .select(['u.name', 'pg.nama as pegawai_nama', 'st.label', 'st.decided_at'])
    .where('r.type', '=', SPPD_TYPE)
    .where('r.subject_id', '=', trip.id)
    .where('st.status', '=', 'disetujui')
    .orderBy('st.step_no', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (approver) return { name: approver.pegawai_nama ?? approver.name, role: approver.label, at: approver.decided_at };
  const head = await db
    .selectFrom('pegawai as pg')
    .innerJoin('jabatan as j', 'j.id', 'pg.jabatan_id')
    .select(['pg.nama', 'j.nama as jabatan_nama'])
    .where('pg.kantor_id', '=', trip.kantor_id)
    .where('pg.is_active', '=', true)
    .orderBy(sql`j.level_id NULLS LAST`)
    .orderBy('pg.id')
    .limit(1)
    .executeTakeFirst();
  return { name: head?.nama ?? '-', role: head?.jabatan_nama ?? 'Pimpinan Kantor', at: null };
}

/** 'SPPD/00042/2026': the trip id and the year it starts; the token identifies it on the portal. */
export function sppdLetterNumber(trip: Pick<SppdDbRow, 'id' | 'tanggal_mulai'>): string {
  return `SPPD/${String(trip.id).padStart(5, '0')}/${trip.tanggal_mulai.slice(0, 4)}`;
}

function travellerDescription(t: TravellerLine): string {
  if (t.jenis_pejalan === 'pegawai') return `Pegawai${t.npp ? ` (NPP ${t.npp})` : ''}`;
  if (t.jenis_pejalan === 'mitra') return `Mitra${t.mitra_jabatan_nama ? ` - ${t.mitra_jabatan_nama}` : ''}`;
  return JENIS_PEJALAN_LABEL[t.jenis_pejalan] ?? t.jenis_pejalan;
}

function costRows(travellers: TravellerLine[], lines: CostLine[], subtotals: Map<number, string>): string[][] {
  const rows: string[][] = [];
  travellers.forEach((t, index) => {
    const own = lines.filter((l) => l.pejalan_id === t.id);
    if (own.length === 0) rows.push([String(index + 1), t.nama, 'Belum ada biaya', '-', formatRupiah('0')]);
    own.forEach((l, lineIndex) =>
      rows.push([
        lineIndex === 0 ? String(index + 1) : '',
        lineIndex === 0 ? t.nama : '',
        l.jenis_biaya_nama,
        `${l.jumlah_hari} hari`,
        formatRupiah(l.total),
      ]),
    );
    rows.push(['', '', `Subtotal ${t.nama}`, '', formatRupiah(subtotals.get(t.id) ?? '0')]);
  });
  return rows;
}

/** Renders the letter of a trip the caller may see (the route checks visibility first). */
export async function renderSppdPdf(db: Db, trip: SppdDbRow): Promise<Buffer> {
  const [travellers, lines, subtotals, signer] = await Promise.all([
    travellersOf(db, trip.id),
    costLinesOf(db, trip.id),
    subtotalsOf(db, trip.id),
    signerOf(db, trip),
  ]);
  const kantor = trip.kantor_nama ?? '-';
  const blocks: LetterBlock[] = [
    {
      kind: 'paragraph',
      text: `Yang bertanda tangan di bawah ini memerintahkan pegawai/pejalan yang tercantum di bawah untuk melaksanakan perjalanan dinas dengan ketentuan sebagai berikut.`,
    },
    {
      kind: 'fields',
      rows: [
        ['Kode SPPD', trip.token],
        ['Pemohon', trip.pegawai_nama],
        ['Kantor', kantor],
        ['Jenis Perjalanan', trip.jenis_nama],
        ['Keperluan', trip.keperluan],
        ['Tujuan', trip.tujuan],
        ['Wilayah', trip.wilayah_nama],
        ['Kendaraan', trip.kendaraan_nama ?? '-'],
        ['Tanggal Berangkat', formatDate(trip.tanggal_mulai)],
        ['Tanggal Kembali', formatDate(trip.tanggal_selesai)],
        ['Lama Perjalanan', `${trip.hari} hari`],
        ['Status', trip.status === 'disetujui' ? 'Disetujui' : 'Belum disetujui'],
      ],
    },
    { kind: 'heading', text: 'Pelaksana Perjalanan' },
    {
      kind: 'table',
      columns: ['No', 'Nama', 'Jenis / NPP', 'Level'],
      widths: [30, 180, 163, 110],
      rows: travellers.map((t, index) => [String(index + 1), t.nama, travellerDescription(t), t.level_nama]),
    },
    { kind: 'heading', text: 'Rincian Biaya' },
    {
      kind: 'table',
      columns: ['No', 'Nama', 'Jenis Biaya', 'Jumlah', 'Nominal'],
      widths: [30, 140, 150, 58, 105],
      rows: [...costRows(travellers, lines, subtotals), ['', '', 'TOTAL BIAYA', '', formatRupiah(trip.total_biaya)]],
    },
    {
      kind: 'paragraph',
      text: 'Demikian surat perintah perjalanan dinas ini dibuat untuk dilaksanakan dengan penuh tanggung jawab.',
    },
  ];
  return renderLetterPdf({
    title: 'SURAT PERINTAH PERJALANAN DINAS',
    number: sppdLetterNumber(trip),
    issuer: kantor,
    watermark: trip.status === 'disetujui' ? undefined : 'DRAFT',
    blocks,
    signature: {
      placeDate: `${kantor}, ${formatDate(signer.at ?? portalNow().toJSDate())}`,
      role: signer.role,
      name: signer.name,
    },
  });
}
