/**
 * Demo helpdesk tickets and worksheets (issue #20), deterministic (Rng with its own seed):
 * - worksheets of the last 30 days for every demo account with an employee and for up to 30
 *   employees of the demo 'pegawai' account's office: most working days have 1–3 entries, some are
 *   missed (lalai) and some written a day late; weekends and holidays (libur) stay empty;
 * - 14 tickets raised by the demo accounts and a few employees, in every status (Baru, Diproses,
 *   Selesai, Ditutup), with conversations, handled by the demo admin (an agent, role 63), some of
 *   them past their SLA targets. No attachments: the demo loader has no file storage.
 */
import { sql, type Insertable, type Transaction } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../platform/db/schema.js';
import type { HelpdeskTiketTable, WorksheetTable } from '../platform/db/tables/helpdesk-worksheet.js';
import type { DemoData } from './generate.js';
import { insertBatched } from './insert-batched.js';
import { Rng } from './random.js';

const SEED = 20_2046;
const DAYS = 30;
const OFFICE_EMPLOYEES = 30;

const TUGAS = [
  'Rekonsiliasi kas harian',
  'Melayani pembukaan rekening nasabah',
  'Verifikasi dokumen kredit',
  'Menyusun laporan harian cabang',
  'Rapat koordinasi pagi',
  'Input data transaksi ke sistem',
  'Follow up nasabah prioritas',
  'Pemeriksaan kelengkapan berkas SPPD',
  'Pelatihan produk tabungan baru',
  'Arsip dokumen pegawai',
  'Menjawab pertanyaan nasabah via telepon',
  'Monitoring target dana pihak ketiga',
] as const;

const TICKETS = [
  {
    subjek: 'Tidak bisa login ke portal',
    kategori: 'Akun dan Akses',
    body: 'Sejak pagi saya tidak bisa login, muncul pesan password salah.',
  },
  {
    subjek: 'Printer lantai 2 macet',
    kategori: 'Perangkat Keras',
    body: 'Printer di ruang layanan lantai 2 macet dan tidak bisa mencetak.',
  },
  {
    subjek: 'Data jabatan saya belum diperbarui',
    kategori: 'Data Pegawai',
    body: 'Jabatan saya di portal masih jabatan lama.',
  },
  {
    subjek: 'Jaringan kantor lambat',
    kategori: 'Jaringan',
    body: 'Koneksi internet di kantor sangat lambat sejak kemarin sore.',
  },
  {
    subjek: 'Menu SPPD tidak muncul',
    kategori: 'Aplikasi Portal',
    body: 'Menu SPPD tidak tampil di menu samping saya.',
  },
  {
    subjek: 'Permintaan akun untuk pegawai baru',
    kategori: 'Akun dan Akses',
    body: 'Mohon dibuatkan akun portal untuk pegawai baru di cabang kami.',
  },
  {
    subjek: 'Laptop tidak mau menyala',
    kategori: 'Perangkat Keras',
    body: 'Laptop kantor saya tidak mau menyala setelah diperbarui.',
  },
  {
    subjek: 'Slip gaji tidak bisa diunduh',
    kategori: 'Aplikasi Portal',
    body: 'Saat mengunduh slip gaji muncul pesan kesalahan.',
  },
  { subjek: 'Email kantor penuh', kategori: 'Lainnya', body: 'Kotak surat email kantor saya penuh, mohon bantuannya.' },
  {
    subjek: 'Absensi tidak tercatat',
    kategori: 'Aplikasi Portal',
    body: 'Absen masuk saya hari ini tidak tercatat di portal.',
  },
  { subjek: 'Wifi ruang rapat mati', kategori: 'Jaringan', body: 'Wifi di ruang rapat utama tidak bisa digunakan.' },
  {
    subjek: 'Nama di profil salah eja',
    kategori: 'Data Pegawai',
    body: 'Nama saya di profil portal salah eja, mohon diperbaiki.',
  },
  { subjek: 'Reset password email', kategori: 'Akun dan Akses', body: 'Mohon reset password email kantor saya.' },
  { subjek: 'Monitor berkedip', kategori: 'Perangkat Keras', body: 'Monitor di meja teller berkedip terus.' },
] as const;

