/**
 * The portal tools of the AI assistant. Each runs AS THE ASKING USER: it calls the owning module's
 * service with the caller's AuthContext (roles, jabatan, own employee), so a tool answers exactly what
 * the same user could open in the portal, and nothing the model writes (or text stored in portal data)
 * can widen it: the arguments only narrow (a name, a month), the scope comes from `auth`.
 *
 * A refusal is a normal result (`ok: false` with an Indonesian reason), never an exception: both the
 * provider and the offline assistant show it as the answer.
 */
import type { AiToolName, AiToolUse } from '@portal/contracts';
import { AI_TOOL_NAMES } from '@portal/contracts';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import { pegawaiIdOfUser } from '../../platform/auth/own-pegawai.js';
import { resolveSuperiorUserIds } from '../../platform/approval/index.js';
import type { AppContext } from '../../platform/context.js';
import { POLICY, portalNow } from '../../platform/domain.js';
import { HttpError } from '../../platform/errors.js';
import { AbsenReportsService } from '../absen-reports/public.js';
import { PotonganService, isDeductionAdmin } from '../gaji/public.js';
import { IzinService } from '../izin/public.js';
import { listLibur } from '../libur/public.js';
import { PegawaiListService } from '../pegawai/public.js';
import { PegawaiCvService } from '../pegawai-cv/public.js';
import * as repo from './ai.repo.js';

export interface ToolResult {
  ok: boolean;
  /** One line the user sees under the answer ("data yang dipakai"). */
  summary: string;
  /** What the model (or the offline answer) reads; JSON-serialisable. */
  data: unknown;
}

interface ToolDefinition {
  name: AiToolName;
  /** Indonesian label shown to the user. */
  label: string;
  description: string;
  parameters: Record<string, unknown>;
  run(args: Record<string, unknown>): Promise<ToolResult>;
}

export const AI_REFUSALS = {
  cvOther: 'Anda tidak berwenang melihat CV pegawai lain.',
  searchEmployees: 'Anda tidak berwenang mencari data pegawai lain.',
  deductionsOther: 'Anda tidak berwenang melihat potongan gaji kantor atau pegawai lain.',
  noPegawai: 'Akun Anda tidak terhubung dengan data pegawai.',
  notAllowed: 'Alat ini tidak diizinkan untuk agen ini.',
  unknownTool: 'Alat tidak dikenal.',
  failed: 'Data portal tidak dapat dibaca saat ini.',
} as const;

export function refusal(summary: string): ToolResult {
  return { ok: false, summary, data: { error: summary } };
}

