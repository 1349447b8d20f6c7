// Adding a task: the assignee found by GET /api/sdm/pegawai?event=options and the office from the
// portal's office option file (both answered by MSW); 'Simpan' with empty fields shows the messages.
import { withStoryApi } from '@portal/design-system/storybook';
import { delay, http, HttpResponse } from 'msw';
import { EMPTY_TASK_FORM } from '../api';
import { TaskFormDialog } from './TaskFormDialog';

const PEGAWAI = [
  {
    id: 31,
    nama: 'Ani Lestari',
    npp: '30000001',
    jabatan: { id: 2, nama: 'Analis' },
    kantor: { id: 3, nama: 'Bandung' },
  },
  { id: 41, nama: 'Budi Santoso', npp: '30000002', jabatan: null, kantor: { id: 3, nama: 'Bandung' } },
];
const KANTOR = [
  { id: 1, nama: 'Kantor Pusat' },
  { id: 3, nama: 'Kantor Cabang Bandung' },
];

const handlers = [
  http.get('/api/sdm/pegawai', async () => {
    await delay(300);
    return HttpResponse.json({ data: PEGAWAI });
  }),
  http.get('*/options/kantor.json', () => HttpResponse.json(KANTOR)),
];

const meta = {
  title: 'mf-message/Task/TaskFormDialog',
  component: TaskFormDialog,
  decorators: [withStoryApi],
  args: {
    open: true,
    title: 'Tambah Tugas',
    initialValues: EMPTY_TASK_FORM,
    offices: KANTOR,
    onSubmit: async () => {
      await delay(600); // POST /api/sdm/task → 'Task created'
    },
    onClose: () => undefined,
  },
  parameters: { msw: { handlers } },
};

export default meta;

/** A new task. */
export const Create = {};

/** A sub-task: the parent named above the fields, its office chosen already. */
export const Child = {
  args: {
    title: 'Tambah Sub-tugas',
    parentNama: 'Laporan triwulan',
    initialValues: { ...EMPTY_TASK_FORM, kantor_id: 3 },
  },
};
