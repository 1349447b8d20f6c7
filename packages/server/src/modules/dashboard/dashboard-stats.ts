/**
 * The dashboard's topics (spec section 3) as values, for every scope at once: scope 0 (the whole
 * organisation) and each office with employees (that office and the offices below it). The SQL
 * counts (dashboard-stats.repo.ts) group by scope; here they become each topic's value shape.
 * Topics whose data lives in modules not built yet answer `null` with a note: never a made-up number.
 */
import { DateTime } from 'luxon';
import type { DashboardTopic } from '@portal/domain';
import type { Db } from '../../platform/db/database.js';
import * as repo from './dashboard-stats.repo.js';

/** Spec sections 4/9 (RETIREMENT_AGE of @portal/domain). */
export const RETIREMENT_AGE = 56;
const RETIREMENT_YEARS_AHEAD = 5;
const BIRTHDAYS_LISTED = 100;
const MONTHS_SHOWN = 12;
const YEARS_SHOWN = 10;
/** Office charts show the offices with most trips; the rest are summed into one bar. */
const OFFICES_SHOWN = 15;

export const NOT_BUILT = {
  pegawaiPendidikanIzin: 'Belum tersedia: modul Izin Belajar belum dibangun',
  employeeToLaba: 'Belum tersedia: data laba perusahaan belum ada di portal',
  pegawaiBisnis: 'Belum tersedia: penggolongan pegawai bisnis belum ada di portal',
} as const satisfies Partial<Record<DashboardTopic, string>>;

export const TOPIC_NOTES = {
  headcount:
    'Pegawai menurut tanggal pegawai tetap, dikurangi pegawai yang keluar (PHK) sampai akhir periode; MBT belum tercatat di portal',
  inactive: 'Pegawai baru menurut tanggal pegawai tetap; PHK menurut tanggal berlakunya; MBT belum tercatat di portal',
  keluar: 'Pegawai yang keluar (PHK) per tahun menurut tanggal berlakunya; MBT belum tercatat di portal',
  kantorSPPD: 'SPPD yang diajukan atau disetujui dan berangkat tahun ini, per kantor pembebanan',
  kantorSPPDNoFile: 'SPPD disetujui yang sudah selesai tetapi belum memiliki bukti perjalanan',
  kantorSPPDPendingBiaya: 'SPPD disetujui dengan biaya yang belum disetujui',
  sakitRange: 'Hari kerja sakit (izin sakit yang disetujui) per bulan',
  pendidikan: 'Pendidikan terakhir menurut CV pegawai',
  sanksi: 'Pegawai aktif dengan sanksi yang masih berlaku hari ini',
  outsourcing: 'Pegawai outsourcing dengan kontrak yang berlaku hari ini, per jenis kontrak, di kantor kontraknya',
  diklat: 'Pegawai aktif yang mengikuti diklat yang dimulai tahun ini, per kategori diklat',
} as const;

export interface SeriesItem {
  id: number | string | null;
  nama: string;
  jumlah: number;
}

/** A topic's value for each scope; scopes missing from the map have no data for it. */
type PerScope = Map<number, unknown>;

interface Computed {
  values: PerScope;
  note?: string;
}

type Computer = (db: Db, scopes: readonly number[]) => Promise<Computed>;

function groupBy<T extends { scope_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row.scope_id);
    if (list) list.push(row);
    else out.set(row.scope_id, [row]);
  }
  return out;
}

/** Every scope gets a value; `build` sees the scope's rows (possibly none). */
function perScope<T extends { scope_id: number }>(
  scopes: readonly number[],
  rows: readonly T[],
  build: (rows: T[], scope: number) => unknown,
): PerScope {
  const grouped = groupBy(rows);
  return new Map(scopes.map((scope) => [scope, build(grouped.get(scope) ?? [], scope)]));
}

const byOrdThenName = (a: repo.ScopedCount, b: repo.ScopedCount) =>
  (a.ord ?? Number.MAX_SAFE_INTEGER) - (b.ord ?? Number.MAX_SAFE_INTEGER) || a.nama.localeCompare(b.nama, 'id');

const toItem = ({ id, nama, jumlah }: repo.ScopedCount): SeriesItem => ({ id, nama, jumlah });

/** Categories in their order. */
const series =
  (query: (db: Db) => Promise<repo.ScopedCount[]>, note?: string): Computer =>
  async (db, scopes) => ({
    values: perScope(scopes, await query(db), (rows) => [...rows].sort(byOrdThenName).map(toItem)),
    note,
  });

