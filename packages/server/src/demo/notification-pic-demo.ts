/**
 * Demo notifications and officers (issue #19). Every demo account gets a few notifications of each
 * kind over the last days (the newest unread), so the bell and /message/notification show something
 * on the first start. Officers (PIC): four topics at the head office and the first offices of the
 * tree, each held by an employee of that office; the 'hr' account is the head office's officer for
 * Cuti & Izin and Absensi, so 'Kirim pesan' reaches a demo account.
 */
import { sql, type Insertable, type Transaction } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import type { NotificationsTable, PicTable } from '../platform/db/tables/notifications.js';
import type { DemoData } from './generate.js';
import { insertBatched } from './insert-batched.js';

const TOPICS = ['Absensi', 'Cuti & Izin', 'Gaji', 'SPPD'] as const;
const OFFICES_WITH_PIC = 12;

const SAMPLES: readonly Omit<Insertable<NotificationsTable>, 'user_id' | 'created_at'>[] = [
  { kind: 'info', title: 'Selamat datang di Portal SDM', body: 'Lengkapi data CV Anda di menu Profil.', link: '/home' },
  {
    kind: 'broadcast',
    title: 'Pengumuman: jadwal pemeliharaan portal',
    body: 'Sabtu malam pukul 22.00–24.00 WIB.',
    link: null,
  },
  { kind: 'job', title: 'Selesai', body: 'Ekspor data pegawai selesai diproses.', link: null },
  { kind: 'approval', title: 'Menunggu persetujuan Anda', body: 'Izin #1', link: '/pegawai/izin' },
  {
    kind: 'mail',
    title: 'Pesan baru dari Admin Portal',
    body: 'Undangan rapat koordinasi cabang',
    link: '/message/inbox',
  },
];

export async function loadNotificationPicDemo(trx: Transaction<Database>, data: DemoData): Promise<void> {
  const accounts = await trx
    .selectFrom('users as u')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select(['u.id', 'u.name', 'u.pegawai_id', 'p.kantor_id'])
    .orderBy('u.id')
    .execute();
  const now = Date.now();
  const rows: Insertable<NotificationsTable>[] = accounts.flatMap((account) =>
    SAMPLES.map((sample, i) => ({
      ...sample,
      user_id: account.id,
      created_at: new Date(now - (SAMPLES.length - i) * 6 * 3600_000),
      // The two newest are unread: the bell starts at 2.
      read_at: i < SAMPLES.length - 2 ? new Date(now - (SAMPLES.length - i - 1) * 6 * 3600_000) : null,
    })),
  );
  await insertBatched(trx, 'notifications', rows);

  const hr = accounts.find((a) => a.name === 'hr');
  const staffOf = new Map<number, number[]>();
  for (const p of data.pegawai) {
    if (p.kantor_id == null) continue;
    const list = staffOf.get(p.kantor_id) ?? [];
    list.push(p.id);
    staffOf.set(p.kantor_id, list);
  }
  const offices = data.kantor.filter((k) => (staffOf.get(k.id)?.length ?? 0) > 0).slice(0, OFFICES_WITH_PIC);
  const pic: Insertable<PicTable>[] = [];
  for (const [index, office] of offices.entries()) {
    const staff = staffOf.get(office.id)!;
    TOPICS.forEach((topic, t) => {
      const hrHere = hr?.pegawai_id != null && hr.kantor_id === office.id && t < 2;
      pic.push({
        kantor_id: office.id,
        topic,
        pegawai_id: hrHere ? hr.pegawai_id! : staff[(index + t) % staff.length],
        keterangan: t === 0 ? 'Senin–Jumat, 08.00–16.00 WIB' : null,
      });
    });
  }
  // The hr account answers for its own office even when that office is not among the first ones.
  if (hr?.pegawai_id != null && hr.kantor_id != null && !offices.some((o) => o.id === hr.kantor_id))
    pic.push({ kantor_id: hr.kantor_id, topic: 'Cuti & Izin', pegawai_id: hr.pegawai_id, keterangan: 'Admin SDM' });
  await insertBatched(trx, 'pic', pic);
  await sql`SELECT setval(pg_get_serial_sequence('pic', 'id'), greatest(1, (SELECT max(id) FROM pic)))`.execute(trx);
}
