/**
 * What the AI module's tests share (src/modules/ai/*.test.ts): the accounts they use, a leave row with its approval status (the
 * balance's input), and reading a chat answer's server-sent events. Test-only; imported by *.test.ts.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/platform/db/schema.js';
import { portalNow } from '../../src/platform/domain.js';

export interface ChatEvent {
  event: string;
  data: Record<string, unknown>;
}

/** The events of a complete text/event-stream body, in order. */
export function parseSse(body: string): ChatEvent[] {
  const events: ChatEvent[] = [];
  for (const block of body.split('\n\n')) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trim());
    }
    if (data.length > 0) events.push({ event, data: JSON.parse(data.join('\n')) as Record<string, unknown> });
  }
  return events;
}

export function answerText(events: ChatEvent[]): string {
  return events
    .filter((e) => e.event === 'token')
    .map((e) => String(e.data.text))
    .join('');
}

/** The first Monday of March of this year (three working days from it are Mon–Wed). */
export function mondayOfMarch(): string {
  const year = portalNow().year;
  const d = new Date(Date.UTC(year, 2, 1));
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** An annual leave (jenis 5) of Mon–Wed in `status`, as the approval engine would have left it. */
export async function insertAnnualLeave(
  db: Kysely<Database>,
  who: { id: number; pegawaiId: number | null },
  status: 'disetujui' | 'menunggu',
  alasan = 'Cuti keluarga',
): Promise<void> {
  const start = mondayOfMarch();
  const end = new Date(Date.parse(start) + 2 * 86_400_000).toISOString().slice(0, 10);
  const izin = await db
    .insertInto('izin')
    .values({
      token: randomBytes(8).toString('hex'),
      pegawai_id: who.pegawaiId!,
      user_id: who.id,
      jenis_id: 5,
      tanggal_mulai: start,
      tanggal_selesai: end,
      alasan,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('approval_request')
    .values({
      type: 'izin',
      subject_id: izin.id,
      requester_user_id: who.id,
      status,
      current_step: null,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .execute();
}
