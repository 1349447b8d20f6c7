/**
 * The offline assistant ('Asisten offline'): what answers when no provider is configured (AI_BASE_URL
 * unset, the default of a fresh `npm start`). It recognises a fixed set of Indonesian questions and
 * answers them through THE SAME portal tools, with the same permission checks, as the provider path;
 * anything else is answered from the guideline/FAQ documents by full-text search, with page links.
 */
import type { AiToolName } from '@portal/contracts';
import type { ToolResult } from './ai-tools.js';

export const OFFLINE_LABEL = 'Asisten offline';

export interface OfflinePlan {
  tool: AiToolName;
  args: Record<string, unknown>;
}

const INTENTS: ReadonlyArray<{ match: RegExp; plan: (m: RegExpMatchArray) => OfflinePlan }> = [
  { match: /\b(sisa|saldo|jatah)\s+cuti/, plan: () => ({ tool: 'saldo_cuti', args: {} }) },
  { match: /\batasan\b/, plan: () => ({ tool: 'atasan_saya', args: {} }) },
  {
    match: /(?:berapa|jumlah)\s+(?:jumlah\s+)?pegawai\s+(?:di\s+)?(?:kantor\s+)?(.+?)\??$/,
    plan: (m) => ({ tool: 'jumlah_pegawai_kantor', args: { kantor: m[1].replace(/^kantor\s+/, '').trim() } }),
  },
  { match: /\bizin\s+saya\b|\bcuti\s+saya\b/, plan: () => ({ tool: 'izin_saya', args: {} }) },
  { match: /\bpersetujuan\b|\bmenunggu\s+saya\b/, plan: () => ({ tool: 'persetujuan_menunggu', args: {} }) },
  { match: /\b(hari\s+)?libur\b/, plan: () => ({ tool: 'hari_libur', args: {} }) },
  { match: /\babsen(si)?\s+saya\b/, plan: () => ({ tool: 'absensi_saya', args: {} }) },
  {
    match: /\bpotongan\s+gaji(?:\s+(?:kantor|di)\s+(.+?))?\??$/,
    plan: (m) => ({ tool: 'potongan_gaji', args: m[1] ? { kantor: m[1].trim() } : {} }),
  },
  {
    match: /\bcv\s+(?:milik\s+|pegawai\s+)?(?!saya)(.+?)\??$/,
    plan: (m) => ({ tool: 'ringkasan_cv', args: { nama: m[1].trim() } }),
  },
  { match: /\bcv\s+saya\b/, plan: () => ({ tool: 'ringkasan_cv', args: {} }) },
  { match: /\bcari\s+pegawai\s+(.+?)\??$/, plan: (m) => ({ tool: 'cari_pegawai', args: { nama: m[1].trim() } }) },
];

/** The tool the question asks for, or the guideline search when none of the known questions matches. */
export function planOffline(question: string): OfflinePlan {
  const q = question.toLowerCase().replace(/\s+/g, ' ').trim();
  for (const intent of INTENTS) {
    const m = q.match(intent.match);
    if (m) return intent.plan(m);
  }
  return { tool: 'petunjuk_halaman', args: { topik: q } };
}

type Data = Record<string, unknown>;
const list = (items: string[]) => items.map((i) => `- ${i}`).join('\n');

