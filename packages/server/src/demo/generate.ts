/**
 * Pure, deterministic construction of the demo data set (no database, no password hashing):
 * the same employees count and seed always give the same rows, with explicit ids.
 */
import type { Insertable } from 'kysely';
import type { JabatanTable, PegawaiTable } from '../platform/db/schema.js';
import { DEMO_ACCOUNTS, ROLES } from './demo-accounts.js';
import { makeName, pickRegion, type Gender } from './names.js';
import { buildOffices, type DemoOffice, type KantorRow } from './office-tree.js';
import { KANTOR_KELAS, KANTOR_LEVELS, LEVEL } from './offices.js';
import { ESELON, JABATAN, JABATAN_LEVELS, PANGKAT, jabatanByKey, type JabatanDef } from './positions.js';
import { DEFAULT_DEMO_SEED, Rng } from './random.js';

/** Reference date of the data set (ages, service years); fixed so the data does not drift. */
export const DEMO_REFERENCE_YEAR = 2026;
export const EMAIL_DOMAIN = 'banksdm.co.id';

/** How many staff an office of each level gets, relative to the others (heads come on top). */
const STAFF_WEIGHT: Record<number, number> = { 1: 6, 2: 5, 3: 12, 4: 5, 5: 9, 6: 4, 7: 3, 8: 1, 9: 2 };
const PHONE_PREFIXES = [
  '11',
  '12',
  '13',
  '21',
  '22',
  '23',
  '52',
  '53',
  '14',
  '15',
  '16',
  '55',
  '56',
  '57',
  '58',
  '17',
  '18',
  '19',
  '59',
  '77',
  '78',
  '81',
  '82',
  '83',
  '88',
  '95',
  '96',
  '97',
  '98',
  '99',
];
/** Every this-many staff members one is past the retirement age (56) and still active. */
const PAST_RETIREMENT_EVERY = 60;

export type PegawaiRow = Insertable<PegawaiTable> & { id: number; nama: string; npp: string; email: string };
export type JabatanRow = Insertable<JabatanTable> & { id: number };

export interface DemoData {
  roles: typeof ROLES;
  kantorLevels: typeof KANTOR_LEVELS;
  kantorKelas: typeof KANTOR_KELAS;
  kantor: KantorRow[];
  jabatanLevels: typeof JABATAN_LEVELS;
  eselon: typeof ESELON;
  jabatan: JabatanRow[];
  pangkat: typeof PANGKAT;
  pegawai: PegawaiRow[];
  /** Demo account user name → its pegawai id. */
  accountPegawai: Map<string, number>;
}

const jabatanId = (def: JabatanDef) => JABATAN.indexOf(def) + 1;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const pad2 = (n: number) => String(n).padStart(2, '0');

/** Picks offices in proportion to their weight (binary search over cumulative weights). */
function officePicker(offices: readonly DemoOffice[]) {
  const cumulative: number[] = [];
  let total = 0;
  for (const o of offices) cumulative.push((total += STAFF_WEIGHT[o.level] ?? 1));
  return (rng: Rng): DemoOffice => {
    const r = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return offices[lo];
  };
}

function staffJabatan(rng: Rng, office: DemoOffice): JabatanDef {
  if (office.divisiStaff && rng.chance(0.8)) return jabatanByKey(rng.pick(office.divisiStaff));
  const candidates = JABATAN.filter((d) => !d.disabled && (d.at?.[office.level] ?? 0) > 0);
  return rng.weighted(candidates, (d) => d.at?.[office.level] ?? 0);
}

