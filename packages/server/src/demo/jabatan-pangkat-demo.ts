/**
 * Demo position (jabatan) and rank (pangkat) history: every demo employee gets one to three
 * positions ending in their current one and one to three ranks ending in their current rank, so
 * the CV, the rank lists (expired, simulasi) and the invalid list have something to show. The
 * current position is the permanent one and starts on the employee's permanent_date (the rule of
 * ADR 0014 holds in the demo too). Deterministic, plain arrays, 1000 rows per statement.
 */
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import type { JabatanPangkatTables } from '../platform/db/tables/jabatan-pangkat.js';
import type { DemoData } from './generate.js';
import { insertBatched } from './insert-batched.js';
import { Rng } from './random.js';

const HISTORY_DEMO_SEED = 0x0c_0010;
/** Ranks move up about every four years (the simulasi rule of ADR 0014). */
const RANK_YEARS = 4;

type Rows<T extends keyof JabatanPangkatTables> = Insertable<JabatanPangkatTables[T]>[];

const pad2 = (n: number) => String(n).padStart(2, '0');
const isoDate = (year: number, month: number, day: number) => `${year}-${pad2(month)}-${pad2(day)}`;
/** The day before an ISO date (the previous record ends when the next begins). */
const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const skNumber = (rng: Rng, year: number) => `SK-${rng.int(100, 999)}/DIR/${year}`;

export async function loadJabatanPangkatDemo(trx: Transaction<Database>, data: DemoData): Promise<void> {
  const rng = new Rng(HISTORY_DEMO_SEED);
  const usableJabatan = data.jabatan.filter((j) => !j.is_disabled).map((j) => j.id);
  const kantorIds = data.kantor.map((k) => k.id);
  const jabatanRows: Rows<'pegawai_jabatan'> = [];
  const pangkatRows: Rows<'pegawai_pangkat'> = [];

  for (const p of data.pegawai) {
    if (!p.jabatan_id) continue;
    const currentStart =
      typeof p.permanent_date === 'string'
        ? p.permanent_date
        : isoDate(2026 - rng.int(1, 5), rng.int(1, 12), rng.int(1, 28));
    const startYear = Number(currentStart.slice(0, 4));
    // Earlier positions, oldest first, each two to five years long.
    const earlier: { jabatan_id: number; kantor_id: number; awal: string }[] = [];
    let year = startYear;
    for (let n = rng.int(0, 2); n > 0; n--) {
      year -= rng.int(2, 5);
      earlier.unshift({
        jabatan_id: rng.pick(usableJabatan),
        kantor_id: rng.pick(kantorIds),
        awal: isoDate(year, rng.int(1, 12), rng.int(1, 28)),
      });
    }
    const positions = [...earlier, { jabatan_id: p.jabatan_id, kantor_id: p.kantor_id ?? null, awal: currentStart }];
    positions.forEach((pos, i) => {
      const next = positions[i + 1];
      jabatanRows.push({
        pegawai_id: p.id,
        jabatan_id: pos.jabatan_id,
        kantor_id: pos.kantor_id,
        awal: pos.awal,
        akhir: next ? dayBefore(next.awal) : null,
        is_permanent: !next && typeof p.permanent_date === 'string',
        nomor_sk: skNumber(rng, Number(pos.awal.slice(0, 4))),
        keterangan: next ? null : 'Jabatan saat ini',
      });
    });

    if (!p.pangkat_id) continue;
    // The current rank started 1–6 years ago (over four: due for promotion); lower ranks before it.
    let rankStart = isoDate(2026 - rng.int(1, 6), rng.int(1, 12), 1);
    const ranks: { pangkat_id: number; awal: string }[] = [{ pangkat_id: p.pangkat_id, awal: rankStart }];
    for (let id = p.pangkat_id - 1, n = rng.int(0, 2); id >= 1 && n > 0; id--, n--) {
      rankStart = isoDate(Number(rankStart.slice(0, 4)) - RANK_YEARS, Number(rankStart.slice(5, 7)), 1);
      ranks.unshift({ pangkat_id: id, awal: rankStart });
    }
    ranks.forEach((rank, i) => {
      const next = ranks[i + 1];
      pangkatRows.push({
        pegawai_id: p.id,
        pangkat_id: rank.pangkat_id,
        awal: rank.awal,
        akhir: next ? dayBefore(next.awal) : null,
        nomor_sk: skNumber(rng, Number(rank.awal.slice(0, 4))),
      });
    });
  }

  await insertBatched(trx, 'pegawai_jabatan', jabatanRows);
  await insertBatched(trx, 'pegawai_pangkat', pangkatRows);
}