/** Largest first; past `limit` bars the rest are summed into 'Lainnya (n kantor)'. */
function largestFirst(rows: readonly repo.ScopedCount[], limit = Infinity): SeriesItem[] {
  const sorted = [...rows].sort((a, b) => b.jumlah - a.jumlah || a.nama.localeCompare(b.nama, 'id')).map(toItem);
  if (sorted.length <= limit) return sorted;
  const rest = sorted.slice(limit - 1);
  return [
    ...sorted.slice(0, limit - 1),
    { id: null, nama: `Lainnya (${rest.length} kantor)`, jumlah: rest.reduce((n, r) => n + r.jumlah, 0) },
  ];
}

const trips =
  (filter: repo.TripFilter, note: string): Computer =>
  async (db, scopes) => ({
    values: perScope(scopes, await repo.tripsPerOffice(db, filter), (rows) => largestFirst(rows, OFFICES_SHOWN)),
    note,
  });

export const AGE_BANDS = [
  ['< 25', 0],
  ['25 - 29', 25],
  ['30 - 34', 30],
  ['35 - 39', 35],
  ['40 - 44', 40],
  ['45 - 49', 45],
  ['50 - 55', 50],
  ['≥ 56', 56],
] as const;

export const SERVICE_BANDS = [
  ['< 1 tahun', 0],
  ['1 - 4 tahun', 1],
  ['5 - 9 tahun', 5],
  ['10 - 14 tahun', 10],
  ['15 - 19 tahun', 15],
  ['20 - 24 tahun', 20],
  ['25 - 29 tahun', 25],
  ['≥ 30 tahun', 30],
] as const;

/** Index of the band holding `x` (bands ascending by lower bound), or -1 (unknown, negative). */
function bandOf(bands: readonly (readonly [string, number])[], x: number | null): number {
  if (x === null || x < bands[0][1]) return -1;
  let found = 0;
  bands.forEach(([, low], i) => {
    if (x >= low) found = i;
  });
  return found;
}

/** Age bands with the split by gender (an age pyramid): `{ id, nama, jumlah, laki_laki, perempuan }`. */
const ages: Computer = async (db, scopes) => ({
  values: perScope(scopes, await repo.agesByGender(db), (rows) => {
    const bands = AGE_BANDS.map(([nama], i) => ({ id: i + 1, nama, jumlah: 0, laki_laki: 0, perempuan: 0 }));
    const unknown = { id: null, nama: 'Tidak diketahui', jumlah: 0, laki_laki: 0, perempuan: 0 };
    for (const r of rows) {
      const i = bandOf(AGE_BANDS, r.umur);
      const band = i < 0 ? unknown : bands[i];
      band.jumlah += r.jumlah;
      if (r.jenis_kelamin === 'L') band.laki_laki += r.jumlah;
      if (r.jenis_kelamin === 'P') band.perempuan += r.jumlah;
    }
    return unknown.jumlah > 0 ? [...bands, unknown] : bands;
  }),
});

const serviceDuration: Computer = async (db, scopes) => ({
  values: perScope(scopes, await repo.serviceYears(db), (rows) => {
    const bands: SeriesItem[] = SERVICE_BANDS.map(([nama], i) => ({ id: i + 1, nama, jumlah: 0 }));
    const notPermanent: SeriesItem = { id: null, nama: 'Belum pegawai tetap', jumlah: 0 };
    for (const r of rows) {
      const i = bandOf(SERVICE_BANDS, r.tahun);
      (i < 0 ? notPermanent : bands[i]).jumlah += r.jumlah;
    }
    return notPermanent.jumlah > 0 ? [...bands, notPermanent] : bands;
  }),
});

/** Education levels from lowest to highest; others after them by name, 'Belum diisi' last. */
const JENJANG_ORDER = ['SD', 'SMP', 'SMA', 'SMK', 'D1', 'D2', 'D3', 'D4', 'S1', 'S2', 'S3'];

const pendidikan: Computer = async (db, scopes) => {
  const rank = (r: repo.ScopedCount) => {
    if (r.id === null) return 1000;
    const i = JENJANG_ORDER.indexOf(String(r.id).toUpperCase());
    return i < 0 ? 500 : i;
  };
  return {
    values: perScope(scopes, await repo.countByPendidikan(db), (rows) =>
      [...rows].sort((a, b) => rank(a) - rank(b) || a.nama.localeCompare(b.nama, 'id')).map(toItem),
    ),
    note: TOPIC_NOTES.pendidikan,
  };
};

