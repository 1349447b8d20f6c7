/**
 * Demo info board, public channel and broadcasts (issue #19), placed around the day the demo is
 * loaded (the portal's calendar, WIB), so the home page always has announcements valid "today":
 * three valid (one open-ended, one with an attachment-free notice), two expired, one future; six
 * channel posts over the last weeks; three broadcasts sent by the admin (role 7): to everyone
 * in-portal, and to one office with e-mail and WhatsApp whose outbox rows already carry delivery
 * states (sent, invalid), so the history shows real counts.
 */
import { sql, type Transaction } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../platform/db/schema.js';
import type { DemoData } from './generate.js';

/** The admin demo account (user 1) holds role 7 (Admin Info & Broadcast). */
const ADMIN_USER_ID = 1;

export async function loadInfobankBroadcastDemo(trx: Transaction<Database>, data: DemoData): Promise<void> {
  const today = DateTime.now().setZone('Asia/Jakarta').startOf('day');
  const day = (offset: number) => today.plus({ days: offset }).toISODate()!;
  const at = (daysAgo: number, hour: number) => today.minus({ days: daysAgo }).set({ hour }).toJSDate();

  await trx
    .insertInto('infobank')
    .values([
      {
        judul: 'Libur nasional dan cuti bersama',
        isi: 'Kantor pusat dan seluruh kantor cabang tutup pada hari libur nasional dan cuti bersama.\nLayanan digital tetap berjalan seperti biasa.',
        valid_from: day(-3),
        valid_until: day(10),
        user_id: ADMIN_USER_ID,
        created_at: at(3, 9),
        updated_at: at(3, 9),
      },
      {
        judul: 'Pembaruan data keluarga pegawai',
        isi: 'Seluruh pegawai diminta memeriksa dan memperbarui data keluarga di menu CV sebelum akhir bulan.',
        valid_from: day(-10),
        valid_until: null,
        user_id: ADMIN_USER_ID,
        created_at: at(10, 8),
        updated_at: at(10, 8),
      },
      {
        judul: 'Jadwal pemeliharaan portal',
        isi: 'Portal SDM tidak dapat diakses pada Sabtu malam pukul 22.00–24.00 WIB karena pemeliharaan sistem.',
        valid_from: day(0),
        valid_until: day(5),
        user_id: ADMIN_USER_ID,
        created_at: at(0, 7),
        updated_at: at(0, 7),
      },
      {
        judul: 'Pendaftaran pelatihan manajemen risiko (ditutup)',
        isi: 'Pendaftaran pelatihan manajemen risiko angkatan I telah ditutup.',
        valid_from: day(-40),
        valid_until: day(-20),
        user_id: ADMIN_USER_ID,
        created_at: at(40, 10),
        updated_at: at(40, 10),
      },
      {
        judul: 'Apel pagi awal bulan',
        isi: 'Apel pagi dilaksanakan pukul 07.30 di halaman kantor masing-masing.',
        valid_from: day(-8),
        valid_until: day(-1),
        user_id: ADMIN_USER_ID,
        created_at: at(8, 9),
        updated_at: at(8, 9),
      },
      {
        judul: 'Penilaian kinerja semester berikutnya',
        isi: 'Pengisian penilaian kinerja semester berikutnya dibuka mulai tanggal yang tertera.',
        valid_from: day(14),
        valid_until: day(45),
        user_id: ADMIN_USER_ID,
        created_at: at(1, 14),
        updated_at: at(1, 14),
      },
    ])
    .execute();

  const posts: [string, string, number][] = [
    ['Selamat datang di kanal informasi', 'Kanal ini memuat informasi singkat untuk seluruh pegawai.', 30],
    ['Donor darah', 'Kegiatan donor darah bersama PMI di kantor pusat, Kamis pukul 09.00.', 18],
    ['Kebijakan kata sandi', 'Gunakan kata sandi minimal 8 karakter dengan huruf dan angka.', 12],
    ['Pengingat absensi', 'Pastikan absensi masuk dan pulang tercatat setiap hari kerja.', 6],
    ['Jam layanan helpdesk', 'Helpdesk TI melayani pukul 08.00–17.00 WIB pada hari kerja.', 3],
    ['Ucapan terima kasih', 'Terima kasih atas partisipasi seluruh pegawai pada survei kepuasan.', 1],
  ];
  await trx
    .insertInto('channel_public')
    .values(
      posts.map(([judul, isi, daysAgo]) => ({
        judul,
        isi,
        user_id: ADMIN_USER_ID,
        created_at: at(daysAgo, 10),
        updated_at: at(daysAgo, 10),
      })),
    )
    .execute();

  await loadBroadcasts(trx, data, at);
}