const AGENT_REPLIES = [
  'Terima kasih, laporan Anda sedang kami periksa.',
  'Mohon dicoba kembali, kami sudah melakukan perbaikan.',
  'Kami akan mengirim teknisi ke lokasi hari ini.',
  'Data sudah kami perbarui, silakan dicek kembali.',
] as const;
const REQUESTER_REPLIES = [
  'Baik, terima kasih.',
  'Masih belum bisa, mohon dicek lagi.',
  'Sudah bisa, terima kasih banyak.',
] as const;
const STATUSES = ['Baru', 'Diproses', 'Selesai', 'Ditutup'] as const;
const PRIORITIES = ['Rendah', 'Sedang', 'Tinggi', 'Kritis'] as const;

interface Person {
  user_id: number | null;
  pegawai_id: number;
  nama: string;
  kantor_id: number | null;
}

export async function loadHelpdeskWorksheetDemo(trx: Transaction<Database>, _data: DemoData): Promise<void> {
  const rng = new Rng(SEED);
  const accounts: Person[] = await trx
    .selectFrom('users as u')
    .innerJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select(['u.id as user_id', 'p.id as pegawai_id', 'p.nama', 'p.kantor_id'])
    .where('u.status', '=', 'active')
    .orderBy('u.id')
    .execute();
  if (accounts.length === 0) return;
  await loadWorksheets(trx, rng, accounts);
  await loadTickets(trx, rng, accounts);
}

async function loadWorksheets(trx: Transaction<Database>, rng: Rng, accounts: Person[]): Promise<void> {
  const home = accounts.find((a) => a.nama && a.kantor_id !== null && a.user_id !== null)?.kantor_id ?? null;
  const demoPegawai = await trx
    .selectFrom('users as u')
    .innerJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select('p.kantor_id')
    .where('u.name', '=', 'pegawai')
    .executeTakeFirst();
  const office = demoPegawai?.kantor_id ?? home;
  const colleagues: Person[] = office
    ? (
        await trx
          .selectFrom('pegawai')
          .select(['id', 'nama', 'kantor_id'])
          .where('kantor_id', '=', office)
          .where('is_active', '=', true)
          .orderBy('id')
          .limit(OFFICE_EMPLOYEES)
          .execute()
      ).map((p) => ({ user_id: null, pegawai_id: p.id, nama: p.nama, kantor_id: p.kantor_id }))
    : [];
  const people = new Map<number, Person>();
  for (const p of [...accounts, ...colleagues]) if (!people.has(p.pegawai_id)) people.set(p.pegawai_id, p);

  const attributes = await trx.selectFrom('worksheet_attribute').select('id').orderBy('id').execute();
  const holidays = new Set(
    (
      await trx
        .selectFrom('libur')
        .select(sql<string>`to_char(tanggal, 'YYYY-MM-DD')`.as('d'))
        .execute()
    ).map((r) => r.d),
  );
  const today = DateTime.now().setZone('Asia/Jakarta').startOf('day');
  const rows: (Insertable<WorksheetTable> & { id: number })[] = [];
  const links: { worksheet_id: number; attribute_id: number }[] = [];
  let id = 1;
  for (const person of people.values()) {
    const diligence = rng.float(0.7, 0.98);
    for (let back = DAYS; back >= 1; back--) {
      const day = today.minus({ days: back });
      const iso = day.toISODate()!;
      if (day.weekday > 5 || holidays.has(iso) || !rng.chance(diligence)) continue;
      const late = rng.chance(0.1);
      const written = (
        late ? day.plus({ days: 1, hours: 9 }) : day.plus({ hours: 16, minutes: rng.int(0, 90) })
      ).toJSDate();
      for (let n = rng.int(1, 3); n > 0; n--) {
        const worksheetId = id++;
        rows.push({
          id: worksheetId,
          pegawai_id: person.pegawai_id,
          kantor_id: person.kantor_id,
          tanggal: iso,
          tugas: rng.pick(TUGAS),
          durasi_menit: rng.int(2, 16) * 15,
          catatan: rng.chance(0.15) ? 'Selesai sesuai jadwal' : null,
          created_by: person.user_id,
          created_at: written,
          updated_at: written,
        });
        if (attributes.length > 0)
          for (const a of rng.shuffle([...attributes]).slice(0, rng.int(0, 2)))
            links.push({ worksheet_id: worksheetId, attribute_id: a.id });
      }
    }
  }
  await insertBatched(trx, 'worksheet', rows);
  await insertBatched(trx, 'worksheet_attribute_link', links);
  if (rows.length > 0)
    await sql`SELECT setval(pg_get_serial_sequence('worksheet', 'id'), (SELECT max(id) FROM worksheet))`.execute(trx);
}

