/**
 * Demo public holidays and leave requests, loaded after the core demo data in the same transaction.
 *
 * Holidays: the national holidays (SKB 3 Menteri) of the current year; fixed-date ones for any
 * year, the moving ones (lunar calendars) for the years listed in MOVING_HOLIDAYS.
 *
 * Leave, through the approval engine so statuses, history and counters are those a user would
 * have made: `pegawai` has 2 approved days of annual leave early in the year and a draft permit;
 * `baru` has a sick day waiting; `admin` has a rejected permit. The demo accounts have no superior
 * with an account (their positions' holders have none), so every chain goes straight to Admin SDM:
 * `hr` is the approver whose turn it is when `pegawai` requests leave (the browser test relies on it).
 */
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { actOnApproval, createApproval, type ApprovalUser } from '../platform/approval/index.js';
import type { Actor } from '../platform/audit.js';
import type { Database } from '../platform/db/schema.js';
import { registerIzinApproval } from '../modules/izin/izin-approval.js';
import type { DemoData } from './generate.js';

const FIXED_HOLIDAYS: readonly [string, string][] = [
  ['01-01', 'Tahun Baru Masehi'],
  ['05-01', 'Hari Buruh Internasional'],
  ['06-01', 'Hari Lahir Pancasila'],
  ['08-17', 'Hari Kemerdekaan Republik Indonesia'],
  ['12-25', 'Hari Raya Natal'],
];

const MOVING_HOLIDAYS: Record<number, readonly [string, string][]> = {
  2025: [
    ['01-27', 'Isra Mikraj Nabi Muhammad SAW'],
    ['01-29', 'Tahun Baru Imlek 2576 Kongzili'],
    ['03-29', 'Hari Suci Nyepi Tahun Baru Saka 1947'],
    ['03-31', 'Hari Raya Idul Fitri 1446 H'],
    ['04-01', 'Hari Raya Idul Fitri 1446 H'],
    ['04-18', 'Wafat Yesus Kristus'],
    ['05-12', 'Hari Raya Waisak 2569 BE'],
    ['05-29', 'Kenaikan Yesus Kristus'],
    ['06-06', 'Hari Raya Idul Adha 1446 H'],
    ['06-27', 'Tahun Baru Islam 1447 H'],
    ['09-05', 'Maulid Nabi Muhammad SAW'],
  ],
  2026: [
    ['01-16', 'Isra Mikraj Nabi Muhammad SAW'],
    ['02-17', 'Tahun Baru Imlek 2577 Kongzili'],
    ['03-19', 'Hari Suci Nyepi Tahun Baru Saka 1948'],
    ['03-20', 'Hari Raya Idul Fitri 1447 H'],
    ['03-21', 'Hari Raya Idul Fitri 1447 H'],
    ['04-03', 'Wafat Yesus Kristus'],
    ['05-14', 'Kenaikan Yesus Kristus'],
    ['05-27', 'Hari Raya Idul Adha 1447 H'],
    ['05-31', 'Hari Raya Waisak 2570 BE'],
    ['06-16', 'Tahun Baru Islam 1448 H'],
    ['08-25', 'Maulid Nabi Muhammad SAW'],
  ],
  2027: [
    ['01-05', 'Isra Mikraj Nabi Muhammad SAW'],
    ['02-06', 'Tahun Baru Imlek 2578 Kongzili'],
    ['03-09', 'Hari Raya Idul Fitri 1448 H'],
    ['03-10', 'Hari Raya Idul Fitri 1448 H'],
    ['03-26', 'Wafat Yesus Kristus'],
    ['05-06', 'Kenaikan Yesus Kristus'],
    ['05-16', 'Hari Raya Idul Adha 1448 H'],
    ['05-20', 'Hari Raya Waisak 2571 BE'],
    ['06-06', 'Tahun Baru Islam 1449 H'],
    ['08-15', 'Maulid Nabi Muhammad SAW'],
  ],
};

