/**
 * Demo tasks (issue #20): 36 tasks owned by the demo `admin` (the only demo account with role 63),
 * most with one to three sub-tasks, assigned to employees of their offices; the demo `pegawai` is the
 * assignee of several (a parent and sub-tasks, in every state), so /task/show has something to open
 * for them. Due dates lie from three weeks before to six weeks after the day the demo is loaded, so
 * the calendar's current month has tasks. Histories follow the states: Dikerjakan has the assignee's
 * notes, Review the owner's review after them, Selesai an approval (its sub-tasks Selesai first).
 * Deterministic (own seed); explicit ids, the sequences continue after them.
 */
import { sql, type Insertable, type Transaction } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import type { TaskHistoryTable, TaskTable } from '../platform/db/tables/task.js';
import { portalNow } from '../platform/domain.js';
import type { DemoData } from './generate.js';
import { insertBatched } from './insert-batched.js';
import { Rng } from './random.js';

const TASK_DEMO_SEED = 0x7a_0020;
const PARENTS = 36;
const STATUS = { baru: 1, dikerjakan: 2, review: 3, selesai: 4 } as const;

const TITLES = [
  'Rekap absensi bulanan',
  'Laporan kinerja triwulan',
  'Persiapan audit internal',
  'Pemutakhiran data pegawai',
  'Evaluasi target dana cabang',
  'Penyusunan jadwal pelatihan',
  'Verifikasi dokumen SPPD',
  'Pengecekan inventaris kantor',
  'Sosialisasi kebijakan cuti',
  'Pembaruan SOP pelayanan nasabah',
  'Rekonsiliasi potongan gaji',
  'Pendataan kebutuhan diklat',
] as const;
const SUBTITLES = [
  'Kumpulkan data dari unit',
  'Susun draf laporan',
  'Periksa kelengkapan dokumen',
  'Konfirmasi ke kantor cabang',
  'Unggah hasil ke portal',
] as const;
const NOTES = [
  'Sudah mulai dikerjakan, data sebagian terkumpul.',
  'Draf sudah selesai, mohon dicek.',
  'Ada kendala akses data, sedang koordinasi dengan TI.',
  'Dokumen sudah lengkap dan diunggah.',
] as const;
const REVIEWS = [
  'Mohon dilengkapi data kantor kas.',
  'Format tabel disesuaikan dengan template terbaru.',
  'Angka bulan lalu belum sesuai, mohon diperiksa kembali.',
] as const;

interface Person {
  pegawaiId: number;
  kantorId: number;
  /** The account of the employee, when they have one (they can then write history). */
  userId: number | null;
}