async function loadTickets(trx: Transaction<Database>, rng: Rng, accounts: Person[]): Promise<void> {
  const agentRow = await trx
    .selectFrom('users as u')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select(['u.id', sql<string>`coalesce(p.nama, u.name)`.as('nama')])
    .where('u.name', '=', 'admin')
    .executeTakeFirst();
  const kategori = new Map(
    (await trx.selectFrom('helpdesk_kategori').select(['id', 'nama']).execute()).map((k) => [k.nama, k.id]),
  );
  const requesters = accounts.filter((a) => a.user_id !== null && a.user_id !== agentRow?.id);
  if (!agentRow || requesters.length === 0) return;
  // The demo 'pegawai' account raised the first four: one in every status.
  const pegawaiUser = await trx.selectFrom('users').select('id').where('name', '=', 'pegawai').executeTakeFirst();
  const demoPegawai = requesters.find((r) => r.user_id === pegawaiUser?.id);
  const now = DateTime.now().setZone('Asia/Jakarta');
  const tickets: (Insertable<HelpdeskTiketTable> & { id: number })[] = [];
  const messages: Insertable<Database['helpdesk_message']>[] = [];

  TICKETS.forEach((t, i) => {
    const id = i + 1;
    const status = STATUSES[i % STATUSES.length];
    const prioritas = PRIORITIES[(i * 3) % PRIORITIES.length];
    const requester = i < 4 && demoPegawai ? demoPegawai : rng.pick(requesters);
    const created = now.minus({ hours: rng.int(3, 24 * 20) });
    const answered = status === 'Baru' ? null : created.plus({ minutes: rng.int(10, 600) });
    const resolved = status === 'Selesai' || status === 'Ditutup' ? answered!.plus({ hours: rng.int(1, 60) }) : null;
    const closed = status === 'Ditutup' ? resolved!.plus({ hours: rng.int(1, 24) }) : null;
    const cap = (d: DateTime | null) => (d ? DateTime.min(d, now).toJSDate() : null);
    const chat: { at: DateTime; agent: boolean; body: string }[] = [{ at: created, agent: false, body: t.body }];
    if (answered) {
      chat.push({ at: answered, agent: true, body: rng.pick(AGENT_REPLIES) });
      if (rng.chance(0.6))
        chat.push({ at: answered.plus({ minutes: rng.int(5, 120) }), agent: false, body: rng.pick(REQUESTER_REPLIES) });
    }
    for (const m of chat)
      messages.push({
        tiket_id: id,
        user_id: m.agent ? agentRow.id : requester.user_id,
        sender_name: m.agent ? agentRow.nama : requester.nama,
        is_agent: m.agent,
        body: m.body,
        created_at: cap(m.at)!,
      });
    tickets.push({
      id,
      nomor: `HD-${String(id).padStart(6, '0')}`,
      subjek: t.subjek,
      kategori_id: kategori.get(t.kategori) ?? [...kategori.values()][0],
      prioritas,
      status,
      requester_id: requester.user_id,
      requester_name: requester.nama,
      assignee_id: status === 'Baru' ? null : agentRow.id,
      messages_count: chat.length,
      created_at: created.toJSDate(),
      updated_at: cap(chat[chat.length - 1].at)!,
      first_response_at: cap(answered),
      resolved_at: cap(resolved),
      closed_at: cap(closed),
    });
  });
  await insertBatched(trx, 'helpdesk_tiket', tickets);
  await insertBatched(trx, 'helpdesk_message', messages);
  await sql`SELECT setval(pg_get_serial_sequence('helpdesk_tiket', 'id'), (SELECT max(id) FROM helpdesk_tiket))`.execute(
    trx,
  );
}
