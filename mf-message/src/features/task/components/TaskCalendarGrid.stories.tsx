// A month of tasks as GET /api/sdm/task/calendar answers it (tasks by due date, libur, working days).
import { withStoryApi } from '@portal/design-system/storybook';
import { calendarAnswer, STATUS } from '../task-fixtures';
import { TaskCalendarGrid } from './TaskCalendarGrid';

const answer = calendarAnswer();

const meta = {
  title: 'mf-message/Task/TaskCalendarGrid',
  component: TaskCalendarGrid,
  decorators: [withStoryApi],
  args: {
    tahun: 2026,
    bulan: 3,
    tasks: answer.data,
    libur: answer.libur,
    workingDays: answer.tahun_pegawai,
    today: '2026-03-10',
  },
};

export default meta;

/** March 2026: two tasks, Nyepi marked as a holiday, today outlined. Arrow keys move between days. */
export const Month = {};

/** A busy day: three tasks shown, the rest counted. */
export const BusyDay = {
  args: {
    tasks: Array.from({ length: 6 }, (_, i) => ({
      id: 100 + i,
      nama: `Tugas ${i + 1}`,
      parent_id: null,
      batas_tanggal: '2026-03-16',
      status: i % 2 ? STATUS.selesai : STATUS.baru,
      pegawai: { id: 31, nama: 'Ani Lestari' },
    })),
  },
};