export function buildDemoData(opts: { employees: number; seed?: number }): DemoData {
  const { employees } = opts;
  if (!Number.isInteger(employees) || employees < DEMO_ACCOUNTS.length) {
    throw new Error(`Demo data needs an integer number of employees ≥ ${DEMO_ACCOUNTS.length}, got ${employees}`);
  }
  const rng = new Rng(opts.seed ?? DEFAULT_DEMO_SEED);
  const offices = buildOffices(rng, employees);

  const jabatan: JabatanRow[] = JABATAN.map((d, i) => ({
    id: i + 1,
    nama: d.nama,
    ket: d.disabled ?? null,
    level_id: d.level,
    eselon_id: d.eselon,
    parent_id: d.parent ? jabatanId(jabatanByKey(d.parent)) : null,
    is_bidangtugas: d.bidangtugas ?? false,
    is_kpi: (d.kpi ?? false) && !d.disabled,
    is_disabled: Boolean(d.disabled),
  }));

  // Seats: demo accounts first, then one head per office, then the fixed extra seats; staff fill the rest.
  type Seat = { office: DemoOffice; def: JabatanDef; account?: string; staff?: boolean };
  const demoSeats: Seat[] = DEMO_ACCOUNTS.map((a) => {
    const sameLevelBefore = DEMO_ACCOUNTS.slice(0, DEMO_ACCOUNTS.indexOf(a)).filter(
      (b) => b.kantorLevel === a.kantorLevel,
    ).length;
    const candidates = offices.filter((o) => o.level === a.kantorLevel);
    return {
      office: candidates[sameLevelBefore % candidates.length],
      def: jabatanByKey(a.jabatan),
      account: a.username,
    };
  });
  const mandatory: Seat[] = [];
  for (const office of offices) {
    const head = JABATAN.find((d) => d.headOf?.includes(office.level));
    if (head) mandatory.push({ office, def: head });
  }
  for (const office of offices) {
    for (const def of JABATAN) for (let i = def.seats?.[office.level] ?? 0; i > 0; i--) mandatory.push({ office, def });
  }
  const others = mandatory.slice(0, employees - demoSeats.length);
  const pickOffice = officePicker(offices);
  for (let i = others.length + demoSeats.length; i < employees; i++) {
    const office = pickOffice(rng);
    others.push({ office, def: staffJabatan(rng, office), staff: true });
  }
  rng.shuffle(others);

  const npps = new Set<string>();
  const emails = new Map<string, number>();
  const pegawai: PegawaiRow[] = [];
  const accountPegawai = new Map<string, number>();
  let staffIndex = 0;
  let placeholderGiven = employees < 100;

  for (const seat of [...demoSeats, ...others]) {
    const { office, def } = seat;
    const id = pegawai.length + 1;
    const gender: Gender = rng.chance(def.female) ? 'P' : 'L';
    const name = makeName(rng, gender, pickRegion(rng, office.local));
    let age = rng.int(def.age[0], def.age[1]);
    if (seat.staff && staffIndex++ % PAST_RETIREMENT_EVERY === PAST_RETIREMENT_EVERY / 2) age = rng.int(57, 58);
    const birthYear = clamp(DEMO_REFERENCE_YEAR - age, 1968, 2003);
    const birthMonth = rng.int(1, 12);
    const tanggalLahir = `${birthYear}-${pad2(birthMonth)}-${pad2(rng.int(1, 28))}`;
    const joinYear = clamp(birthYear + rng.int(21, 27), birthYear + 19, DEMO_REFERENCE_YEAR - 1);
    const span = Math.max(1, def.age[1] - def.age[0]);
    const f = clamp((DEMO_REFERENCE_YEAR - birthYear - def.age[0]) / span + rng.float(-0.15, 0.15), 0, 1);
    const grade = Math.round(def.grade[0] + f * (def.grade[1] - def.grade[0]));

    let npp: string;
    do npp = pad2(joinYear % 100) + String(rng.int(1, 999999)).padStart(6, '0');
    while (npps.has(npp));
    let permanentDate: string | null = `${joinYear}-${pad2(rng.int(1, 12))}-01`;
    // One employee, not yet permanent, carries the spec's hidden placeholder npp.
    if (!placeholderGiven && seat.staff && def.level >= 6) {
      placeholderGiven = true;
      npp = '00000000';
      permanentDate = null;
    }
    npps.add(npp);

    const local = `${name.first}.${name.last}`;
    const n = (emails.get(local) ?? 0) + 1;
    emails.set(local, n);

    pegawai.push({
      id,
      nama: name.nama,
      npp,
      tanggal_lahir: tanggalLahir,
      jenis_kelamin: gender,
      kantor_id: office.row.id,
      jabatan_id: jabatanId(def),
      pangkat_id: PANGKAT[grade - 1].id,
      label: office.level === LEVEL.divisi ? `Divisi ${office.row.nama}` : def.label,
      bidangtugas: def.tugas,
      permanent_date: permanentDate,
      email: `${local}${n}@${EMAIL_DOMAIN}`,
      phone: `08${rng.pick(PHONE_PREFIXES)}${rng.digits(rng.int(7, 8))}`,
    });
    if (seat.account) accountPegawai.set(seat.account, id);
  }

  return {
    roles: ROLES,
    kantorLevels: KANTOR_LEVELS,
    kantorKelas: KANTOR_KELAS,
    kantor: offices.map((o) => o.row),
    jabatanLevels: JABATAN_LEVELS,
    eselon: ESELON,
    jabatan,
    pangkat: PANGKAT,
    pegawai,
    accountPegawai,
  };
}