/** 'Januari 2026'. */
const monthName = (tahun: number, bulan: number) =>
  DateTime.fromObject({ year: tahun, month: bulan }).setLocale('id').toFormat('LLLL yyyy');

interface Calendar {
  year: number;
  month: number;
}

async function calendar(db: Db): Promise<Calendar> {
  const [year, month] = (await repo.today(db)).split('-').map(Number);
  return { year, month };
}

/** The last `count` months up to this one, oldest first. */
function lastMonths({ year, month }: Calendar, count: number): { tahun: number; bulan: number }[] {
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return { tahun: Math.floor(index / 12), bulan: (index % 12) + 1 };
  });
}

const lastYears = ({ year }: Calendar, count: number) => Array.from({ length: count }, (_, i) => year - count + 1 + i);

/**
 * Head counts at the end of the last 12 months and 10 years, joiners and leavers per year and the
 * inactive chart: from one count of employees per month of their permanent date (with the month they
 * left) and the terminations per year.
 */
async function permanentTopics(db: Db, scopes: readonly number[]) {
  const cal = await calendar(db);
  const months = lastMonths(cal, MONTHS_SHOWN);
  const years = lastYears(cal, YEARS_SHOWN);
  const rows = await repo.permanentMonths(db);
  const terminations = groupBy(await repo.terminationsPerYear(db));
  const key = (tahun: number, bulan: number) => tahun * 12 + bulan - 1;
  // Employed at the end of month `end`: permanent by then and not yet left. An employee made inactive
  // without a termination (no PHK row) is left out of every month, as before terminations were recorded.
  const employedAt = (r: repo.PermanentMonth, end: number) =>
    r.keluar_tahun === null || r.keluar_bulan === null ? r.is_active : key(r.keluar_tahun, r.keluar_bulan) > end;
  const activeUpTo = (list: repo.PermanentMonth[], end: number) =>
    list.reduce((n, r) => (!r.future && key(r.tahun, r.bulan) <= end && employedAt(r, end) ? n + r.jumlah : n), 0);
  const joinedIn = (list: repo.PermanentMonth[], tahun: number) =>
    list.reduce((n, r) => (r.tahun === tahun ? n + r.jumlah : n), 0);

  const perBulan = perScope(scopes, rows, (list) =>
    months.map(({ tahun, bulan }) => ({
      tahun,
      bulan,
      nama: monthName(tahun, bulan),
      jumlah: activeUpTo(list, key(tahun, bulan)),
    })),
  );
  const perTahun = perScope(scopes, rows, (list) =>
    years.map((tahun) => ({ tahun, nama: String(tahun), jumlah: activeUpTo(list, key(tahun, 12)) })),
  );
  const masuk = perScope(scopes, rows, (list) => years.map((tahun) => ({ tahun, jumlah: joinedIn(list, tahun) })));
  const leftIn = (scope: number, tahun: number) => terminations.get(scope)?.find((r) => r.tahun === tahun)?.jumlah ?? 0;
  const keluar = new Map(
    scopes.map((scope) => [scope, years.map((tahun) => ({ tahun, jumlah: leftIn(scope, tahun) }))]),
  );
  const inactive = perScope(scopes, rows, (list, scope) =>
    years.map((year) => ({
      year,
      count_newhire: joinedIn(list, year),
      count_phk: leftIn(scope, year),
      count_mbt: null,
    })),
  );
  return { perBulan, perTahun, masuk, keluar, inactive };
}

const birthdays: Computer = async (db, scopes) => {
  const tanggal = await repo.today(db);
  return {
    values: perScope(scopes, await repo.birthdaysToday(db, BIRTHDAYS_LISTED), (rows) => ({
      tanggal,
      jumlah: rows[0]?.jumlah ?? 0,
      pegawai: rows.map(({ id, nama, jabatan, kantor }) => ({ id, nama, jabatan, kantor })),
    })),
  };
};

const retirements: Computer = async (db, scopes) => {
  const { year } = await calendar(db);
  const years = Array.from({ length: RETIREMENT_YEARS_AHEAD }, (_, i) => year + i);
  return {
    values: perScope(scopes, await repo.retirementYears(db, RETIREMENT_AGE), (rows) => ({
      usia_pensiun: RETIREMENT_AGE,
      per_tahun: years.map((tahun) => ({
        tahun,
        jumlah: rows.reduce((n, r) => (!r.lewat && r.tahun === tahun ? n + r.jumlah : n), 0),
      })),
      lewat_umur_pensiun: rows.reduce((n, r) => (r.lewat ? n + r.jumlah : n), 0),
    })),
  };
};

