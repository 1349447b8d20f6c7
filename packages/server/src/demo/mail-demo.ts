/**
 * Demo mailbox (issue #19), deterministic (Rng with its own seed): about 340 mails (200 threads) among
 * the demo accounts (admin, hr, pegawai, terbatas, baru, and any other account with an employee),
 * over the last 90 days up to this hour; a third of the threads carry replies (to every other
 * participant, as the compose form does). Recent inbox copies are often unread, older ones rarely;
 * a few copies of each box sit in their owner's trash. Bulk inserts with explicit ids; the mail
 * sequence continues after them. No attachments: the demo loader has no file storage.
 */
import { sql, type Insertable, type Transaction } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../platform/db/schema.js';
import type { MailBoxTable, MailTable } from '../platform/db/tables/mail.js';
import type { DemoData } from './generate.js';
import { insertBatched } from './insert-batched.js';
import { Rng } from './random.js';

const MAIL_SEED = 19_2026;
const MAIN_MAILS = 200;
const DAYS = 90;

const SUBJECTS = [
  'Undangan rapat koordinasi cabang',
  'Laporan absensi bulan ini',
  'Pengajuan cuti tahunan',
  'Jadwal pelatihan manajemen risiko',
  'Perubahan jadwal piket',
  'Permintaan data pegawai',
  'Konfirmasi kehadiran apel pagi',
  'Pemberitahuan pemeliharaan sistem',
  'Pengumpulan dokumen SPPD',
  'Evaluasi target dana triwulan',
  'Rekap lembur pegawai',
  'Pembaruan data keluarga',
  'Penilaian kinerja semester',
  'Persiapan audit internal',
  'Ucapan selamat ulang tahun',
] as const;

const OPENINGS = ['Selamat pagi,', 'Selamat siang,', 'Yth. Bapak/Ibu,', 'Halo,', 'Assalamualaikum,'] as const;
const LINES = [
  'Mohon kesediaannya untuk hadir tepat waktu di ruang rapat lantai 2.',
  'Berikut kami sampaikan informasi terkait hal tersebut untuk ditindaklanjuti.',
  'Dokumen pendukung mohon dikirimkan paling lambat hari Jumat.',
  'Apabila ada kendala, silakan hubungi bagian SDM.',
  'Data yang diminta mohon diperiksa kembali sebelum diunggah ke portal.',
  'Kegiatan ini wajib diikuti oleh seluruh pegawai kantor cabang.',
  'Mohon konfirmasi kehadiran melalui balasan pesan ini.',
  'Terlampir jadwal terbaru yang sudah disetujui pimpinan.',
] as const;
const CLOSINGS = ['Terima kasih.', 'Atas perhatiannya kami ucapkan terima kasih.', 'Salam,', 'Hormat kami,'] as const;
const REPLIES = [
  'Baik, terima kasih informasinya.',
  'Siap, akan segera saya tindak lanjuti.',
  'Mohon maaf, saya berhalangan hadir karena dinas luar.',
  'Dokumen sudah saya kirimkan, mohon dicek kembali.',
  'Noted, saya hadir.',
  'Apakah jadwalnya bisa dimundurkan satu jam?',
  'Data sudah saya perbarui di portal.',
] as const;

interface DemoUser {
  id: number;
  nama: string;
}

function mainBody(rng: Rng): string {
  const lines: string[] = [rng.pick(OPENINGS), rng.pick(LINES)];
  if (rng.chance(0.6)) lines.push(rng.pick(LINES));
  lines.push(rng.pick(CLOSINGS));
  return lines.join('\n');
}

export async function loadMailDemo(trx: Transaction<Database>, _data: DemoData): Promise<void> {
  const users: DemoUser[] = await trx
    .selectFrom('users as u')
    .innerJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select(['u.id', 'p.nama'])
    .where('u.status', '=', 'active')
    .orderBy('u.id')
    .execute();
  if (users.length < 2) return;

  const rng = new Rng(MAIL_SEED);
  const anchor = DateTime.now().setZone('Asia/Jakarta').startOf('hour');
  const mails: Insertable<MailTable>[] = [];
  const copies: Insertable<MailBoxTable>[] = [];
  let nextId = 1;

  const addMail = (
    sender: DemoUser,
    recipients: DemoUser[],
    at: DateTime,
    text: { subject: string; body: string },
    thread: { main: number; parent: number } | null,
  ): number => {
    const id = nextId++;
    const createdAt = at.toJSDate();
    mails.push({
      id,
      main_id: thread?.main ?? null,
      parent_id: thread?.parent ?? null,
      sender_id: sender.id,
      sender_name: sender.nama,
      subject: text.subject,
      body: text.body,
      recipients_count: recipients.length,
      created_at: createdAt,
    });
    const ageDays = anchor.diff(at, 'days').days;
    const trashed = (): Date | null =>
      rng.chance(0.07) ? DateTime.min(at.plus({ hours: rng.int(1, 72) }), anchor).toJSDate() : null;
    copies.push({
      mail_id: id,
      user_id: sender.id,
      box: 'outbox',
      is_unread: false,
      deleted_at: trashed(),
      created_at: createdAt,
    });
    for (const r of recipients) {
      const isUnread = rng.chance(ageDays < 14 ? 0.45 : 0.05);
      copies.push({
        mail_id: id,
        user_id: r.id,
        box: 'inbox',
        is_unread: isUnread,
        read_at: isUnread ? null : DateTime.min(at.plus({ minutes: rng.int(5, 600) }), anchor).toJSDate(),
        deleted_at: trashed(),
        created_at: createdAt,
      });
    }
    return id;
  };

  for (let i = 0; i < MAIN_MAILS; i++) {
    const sender = rng.pick(users);
    const others = rng.shuffle(users.filter((u) => u.id !== sender.id));
    const recipients = others.slice(0, rng.int(1, Math.min(3, others.length)));
    // Main mails oldest first, the newest at least two hours ago (room for its replies).
    const at = anchor.minus({
      minutes: Math.round(((MAIN_MAILS - i) / MAIN_MAILS) * DAYS * 24 * 60) + rng.int(120, 600),
    });
    const subject = rng.pick(SUBJECTS);
    const main = addMail(sender, recipients, at, { subject, body: mainBody(rng) }, null);
    if (!rng.chance(0.35)) continue;
    let participants = [sender, ...recipients];
    let last = { id: main, from: sender, at };
    for (let n = rng.int(1, 3); n > 0; n--) {
      const replyAt = last.at.plus({ minutes: rng.int(5, 100) });
      if (replyAt >= anchor) break;
      const from = rng.pick(participants.filter((p) => p.id !== last.from.id));
      const to = participants.filter((p) => p.id !== from.id);
      const id = addMail(
        from,
        to,
        replyAt,
        { subject: `Re: ${subject}`, body: rng.pick(REPLIES) },
        { main, parent: last.id },
      );
      last = { id, from, at: replyAt };
      participants = [from, ...to];
    }
  }
  // In id order: a reply's parent and main mail are inserted before it.
  await insertBatched(trx, 'mail', mails);
  await insertBatched(trx, 'mail_box', copies);
  await sql`SELECT setval(pg_get_serial_sequence('mail', 'id'), (SELECT max(id) FROM mail))`.execute(trx);
}
