/**
 * Builds the demo office tree: one Kantor Pusat in Jakarta with its divisions, the regional offices,
 * and under each region a main branch (KCU), branches, sub-branches, cash offices, payment points
 * and functional offices. The number of branches grows with the number of employees.
 * Rows carry explicit ids, parents always come before their children.
 */
import type { Insertable } from 'kysely';
import type { KantorTable } from '../platform/db/schema.js';
import type { RegionKey } from './names.js';
import { DIVISI, FUNGSIONAL, GENERIC_AREAS, LEVEL, PAYMENT_POINTS, STREETS, WILAYAH, type City } from './offices.js';
import type { Rng } from './random.js';

export type KantorRow = Insertable<KantorTable> & { id: number; parent_id: number | null; kantor_level_id: number };

export interface DemoOffice {
  row: KantorRow;
  level: number;
  /** Regions of origin common among local staff (empty = national mix). */
  local: readonly RegionKey[];
  /** For divisions: the staff positions they mostly employ. */
  divisiStaff?: readonly string[];
}

/** Branches (KCU + KC) for a number of employees: about 0.9·√n, at least two per region. */
export function branchCount(employees: number): number {
  return Math.max(WILAYAH.length * 2, Math.round(Math.sqrt(employees) * 0.9));
}

export function buildOffices(rng: Rng, employees: number): DemoOffice[] {
  const offices: DemoOffice[] = [];
  const seq = new Map<number, number>();
  const usedNames = new Map<string, Set<string>>();
  const jakarta = WILAYAH[0].cities[0];

  const coord = (v: number, spread: number) => Math.round((v + rng.float(-spread, spread)) * 1e6) / 1e6;
  const alamat = (city: City) => `${rng.pick(STREETS)} No. ${rng.int(1, 250)}, ${city.nama}, ${city.provinsi}`;

  function add(
    level: number,
    nama: string,
    city: City,
    parent: DemoOffice | null,
    induk: DemoOffice | 'self' | null,
    extra: Partial<KantorRow> = {},
    local: readonly RegionKey[] = [],
    spread = 0.03,
  ): DemoOffice {
    const id = offices.length + 1;
    const n = (seq.get(level) ?? 0) + 1;
    seq.set(level, n);
    const isInduk = level === LEVEL.pusat || level === LEVEL.cabangUtama || level === LEVEL.cabang;
    const isPaymentPoint = level === LEVEL.paymentPoint;
    const office: DemoOffice = {
      level,
      local,
      row: {
        id,
        nama,
        kode: `${level}${String(n).padStart(4, '0')}`,
        kelas_id: level,
        kantor_level_id: level,
        parent_id: parent?.row.id ?? null,
        kantor_induk_id: induk === 'self' ? id : (induk?.row.id ?? null),
        is_kantor_absen: !isPaymentPoint,
        is_kantor_induk: isInduk,
        is_allow_absence: !isPaymentPoint,
        is_allow_salary_deduction: isInduk,
        is_link_issuer:
          level === LEVEL.pusat || level === LEVEL.cabangUtama || (level === LEVEL.cabang && rng.chance(0.3)),
        is_parent: false,
        alamat: alamat(city),
        latitude: coord(city.lat, spread),
        longitude: coord(city.lng, spread),
        radius_m: rng.pick([100, 150, 200, 250, 300]),
        ...extra,
      },
    };
    offices.push(office);
    return office;
  }

  /** `City Area` names, unique per city: own neighbourhoods first, then generic places, then numbered. */
  function areaName(city: City): string {
    const used = usedNames.get(city.nama) ?? new Set<string>();
    usedNames.set(city.nama, used);
    for (const area of [...city.areas, ...GENERIC_AREAS]) {
      const nama = `${city.nama} ${area}`;
      if (!used.has(nama)) {
        used.add(nama);
        return nama;
      }
    }
    for (let i = 2; ; i++) {
      const nama = `${city.nama} ${rng.pick(GENERIC_AREAS)} ${i}`;
      if (!used.has(nama)) {
        used.add(nama);
        return nama;
      }
    }
  }

  const pusat = add(LEVEL.pusat, 'Kantor Pusat', jakarta, null, 'self', {
    alamat: 'Jl. Jenderal Sudirman Kav. 1, Jakarta Pusat, DKI Jakarta',
    latitude: -6.2146,
    longitude: 106.8183,
    radius_m: 300,
  });
  DIVISI.forEach((d, i) => {
    const o = add(LEVEL.divisi, d.nama, jakarta, pusat, pusat, {
      alamat: `${pusat.row.alamat} (Lantai ${i + 3})`,
      latitude: pusat.row.latitude,
      longitude: pusat.row.longitude,
      radius_m: 300,
      is_allow_salary_deduction: false,
    });
    o.divisiStaff = d.staff;
  });
  const kanwil = WILAYAH.map((w) => add(LEVEL.wilayah, w.nama, w.cities[0], pusat, pusat, {}, w.local));

  // Branches per city by the D'Hondt rule: each region's first city has its KCU already.
  const cities = WILAYAH.flatMap((w, wi) => w.cities.map((city, ci) => ({ wi, city, count: ci === 0 ? 1 : 0 })));
  for (let left = branchCount(employees) - WILAYAH.length; left > 0; left--) {
    let best = cities[0];
    for (const c of cities) if (c.city.weight / (c.count + 1) > best.city.weight / (best.count + 1)) best = c;
    best.count++;
  }

  const subsPerBranch = Math.min(2.5, 0.8 + employees / 20000);
  const fungsionalCount = Math.min(WILAYAH.length, Math.max(3, Math.round(branchCount(employees) / 10)));

  WILAYAH.forEach((w, wi) => {
    const kw = kanwil[wi];
    let kcu: DemoOffice | null = null;
    for (const { city, count } of cities.filter((c) => c.wi === wi)) {
      for (let b = 0; b < count; b++) {
        const isKcu = kcu === null;
        const nama = b === 0 ? city.nama : areaName(city);
        const branch = add(isKcu ? LEVEL.cabangUtama : LEVEL.cabang, nama, city, kw, 'self', {}, w.local);
        if (isKcu) kcu = branch;
        const capems: DemoOffice[] = [];
        for (let i = Math.floor(subsPerBranch + rng.next()); i > 0; i--) {
          capems.push(add(LEVEL.capem, areaName(city), city, branch, branch, {}, w.local, 0.08));
        }
        for (let i = Math.floor(subsPerBranch + rng.next()); i > 0; i--) {
          const parent = capems.length > 0 && rng.chance(0.3) ? rng.pick(capems) : branch;
          add(LEVEL.kas, areaName(city), city, parent, branch, {}, w.local, 0.08);
        }
        if (rng.chance(0.2)) {
          const used = usedNames.get(city.nama) ?? new Set<string>();
          usedNames.set(city.nama, used);
          let nama = `${rng.pick(PAYMENT_POINTS)} ${city.nama}`;
          for (let i = 2; used.has(nama); i++) nama = `${nama.replace(/ \d+$/, '')} ${i}`;
          used.add(nama);
          add(LEVEL.paymentPoint, nama, city, branch, branch, {}, w.local, 0.05);
        }
      }
    }
    if (wi < fungsionalCount) {
      add(LEVEL.fungsional, `${FUNGSIONAL[wi % FUNGSIONAL.length]} ${w.nama}`, w.cities[0], kw, kcu, {}, w.local);
    }
  });

  const parents = new Set(offices.map((o) => o.row.parent_id));
  for (const o of offices) o.row.is_parent = parents.has(o.row.id);
  return offices;
}
