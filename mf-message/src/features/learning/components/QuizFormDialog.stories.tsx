// Adding or changing a quiz: questions with choices, one marked correct per question ('Simpan' without
// a correct choice shows 'Setiap soal harus memiliki tepat satu jawaban benar'). Saving is answered
// like POST /api/general/learning/x/quiz (MSW).
import { withStoryApi } from '@portal/design-system/storybook';
import { delay, http, HttpResponse } from 'msw';
import { EMPTY_QUIZ_FORM } from '../api';
import { QuizFormDialog } from './QuizFormDialog';

const MODULES = [
  { id: 1, nama: 'K3 Dasar', deskripsi: null, urutan: 1, materi_count: 2, quiz_count: 1 },
  { id: 2, nama: 'Layanan Nasabah', deskripsi: null, urutan: 2, materi_count: 1, quiz_count: 0 },
];

const handlers = [
  http.post('/api/general/learning/x/quiz', async () => {
    await delay(400);
    return HttpResponse.json({ message: 'Kuis disimpan', data: {} });
  }),
];

const meta = {
  title: 'mf-message/Learning/QuizFormDialog',
  component: QuizFormDialog,
  decorators: [withStoryApi],
  args: {
    open: true,
    title: 'Tambah Kuis',
    initialValues: EMPTY_QUIZ_FORM,
    modules: MODULES,
    onSubmit: async () => {
      await delay(600);
    },
    onClose: () => undefined,
  },
  parameters: { msw: { handlers } },
};

export default meta;

/** A new quiz: one empty question with two choices. */
export const Create = {};

/** An attempted quiz: its questions are read-only (the server answers 409 on a change). */
export const Locked = {
  args: {
    title: 'Ubah Kuis',
    questionsLocked: true,
    initialValues: {
      ...EMPTY_QUIZ_FORM,
      modul_id: 1,
      judul: 'Kuis Keselamatan Kerja',
      is_published: true,
      questions: [
        {
          pertanyaan: 'Nomor darurat?',
          choices: [
            { label: '112', is_benar: true },
            { label: '999', is_benar: false },
          ],
        },
      ],
    },
  },
};
