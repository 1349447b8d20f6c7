// Tasks as the task API answers them, for the task feature's tests and stories.
import type { TaskCalendarAnswer, TaskDetail, TaskHistoryRow, TaskRow, TaskStatusRow } from '@portal/contracts';

export const STATUS: Record<'baru' | 'dikerjakan' | 'review' | 'selesai', TaskStatusRow> = {
  baru: { id: 1, nama: 'Baru', variant: 'info' },
  dikerjakan: { id: 2, nama: 'Dikerjakan', variant: 'warning' },
  review: { id: 3, nama: 'Review', variant: 'danger' },
  selesai: { id: 4, nama: 'Selesai', variant: 'success' },
};

export const OWNER = { id: 1, nama: 'Dewi Pengembang' };
export const ASSIGNEE_USER = { id: 5, nama: 'Ani Lestari' };

export function taskRow(patch: Partial<TaskRow> = {}): TaskRow {
  return {
    id: 12,
    nama: 'Laporan triwulan',
    deskripsi: 'Rekap kinerja cabang triwulan I',
    parent_id: null,
    parent: null,
    kantor: { id: 3, nama: 'Kantor Cabang Bandung' },
    pegawai: { id: 31, nama: 'Ani Lestari', npp: '30000001' },
    owner: OWNER,
    status: STATUS.baru,
    batas_tanggal: '2026-03-16',
    approved_at: null,
    child_count: 0,
    created_at: '2026-03-02T02:00:00.000Z',
    updated_at: '2026-03-02T02:00:00.000Z',
    ...patch,
  };
}

export function historyRow(patch: Partial<TaskHistoryRow> = {}): TaskHistoryRow {
  return {
    id: 1,
    jenis: 'history',
    pesan: 'Data cabang sudah terkumpul sebagian.',
    user: ASSIGNEE_USER,
    created_at: '2026-03-03T03:15:00.000Z',
    ...patch,
  };
}

export function taskDetail(patch: Partial<TaskDetail> = {}): TaskDetail {
  return {
    ...taskRow({ child_count: 1 }),
    children: [
      taskRow({ id: 13, nama: 'Kumpulkan data cabang', parent_id: 12, parent: { id: 12, nama: 'Laporan triwulan' } }),
    ],
    history: [
      historyRow(),
      historyRow({
        id: 2,
        jenis: 'review',
        pesan: 'Tambahkan data Medan.',
        user: OWNER,
        created_at: '2026-03-04T01:00:00.000Z',
      }),
    ],
    can: { manage: true, history: true, review: true, approve: true, child: true },
    ...patch,
  };
}

export function calendarAnswer(patch: Partial<TaskCalendarAnswer> = {}): TaskCalendarAnswer {
  return {
    data: [
      {
        id: 12,
        nama: 'Laporan triwulan',
        parent_id: null,
        batas_tanggal: '2026-03-16',
        status: STATUS.baru,
        pegawai: { id: 31, nama: 'Ani Lestari' },
      },
      {
        id: 13,
        nama: 'Kumpulkan data cabang',
        parent_id: 12,
        batas_tanggal: '2026-03-10',
        status: STATUS.dikerjakan,
        pegawai: { id: 31, nama: 'Ani Lestari' },
      },
    ],
    truncated: false,
    libur: [{ tanggal: '2026-03-19', nama: 'Hari Suci Nyepi' }],
    tahun_pegawai: ['2026-03-02', '2026-03-03', '2026-03-10', '2026-03-16', '2026-03-20'],
    ...patch,
  };
}