const sickRange: Computer = async (db, scopes) => {
  const months = lastMonths(await calendar(db), MONTHS_SHOWN);
  return {
    values: perScope(scopes, await repo.sickDaysPerMonth(db, MONTHS_SHOWN), (rows) =>
      months.map(({ tahun, bulan }) => ({
        tahun,
        bulan,
        nama: monthName(tahun, bulan),
        jumlah: rows.find((r) => r.tahun === tahun && r.bulan === bulan)?.jumlah ?? 0,
      })),
    ),
    note: TOPIC_NOTES.sakitRange,
  };
};

const COMPUTERS: Partial<Record<DashboardTopic, Computer>> = {
  pegawaiGender: series(repo.countByGender),
  pegawaiBirthday: birthdays,
  pegawaiJabatanLevel: series(repo.countByJabatanLevel),
  pegawaiUmur: ages,
  pegawaiPangkat: series(repo.countByPangkat),
  pegawaiPendidikan: pendidikan,
  pegawaiPangkatGrade: series(repo.countByGrade),
  pegawaiServiceDuration: serviceDuration,
  pegawaiPangkatCorporateTitle: series(repo.countByCorporateTitle),
  pegawaiKantorLevel: series(repo.countByKantorLevel),
  pegawaiKantorLevel2: async (db, scopes) => ({
    values: perScope(scopes, await repo.countByKantorLevel2(db), (rows) => largestFirst(rows)),
  }),
  pegawaiSanksi: series(repo.countActiveSanctions, TOPIC_NOTES.sanksi),
  outsourchingJenis: series(repo.countOutsourcedByJenis, TOPIC_NOTES.outsourcing),
  diklat: series(repo.countTrainedThisYear, TOPIC_NOTES.diklat),
  pegawaiPurnabakti: retirements,
  kantorSPPD: trips('thisYear', TOPIC_NOTES.kantorSPPD),
  kantorSPPDNoFile: trips('noFile', TOPIC_NOTES.kantorSPPDNoFile),
  kantorSPPDPendingBiaya: trips('pendingCost', TOPIC_NOTES.kantorSPPDPendingBiaya),
  pegawaiAbsenSakitToday: series(repo.countSickToday),
  pegawaiAbsenSakitRange: sickRange,
};

/** The topics computed per office (every other stored topic is the same everywhere: not built yet). */
export const SCOPED_TOPICS: readonly DashboardTopic[] = [
  ...(Object.keys(COMPUTERS) as DashboardTopic[]),
  'pegawaiJumlahPerbulan',
  'pegawaiJumlahPertahun',
  'pegawaiPeriodeMasuk',
  'pegawaiPeriodeKeluar',
  'pegawaiInactive',
];

export interface TopicResult {
  topic: DashboardTopic;
  values: PerScope;
  note: string | null;
}

/**
 * Every stored topic (all but `profile`) for every scope. Runs inside the caller's transaction,
 * which owns the temporary scope table. `onProgress` gets 0–90 %.
 */
export async function computeAllTopics(
  db: Db,
  topics: readonly DashboardTopic[],
  onProgress?: (percent: number) => Promise<void>,
): Promise<TopicResult[]> {
  await repo.createScopeTable(db);
  const scopes = await repo.scopesWithEmployees(db);
  const permanent = await permanentTopics(db, scopes);
  const fromPermanent: Partial<Record<DashboardTopic, Computed>> = {
    pegawaiJumlahPerbulan: { values: permanent.perBulan, note: TOPIC_NOTES.headcount },
    pegawaiJumlahPertahun: { values: permanent.perTahun, note: TOPIC_NOTES.headcount },
    pegawaiPeriodeMasuk: { values: permanent.masuk },
    pegawaiPeriodeKeluar: { values: permanent.keluar, note: TOPIC_NOTES.keluar },
    pegawaiInactive: { values: permanent.inactive, note: TOPIC_NOTES.inactive },
  };
  const results: TopicResult[] = [];
  for (const [i, topic] of topics.entries()) {
    const compute = COMPUTERS[topic];
    const computed = compute ? await compute(db, scopes) : fromPermanent[topic];
    const notBuilt = (NOT_BUILT as Partial<Record<DashboardTopic, string>>)[topic];
    results.push(
      computed
        ? { topic, values: computed.values, note: computed.note ?? null }
        : { topic, values: new Map([[repo.ORGANISATION_SCOPE, null]]), note: notBuilt ?? 'Belum tersedia' },
    );
    await onProgress?.(((i + 1) / topics.length) * 90);
  }
  return results;
}