function text(args: Record<string, unknown>, key: string): string | undefined {
  const value = args[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : undefined;
}

function int(args: Record<string, unknown>, key: string, min: number, max: number): number | undefined {
  const value = typeof args[key] === 'string' ? Number(args[key]) : args[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

const obj = (properties: Record<string, unknown> = {}) => ({ type: 'object', properties, additionalProperties: false });
const STR = { type: 'string' };
const INT = { type: 'integer' };

/** The tools of one caller. Services are built per app (they hold only the context). */
export class PortalTools {
  private readonly izin: IzinService;
  private readonly cv: PegawaiCvService;
  private readonly absen: AbsenReportsService;
  private readonly pegawai: PegawaiListService;
  private readonly potongan: PotonganService;

  constructor(private readonly ctx: AppContext) {
    this.izin = new IzinService(ctx);
    this.cv = new PegawaiCvService(ctx);
    this.absen = new AbsenReportsService(ctx);
    this.pegawai = new PegawaiListService(ctx);
    this.potongan = new PotonganService(ctx);
  }

  definitions(auth: AuthContext): ToolDefinition[] {
    const db = this.ctx.db;
    const now = portalNow();
    const own = () => pegawaiIdOfUser(db, auth.userId);
    return [
      {
        name: 'cari_pegawai',
        label: 'Pencarian pegawai',
        description: 'Cari pegawai menurut nama atau NPP (hanya Admin SDM).',
        parameters: obj({ nama: STR }),
        run: async (args) => {
          if (!hasAccess(auth, POLICY.hrAdminUnrestricted)) return refusal(AI_REFUSALS.searchEmployees);
          const page = await this.pegawai.list({ page: 1, per_page: 10, search: text(args, 'nama') });
          const rows = page.data.map((p) => ({
            id: p.id,
            nama: p.nama,
            npp: p.npp,
            jabatan: p.jabatan?.nama ?? null,
            kantor: p.kantor?.nama ?? null,
          }));
          return { ok: true, summary: `${page.total} pegawai ditemukan`, data: { total: page.total, pegawai: rows } };
        },
      },
      {
        name: 'ringkasan_cv',
        label: 'CV pegawai',
        description:
          'Ringkasan CV: tanpa argumen CV sendiri; pegawai_id atau nama untuk pegawai lain (hanya Admin SDM).',
        parameters: obj({ pegawai_id: INT, nama: STR }),
        run: async (args) => {
          let id = int(args, 'pegawai_id', 1, 2_147_483_647) ?? null;
          const nama = text(args, 'nama');
          if (id === null && nama) {
            if (!hasAccess(auth, POLICY.seeAnyCv)) return refusal(AI_REFUSALS.cvOther);
            const found = await this.pegawai.list({ page: 1, per_page: 1, search: nama });
            if (found.data.length === 0) return refusal(`Pegawai "${nama}" tidak ditemukan.`);
            id = found.data[0].id;
          }
          if (id !== null && id !== (await own()) && !hasAccess(auth, POLICY.seeAnyCv))
            return refusal(AI_REFUSALS.cvOther);
          const { data } = await this.cv.show(auth, id);
          const p = data.profile;
          return {
            ok: true,
            summary: `CV ${p.nama}`,
            data: {
              nama: p.nama,
              npp: p.npp,
              jabatan: p.jabatan?.nama ?? null,
              kantor: p.kantor?.nama ?? null,
              tanggal_lahir: p.tanggal_lahir,
              tanggal_pensiun: p.retirement_date,
              riwayat_jabatan: data.jabatan.length,
              riwayat_pangkat: data.pangkat.length,
              pendidikan: data.pendidikan.map((e) => `${e.jenjang} ${e.institusi} (${e.tahun})`),
            },
          };
        },
      },
      {
        name: 'saldo_cuti',
        label: 'Saldo cuti tahunan',
        description: 'Jatah, terpakai, menunggu dan sisa cuti tahunan pengguna sendiri.',
        parameters: obj({ tahun: INT }),
        run: async (args) => {
          const tahun = int(args, 'tahun', 2000, 2100) ?? now.year;
          const balance = (await this.izin.config(auth, tahun)).data.balance;
          if (!balance) return refusal(AI_REFUSALS.noPegawai);
          return { ok: true, summary: `Sisa cuti ${tahun}: ${balance.sisa} hari`, data: balance };
        },
      },
      {
        name: 'izin_saya',
        label: 'Izin saya',
        description: 'Izin/cuti milik pengguna sendiri pada satu bulan (bulan: YYYY-MM).',
        parameters: obj({ bulan: STR }),
        run: async (args) => {
          const bulan = /^\d{4}-(0[1-9]|1[0-2])$/.test(text(args, 'bulan') ?? '')
            ? text(args, 'bulan')!
            : now.toFormat('yyyy-MM');
          const rows = await repo.ownIzinOfMonth(db, auth.userId, bulan);
          return { ok: true, summary: `${rows.length} izin pada ${bulan}`, data: { bulan, izin: rows } };
        },
      },
      {
        name: 'absensi_saya',
        label: 'Absensi saya',
        description: 'Rekap absensi pengguna sendiri pada satu bulan.',
        parameters: obj({ tahun: INT, bulan: INT }),
        run: async (args) => {
          const pegawaiId = await own();
          if (pegawaiId === null) return refusal(AI_REFUSALS.noPegawai);
          const tahun = int(args, 'tahun', 2000, 2100) ?? now.year;
          const bulan = int(args, 'bulan', 1, 12) ?? now.month;
          const report = await this.absen.monthReport(auth, {
            tahun,
            bulan,
            pegawai_id: pegawaiId,
            page: 1,
            per_page: 1,
          });
          return {
            ok: true,
            summary: `Absensi ${String(bulan).padStart(2, '0')}/${tahun}`,
            data: { tahun, bulan, rekap: report.data[0]?.totals ?? null },
          };
        },
      },
      {
        name: 'jumlah_pegawai_kantor',
        label: 'Jumlah pegawai kantor',
        description: 'Jumlah pegawai aktif di kantor yang namanya mengandung teks (angka agregat, seperti dashboard).',
        parameters: obj({ kantor: STR }),
        run: async (args) => {
          const kantor = text(args, 'kantor');
          if (!kantor) return refusal('Sebutkan nama kantornya.');
          let rows: Awaited<ReturnType<typeof repo.headcountByKantorName>> = [];
          for (const name of kantorNameCandidates(kantor)) {
            rows = await repo.headcountByKantorName(db, name);
            if (rows.length > 0) break;
          }
          if (rows.length === 0) return refusal(`Kantor "${kantor}" tidak ditemukan.`);
          return { ok: true, summary: `Jumlah pegawai ${rows[0].nama}: ${rows[0].jumlah}`, data: { kantor: rows } };
        },
      },
      {
        name: 'persetujuan_menunggu',
        label: 'Persetujuan menunggu',
        description: 'Jumlah permintaan (izin, SPPD, nota dinas, …) yang menunggu keputusan pengguna.',
        parameters: obj(),
        run: async () => {
          const rows = await repo.pendingApprovals(db, auth.userId);
          const total = rows.reduce((sum, r) => sum + r.jumlah, 0);
          return { ok: true, summary: `${total} persetujuan menunggu`, data: { total, per_jenis: rows } };
        },
      },
      {
        name: 'hari_libur',
        label: 'Hari libur',
        description: 'Hari libur nasional pada satu tahun.',
        parameters: obj({ tahun: INT }),
        run: async (args) => {
          const tahun = int(args, 'tahun', 2000, 2100) ?? now.year;
          const page = await listLibur(db, { tahun, page: 1, per_page: 100 });
          return { ok: true, summary: `${page.total} hari libur ${tahun}`, data: { tahun, libur: page.data } };
        },
      },
      {
        name: 'atasan_saya',
        label: 'Atasan saya',
        description: 'Atasan langsung pengguna (pemberi persetujuan pertama).',
        parameters: obj(),
        run: async () => {
          const pegawaiId = await own();
          if (pegawaiId === null) return refusal(AI_REFUSALS.noPegawai);
          const atasan = await repo.namesOfUsers(db, await resolveSuperiorUserIds(db, pegawaiId));
          return {
            ok: true,
            summary: atasan.length ? `Atasan: ${atasan.map((a) => a.nama).join(', ')}` : 'Atasan tidak ditemukan',
            data: { atasan },
          };
        },
      },
      {
        name: 'potongan_gaji',
        label: 'Potongan gaji',
        description:
          'Potongan gaji: tanpa argumen milik sendiri; kantor atau nama_pegawai hanya untuk admin potongan gaji.',
        parameters: obj({ kantor: STR, nama_pegawai: STR, tahun: INT }),
        run: async (args) => {
          const kantor = text(args, 'kantor');
          const wide = kantor !== undefined || text(args, 'nama_pegawai') !== undefined;
          if (wide && !isDeductionAdmin(auth)) return refusal(AI_REFUSALS.deductionsOther);
          // The office named, as jumlah_pegawai_kantor finds it: the closest name wins.
          const office = kantor === undefined ? undefined : (await repo.headcountByKantorName(db, kantor))[0];
          if (kantor !== undefined && !office) return refusal(`Kantor "${kantor}" tidak ditemukan.`);
          const tahun = int(args, 'tahun', 2000, 2100);
          const page = await this.potongan.list(auth, 'gaji', {
            page: 1,
            per_page: 12,
            tahun,
            kantor_id: office?.id,
            search: text(args, 'nama_pegawai'),
          });
          const rows = page.data.map((r) => ({
            pegawai: r.pegawai.nama,
            tahun: r.tahun,
            bulan: r.bulan,
            jenis: r.jenis.nama,
            jumlah: r.jumlah,
          }));
          return {
            ok: true,
            summary: `${page.total} baris potongan gaji`,
            data: { total: page.total, potongan: rows },
          };
        },
      },
      {
        name: 'petunjuk_halaman',
        label: 'Petunjuk portal',
        description: 'Cari petunjuk/FAQ portal ("di mana saya …") beserta tautan halamannya.',
        parameters: obj({ topik: STR }),
        run: async (args) => {
          const rows = await repo.searchFaq(db, text(args, 'topik') ?? '');
          return { ok: true, summary: `${rows.length} petunjuk ditemukan`, data: { petunjuk: rows } };
        },
      },
    ];
  }

  /**
   * Runs one tool for `auth`, if the agent allows it. Errors of the services (403/404 of a row the
   * user may not see) become refusals; anything else a plain failure, never a thrown error.
   */
  async run(
    auth: AuthContext,
    allowed: readonly string[],
    name: string,
    args: Record<string, unknown>,
  ): Promise<ToolResult & { use: AiToolUse }> {
    const tool = this.definitions(auth).find((t) => t.name === name);
    const label = tool?.label ?? name;
    let result: ToolResult;
    if (!tool) result = refusal(AI_REFUSALS.unknownTool);
    else if (!allowed.includes(name)) result = refusal(AI_REFUSALS.notAllowed);
    else {
      try {
        result = await tool.run(args);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500) result = refusal(error.message);
        else result = refusal(AI_REFUSALS.failed);
      }
    }
    return { ...result, use: { name, label, ok: result.ok, summary: result.summary } };
  }
}

/** Words of office classes a question adds that the office's own name lacks ('kantor cabang bandung' → 'bandung'). */
const KANTOR_CLASS_WORDS = /\b(kantor|cabang|utama|pembantu|wilayah|kas|kc|kcp|kcu|kanwil|unit|di)\b/g;

/** The name as asked, without class words, then its words longest first: the first that names an office wins. */
export function kantorNameCandidates(asked: string): string[] {
  const plain = asked.toLowerCase().replace(KANTOR_CLASS_WORDS, ' ').replace(/\s+/g, ' ').trim();
  const words = plain
    .split(' ')
    .filter((w) => w.length >= 3)
    .sort((a, b) => b.length - a.length);
  return [...new Set([asked, plain, ...words].filter((c) => c !== ''))].slice(0, 5);
}

export function isToolName(name: string): name is AiToolName {
  return (AI_TOOL_NAMES as readonly string[]).includes(name);
}