const actor: Actor = { userId: null, method: 'DEMO', route: 'demo data', ip: null };

export function nationalHolidays(year: number): { tanggal: string; nama: string }[] {
  const all = [...FIXED_HOLIDAYS, ...(MOVING_HOLIDAYS[year] ?? [])].map(([md, nama]) => ({
    tanggal: `${year}-${md}`,
    nama,
  }));
  return all.sort((a, b) => a.tanggal.localeCompare(b.tanggal));
}

/** The first Monday on or after `month`/`day` of the year that is not a holiday, and the day after. */
function mondayOn(year: number, month: number, day: number, holidays: Set<string>): [string, string] {
  const d = new Date(Date.UTC(year, month - 1, day));
  const iso = (x: Date) => x.toISOString().slice(0, 10);
  const next = (x: Date) => new Date(x.getTime() + 86_400_000);
  while (d.getUTCDay() !== 1 || holidays.has(iso(d)) || holidays.has(iso(next(d)))) d.setUTCDate(d.getUTCDate() + 1);
  return [iso(d), iso(next(d))];
}

export async function loadIzinDemo(trx: Transaction<Database>, data: DemoData): Promise<void> {
  const year = Number(new Date().toLocaleString('en-CA', { timeZone: 'Asia/Jakarta' }).slice(0, 4));
  const holidays = nationalHolidays(year);
  await trx.insertInto('libur').values(holidays).execute();

  registerIzinApproval();
  const users = await trx
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select(['users.id', 'users.name', 'user_roles.role_id'])
    .execute();
  const account = (name: string): ApprovalUser & { pegawaiId: number } => {
    const rows = users.filter((u) => u.name === name);
    const pegawaiId = data.accountPegawai.get(name);
    if (rows.length === 0 || pegawaiId === undefined) throw new Error(`demo account ${name} missing`);
    return { userId: rows[0].id, roles: rows.map((r) => r.role_id), pegawaiId };
  };
  const holidaySet = new Set(holidays.map((h) => h.tanggal));

  const make = async (
    who: ApprovalUser & { pegawaiId: number },
    jenis_id: number,
    [mulai, selesai]: [string, string],
    alasan: string,
  ) => {
    const { id } = await trx
      .insertInto('izin')
      .values({
        token: randomBytes(24).toString('base64url'),
        pegawai_id: who.pegawaiId,
        user_id: who.userId,
        jenis_id,
        tanggal_mulai: mulai,
        tanggal_selesai: selesai,
        alasan,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createApproval(trx, { type: 'izin', subjectId: id, requesterUserId: who.userId, actor });
    return id;
  };
  const act = (user: ApprovalUser, subjectId: number, action: 'request' | 'approve' | 'reject', note?: string) =>
    actOnApproval(trx, { type: 'izin', subjectId, action, user, actor, note });

  const pegawai = account('pegawai');
  const baru = account('baru');
  const admin = account('admin');
  const hr = account('hr');

  const annual = await make(
    pegawai,
    5,
    mondayOn(year, 1, 19, holidaySet),
    'Menghadiri pernikahan saudara di Yogyakarta',
  );
  await act(pegawai, annual, 'request');
  await act(hr, annual, 'approve', 'Disetujui, selamat berlibur');

  const [draftDay] = mondayOn(year, 2, 2, holidaySet);
  await make(pegawai, 3, [draftDay, draftDay], 'Mengurus perpanjangan SIM');

  const [sickDay] = mondayOn(year, 3, 2, holidaySet);
  const sick = await make(baru, 1, [sickDay, sickDay], 'Demam dan flu');
  await act(baru, sick, 'request');

  const [permitDay] = mondayOn(year, 4, 6, holidaySet);
  const permit = await make(admin, 3, [permitDay, permitDay], 'Mengantar orang tua berobat');
  await act(admin, permit, 'request');
  await act(hr, permit, 'reject', 'Bertepatan dengan audit internal, mohon ajukan tanggal lain');
}
