/**
 * Demo WhatsApp (issue #19), deterministic (Rng with its own seed): outgoing WhatsApp messages in
 * every outbox state (queue, sent, unsent, invalid, expired) over the last 30 days, and about forty
 * messages received through the Ultramsg webhook, most from demo employees' registered numbers
 * (linked to them, the demo `pegawai` account's employee among them), the rest from unknown numbers.
 *
 * Safety: the demo's numbers are random and may belong to real people. Queued demo rows are never
 * due (next_attempt_at far ahead), so a deployment with Ultramsg configured never sends them; they
 * expire like any message left in the queue.
 */
import type { Insertable, Transaction } from 'kysely';
import { DateTime } from 'luxon';
import { normalizeWhatsAppNumber } from '../platform/delivery/phone.js';
import type { Database, OutboxTable } from '../platform/db/schema.js';
import type { WhatsappInboundTable } from '../platform/db/tables/whatsapp-push.js';
import type { DemoData } from './generate.js';
import { insertBatched } from './insert-batched.js';
import { Rng } from './random.js';

const WHATSAPP_SEED = 19_2044;
const OUTGOING = 80;
const INCOMING = 40;
const DAYS = 30;

const STATES = [
  { status: 'sent', weight: 50 },
  { status: 'queue', weight: 10 },
  { status: 'unsent', weight: 15 },
  { status: 'invalid', weight: 10 },
  { status: 'expired', weight: 15 },
] as const;

const TEMPLATES = ['verifikasi_whatsapp', 'reset_password', 'broadcast', 'lainnya'] as const;
const BAD_NUMBERS = ['0812', '12345', 'nomor-hp', '0211234567', '+1 (555) 0100'] as const;

const INBOUND_TEXTS = [
  'Selamat pagi, saya izin terlambat karena ban motor bocor.',
  'Kode verifikasi sudah saya terima, terima kasih.',
  'Mohon info jadwal pelatihan minggu depan.',
  'Apakah slip gaji bulan ini sudah bisa diunduh?',
  'Saya tidak bisa login ke portal, mohon bantuan reset password.',
  'Baik, pesan broadcast sudah saya baca.',
  'Izin bertanya, pengajuan cuti saya sudah disetujui belum?',
  'Terima kasih atas informasinya.',
  'Mohon maaf, nomor ini sekarang dipakai oleh istri saya.',
  'Halo, ini dengan kantor cabang? Saya ingin menanyakan lowongan.',
] as const;
const UNKNOWN_NAMES = ['Toko Sinar', 'Rina', 'Pak Darto', 'Pelanggan', 'Yanto'] as const;

type OutboxRow = Insertable<OutboxTable>;

export async function loadWhatsappDemo(trx: Transaction<Database>, _data: DemoData): Promise<void> {
  const rng = new Rng(WHATSAPP_SEED);
  const now = DateTime.now().startOf('minute');
  const employees = await trx
    .selectFrom('pegawai')
    .select(['id', 'phone'])
    .where('phone', 'is not', null)
    .orderBy('id')
    .limit(2000)
    .execute();
  const withNumber = employees
    .map((e) => ({ id: e.id, number: normalizeWhatsAppNumber(e.phone ?? '') }))
    .filter((e): e is { id: number; number: string } => e.number !== null);
  if (withNumber.length === 0) return;
  // The demo `pegawai` account's employee writes too (the browser test and a demo look for a linked row).
  const demoPegawai = await trx
    .selectFrom('users as u')
    .innerJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select(['p.id', 'p.phone'])
    .where('u.name', '=', 'pegawai')
    .executeTakeFirst();

  const outgoing: OutboxRow[] = [];
  for (let i = 0; i < OUTGOING; i++) {
    const status = rng.weighted(STATES, (s) => s.weight).status;
    const created = now.minus({ minutes: rng.int(5, DAYS * 24 * 60) });
    const template = rng.pick(TEMPLATES);
    const attempts = status === 'unsent' ? 5 : status === 'queue' ? 0 : status === 'sent' ? rng.int(1, 2) : 1;
    outgoing.push({
      channel: 'whatsapp',
      recipient: status === 'invalid' ? rng.pick(BAD_NUMBERS) : rng.pick(withNumber).number,
      subject: null,
      template,
      body: `[Demo] Pesan ${template.replace('_', ' ')} dari Portal SDM.`,
      status,
      attempts,
      last_error:
        status === 'unsent'
          ? 'Ultramsg menjawab 502'
          : status === 'invalid'
            ? 'Nomor WhatsApp tidak valid'
            : status === 'expired'
              ? 'Tidak terkirim dalam 24 jam'
              : null,
      // Never due: a configured Ultramsg must not send demo messages to random numbers.
      next_attempt_at: status === 'queue' ? new Date('9999-12-31T00:00:00Z') : created.toJSDate(),
      created_at: created.toJSDate(),
      updated_at: created.plus({ minutes: 1 }).toJSDate(),
      sent_at: status === 'sent' ? created.plus({ seconds: rng.int(2, 90) }).toJSDate() : null,
    });
  }
  outgoing.sort((a, b) => (a.created_at as Date).getTime() - (b.created_at as Date).getTime());
  await insertBatched(trx, 'outbox', outgoing);

  const incoming: Insertable<WhatsappInboundTable>[] = [];
  for (let i = 0; i < INCOMING; i++) {
    const received = now.minus({ minutes: rng.int(1, DAYS * 24 * 60) });
    const fromDemo = i === 0 && demoPegawai?.phone ? normalizeWhatsAppNumber(demoPegawai.phone) : null;
    const known = fromDemo ? { id: demoPegawai!.id, number: fromDemo } : rng.chance(0.65) ? rng.pick(withNumber) : null;
    const number = known?.number ?? `628${rng.int(11, 99)}9${rng.digits(7)}`;
    incoming.push({
      message_id: `demo_${number}@c.us_${String(i).padStart(4, '0')}`,
      sender: `${number}@c.us`,
      sender_number: number,
      sender_name: known ? null : rng.pick(UNKNOWN_NAMES),
      recipient: '6281100000000@c.us',
      message_type: 'chat',
      body: rng.pick(INBOUND_TEXTS),
      pegawai_id: known?.id ?? null,
      sent_at: received.minus({ seconds: rng.int(1, 5) }).toJSDate(),
      received_at: received.toJSDate(),
    });
  }
  await insertBatched(trx, 'whatsapp_inbound', incoming);
}