/** Markdown (the page's safe subset) for a tool result. */
export function offlineAnswer(plan: OfflinePlan, result: ToolResult): string {
  if (!result.ok) return result.summary;
  const d = result.data as Data;
  switch (plan.tool) {
    case 'saldo_cuti':
      return (
        `Sisa cuti tahunan Anda tahun ${String(d.tahun)}: **${String(d.sisa)} hari**.\n\n` +
        list([
          `Jatah: ${String(d.jatah)} hari`,
          `Terpakai: ${String(d.terpakai)} hari`,
          `Menunggu persetujuan: ${String(d.menunggu)} hari`,
        ]) +
        '\n\nRinciannya di [Info Izin](/pegawai/izin/info).'
      );
    case 'atasan_saya': {
      const atasan = d.atasan as Array<{ nama: string; jabatan: string | null }>;
      if (atasan.length === 0) return 'Atasan Anda belum dapat ditentukan dari struktur kantor dan jabatan.';
      return `Atasan Anda:\n\n${list(atasan.map((a) => `**${a.nama}**${a.jabatan ? ` (${a.jabatan})` : ''}`))}`;
    }
    case 'jumlah_pegawai_kantor': {
      const rows = d.kantor as Array<{ nama: string; jumlah: number }>;
      return `Jumlah pegawai aktif:\n\n${list(rows.map((r) => `${r.nama}: **${r.jumlah}** pegawai`))}`;
    }
    case 'izin_saya': {
      const rows = d.izin as Array<{ jenis: string; tanggal_mulai: string; tanggal_selesai: string }>;
      if (rows.length === 0) return `Anda tidak mempunyai izin pada bulan ${String(d.bulan)}.`;
      return (
        `Izin Anda bulan ${String(d.bulan)}:\n\n` +
        list(rows.map((r) => `${r.jenis}: ${r.tanggal_mulai} s.d. ${r.tanggal_selesai}`)) +
        '\n\nLihat [daftar izin](/pegawai/izin).'
      );
    }
    case 'persetujuan_menunggu': {
      const rows = d.per_jenis as Array<{ jenis: string; jumlah: number }>;
      if (rows.length === 0) return 'Tidak ada persetujuan yang menunggu Anda.';
      return `Ada **${String(d.total)}** persetujuan yang menunggu Anda:\n\n${list(rows.map((r) => `${r.jenis}: ${r.jumlah}`))}`;
    }
    case 'hari_libur': {
      const rows = d.libur as Array<{ tanggal: string; nama: string }>;
      if (rows.length === 0) return `Belum ada hari libur tercatat untuk tahun ${String(d.tahun)}.`;
      return `Hari libur ${String(d.tahun)}:\n\n${list(rows.map((r) => `${r.tanggal}: ${r.nama}`))}`;
    }
    case 'absensi_saya':
      return d.rekap
        ? `Rekap absensi Anda ${String(d.bulan)}/${String(d.tahun)}:\n\n${list(Object.entries(d.rekap as Data).map(([k, v]) => `${k}: ${String(v)}`))}`
        : `Belum ada data absensi Anda untuk ${String(d.bulan)}/${String(d.tahun)}.`;
    case 'potongan_gaji': {
      const rows = d.potongan as Array<{
        pegawai: string;
        tahun: number;
        bulan: number;
        jenis: string;
        jumlah: number;
      }>;
      if (rows.length === 0) return 'Belum ada potongan gaji tercatat.';
      return `Potongan gaji:\n\n${list(rows.map((r) => `${r.bulan}/${r.tahun} ${r.pegawai}, ${r.jenis}: ${r.jumlah}`))}`;
    }
    case 'ringkasan_cv':
      return (
        `CV **${String(d.nama)}**:\n\n` +
        list([
          `Jabatan: ${String(d.jabatan ?? '-')}`,
          `Kantor: ${String(d.kantor ?? '-')}`,
          `Tanggal pensiun: ${String(d.tanggal_pensiun ?? '-')}`,
          `Riwayat jabatan: ${String(d.riwayat_jabatan)}`,
        ])
      );
    case 'cari_pegawai': {
      const rows = d.pegawai as Array<{ nama: string; jabatan: string | null; kantor: string | null }>;
      if (rows.length === 0) return 'Pegawai tidak ditemukan.';
      return `Pegawai ditemukan:\n\n${list(rows.map((r) => `${r.nama}, ${r.jabatan ?? '-'}, ${r.kantor ?? '-'}`))}`;
    }
    case 'petunjuk_halaman': {
      const rows = d.petunjuk as Array<{ judul: string; isi: string; tautan: string }>;
      if (rows.length === 0)
        return (
          'Maaf, Asisten offline belum memahami pertanyaan itu. Coba tanyakan misalnya: "sisa cuti saya", ' +
          '"siapa atasan saya", "berapa pegawai di kantor pusat", "izin saya bulan ini" atau "persetujuan yang menunggu saya".'
        );
      return rows.map((r) => `**${r.judul}**\n\n${r.isi} [Buka halaman](${r.tautan})`).join('\n\n');
    }
  }
}

/** Splits an answer into the small pieces the page shows as they arrive (the same stream as a provider's). */
export function chunksOf(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}