async function loadBroadcasts(
  trx: Transaction<Database>,
  data: DemoData,
  at: (daysAgo: number, hour: number) => Date,
): Promise<void> {
  const { rows } = await sql<{ recipients: number; portal: number }>`
    SELECT count(*)::int AS recipients, count(u.id)::int AS portal
      FROM pegawai p LEFT JOIN users u ON u.pegawai_id = p.id AND u.status = 'active'
     WHERE p.is_active`.execute(trx);
  const everyone = rows[0];
  const sender = (await trx
    .selectFrom('users as u')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select(sql<string>`coalesce(p.nama, u.name)`.as('nama'))
    .where('u.id', '=', ADMIN_USER_ID)
    .executeTakeFirst())!.nama;
  const userIds = (await trx.selectFrom('users').select('id').where('status', '=', 'active').execute()).map(
    (u) => u.id,
  );

  const toAll = [
    { judul: 'Selamat datang di Portal SDM', pesan: 'Portal SDM kini dapat diakses seluruh pegawai.', daysAgo: 20 },
    {
      judul: 'Pemeliharaan sistem Sabtu malam',
      pesan: 'Portal tidak dapat diakses pukul 22.00–24.00 WIB.',
      daysAgo: 2,
    },
  ];
  for (const b of toAll) {
    await trx
      .insertInto('broadcast')
      .values({
        judul: b.judul,
        pesan: b.pesan,
        target: 'all',
        recipients_count: everyone.recipients,
        portal_count: everyone.portal,
        email_count: 0,
        whatsapp_count: 0,
        user_id: ADMIN_USER_ID,
        sender_name: sender,
        created_at: at(b.daysAgo, 8),
      })
      .execute();
    if (userIds.length > 0)
      await trx
        .insertInto('notifications')
        .values(
          userIds.map((user_id) => ({
            user_id,
            kind: 'broadcast' as const,
            title: b.judul,
            body: b.pesan,
            created_at: at(b.daysAgo, 8),
          })),
        )
        .execute();
  }

  // To the demo pegawai's office, with e-mail and WhatsApp already delivered (a tenth invalid).
  const kantorId = data.pegawai.find((p) => p.id === data.accountPegawai.get('pegawai'))?.kantor_id ?? null;
  if (kantorId === null) return;
  const judul = 'Rapat koordinasi kantor';
  const pesan = 'Rapat koordinasi seluruh pegawai kantor, Senin pukul 09.00 di ruang rapat utama.';
  const created = at(5, 13);
  const { id } = await trx
    .insertInto('broadcast')
    .values({
      judul,
      pesan,
      target: 'selected',
      kantor_ids: [kantorId],
      via_email: true,
      via_whatsapp: true,
      recipients_count: 0,
      portal_count: 0,
      email_count: 0,
      whatsapp_count: 0,
      user_id: ADMIN_USER_ID,
      sender_name: sender,
      created_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const audience = sql`FROM pegawai p LEFT JOIN users u ON u.pegawai_id = p.id AND u.status = 'active'
    WHERE p.is_active AND p.kantor_id = ${kantorId}`;
  for (const channel of ['email', 'whatsapp'] as const) {
    const address = channel === 'email' ? sql`coalesce(nullif(btrim(u.email), ''), p.email)` : sql`p.phone`;
    await sql`WITH q AS (
        INSERT INTO outbox (channel, recipient, subject, body, template, status, created_at, sent_at, updated_at)
        SELECT ${channel}, ${address}, ${channel === 'email' ? judul : null}, ${pesan}, 'broadcast',
               CASE WHEN p.id % 10 = 0 THEN 'invalid' ELSE 'sent' END, ${created}, ${created}, ${created}
          ${audience} AND ${address} IS NOT NULL
        RETURNING id)
      INSERT INTO broadcast_outbox (outbox_id, broadcast_id) SELECT id, ${id} FROM q`.execute(trx);
  }
  await sql`UPDATE broadcast b SET
      recipients_count = (SELECT count(*) ${audience}),
      portal_count = (SELECT count(u.id) ${audience}),
      email_count = (SELECT count(*) FROM broadcast_outbox bo JOIN outbox o ON o.id = bo.outbox_id
                      WHERE bo.broadcast_id = b.id AND o.channel = 'email'),
      whatsapp_count = (SELECT count(*) FROM broadcast_outbox bo JOIN outbox o ON o.id = bo.outbox_id
                         WHERE bo.broadcast_id = b.id AND o.channel = 'whatsapp')
    WHERE b.id = ${id}`.execute(trx);
  await sql`INSERT INTO notifications (user_id, kind, title, body, created_at)
      SELECT u.id, 'broadcast', ${judul}, ${pesan}, ${created} ${audience} AND u.id IS NOT NULL`.execute(trx);
}