export async function loadTaskDemo(trx: Transaction<Database>, data: DemoData): Promise<void> {
  const rng = new Rng(TASK_DEMO_SEED);
  const accounts = await trx.selectFrom('users').select(['id', 'name', 'pegawai_id']).execute();
  const admin = accounts.find((a) => a.name === 'admin');
  if (!admin) return;
  const userOf = new Map(accounts.filter((a) => a.pegawai_id !== null).map((a) => [a.pegawai_id!, a.id]));
  const people: Person[] = data.pegawai
    .filter((p) => p.kantor_id != null)
    .map((p) => ({ pegawaiId: p.id, kantorId: p.kantor_id!, userId: userOf.get(p.id) ?? null }));
  const ownPegawai = data.accountPegawai.get('pegawai');
  const demoPegawai = people.find((p) => p.pegawaiId === ownPegawai);
  if (people.length === 0) return;

  const today = portalNow().startOf('day');
  const tasks: (Insertable<TaskTable> & { id: number })[] = [];
  const history: Insertable<TaskHistoryTable>[] = [];
  let nextId = 1;

  const at = (dayOffset: number, hour: number) => today.plus({ days: dayOffset, hours: hour }).toJSDate();

  /** One task and the history its state implies; answers its id. */
  const add = (
    fields: { nama: string; parent_id: number | null; person: Person; status: number; due: number },
    created: number,
  ): number => {
    const id = nextId++;
    const { person, status } = fields;
    const done = status === STATUS.selesai;
    tasks.push({
      id,
      parent_id: fields.parent_id,
      nama: fields.nama,
      deskripsi: rng.chance(0.6) ? `${fields.nama} untuk periode berjalan, sesuai arahan pimpinan.` : null,
      kantor_id: person.kantorId,
      pegawai_id: person.pegawaiId,
      user_id: admin.id,
      status_id: status,
      batas_tanggal: today.plus({ days: fields.due }).toISODate()!,
      approved_at: done ? at(created + 3, 10) : null,
      created_at: at(created, 8),
      updated_at: at(created + (status === STATUS.baru ? 0 : 3), 10),
    });
    // The assignee reports (only an employee with an account can write); else the owner notes progress.
    const writer = person.userId ?? admin.id;
    if (status !== STATUS.baru)
      history.push({
        task_id: id,
        user_id: writer,
        jenis: 'history',
        pesan: rng.pick(NOTES),
        created_at: at(created + 1, 9),
      });
    if (status === STATUS.review || (done && rng.chance(0.5)))
      history.push({
        task_id: id,
        user_id: admin.id,
        jenis: 'review',
        pesan: rng.pick(REVIEWS),
        created_at: at(created + 2, 9),
      });
    if (done) {
      if (history.at(-1)?.jenis === 'review')
        history.push({
          task_id: id,
          user_id: writer,
          jenis: 'history',
          pesan: 'Sudah diperbaiki sesuai review.',
          created_at: at(created + 2, 14),
        });
      history.push({
        task_id: id,
        user_id: admin.id,
        jenis: 'approve',
        pesan: 'Tugas disetujui',
        created_at: at(created + 3, 10),
      });
    }
    return id;
  };

  const colleagueOf = (person: Person): Person => {
    const same = people.filter((p) => p.kantorId === person.kantorId && p.pegawaiId !== person.pegawaiId);
    return same.length > 0 && rng.chance(0.7) ? rng.pick(same) : rng.pick(people);
  };

  for (let i = 0; i < PARENTS; i++) {
    // The demo `pegawai` is the assignee of every sixth parent (and of sub-tasks below).
    const person = demoPegawai && i % 6 === 0 ? demoPegawai : rng.pick(people);
    const created = -rng.int(5, 40);
    const due = rng.int(-21, 42);
    const children = rng.int(0, 3);
    // A parent is Selesai only when its sub-tasks are; overdue work is more often finished.
    const status = rng.weighted([STATUS.baru, STATUS.dikerjakan, STATUS.review, STATUS.selesai], (s) =>
      s === STATUS.selesai ? (due < 0 ? 4 : 1) : 2,
    );
    const parentId = add({ nama: `${rng.pick(TITLES)} ${i + 1}`, parent_id: null, person, status, due }, created);
    for (let c = 0; c < children; c++) {
      const childPerson = demoPegawai && i % 6 === 0 && c === 0 ? demoPegawai : colleagueOf(person);
      const childStatus =
        status === STATUS.selesai
          ? STATUS.selesai
          : rng.pick([STATUS.baru, STATUS.dikerjakan, STATUS.review, STATUS.selesai]);
      add(
        {
          nama: rng.pick(SUBTITLES),
          parent_id: parentId,
          person: childPerson,
          status: childStatus,
          due: due - rng.int(1, 5),
        },
        created + 1,
      );
    }
  }
  // The demo `pegawai` always has an open task waiting for their report, with a sub-task.
  if (demoPegawai) {
    const id = add(
      { nama: 'Rekap kehadiran tim minggu ini', parent_id: null, person: demoPegawai, status: STATUS.baru, due: 7 },
      -1,
    );
    add({ nama: 'Kumpulkan data cabang', parent_id: id, person: demoPegawai, status: STATUS.baru, due: 5 }, -1);
  }

  await insertBatched(trx, 'task', tasks);
  await insertBatched(trx, 'task_history', history);
  await sql`SELECT setval(pg_get_serial_sequence('task', 'id'), (SELECT max(id) FROM task))`.execute(trx);
}
