import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@portal/design-system';
import type { LearningQuizRow } from '@portal/contracts';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { learningModules, quizDetail, quizResultsKantor, quizResultsPegawai, quizRow } from '../learning-fixtures';
import QuizManagePage from './QuizManagePage';

// Forms and dialogs render slowly under a loaded jsdom (mail tests do the same).
jest.setTimeout(60_000);

const QUIZ = '/general/learning/x/quiz';
const MODUL = '/general/learning/x/modul';
const PATH = '/learning/quiz/index';

afterEach(() => act(() => notify.clear()));

const DRAFT = quizRow({
  id: 4,
  judul: 'Kuis Layanan',
  modul_id: null,
  modul_nama: null,
  is_published: false,
  attempts_count: 0,
});

function open(answers: Parameters<typeof fakeTransport>[0]) {
  const fake = fakeTransport(answers);
  renderWithProviders(<QuizManagePage />, { transport: fake.transport, path: PATH, route: PATH });
  return fake;
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr')!;

describe('QuizManagePage', () => {
  it('lists the quizzes and shows one’s results per employee and per office', async () => {
    const { request } = open({
      [`GET ${QUIZ}`]: paged([quizRow(), DRAFT]),
      [`GET ${QUIZ}/3/x/result`]: (options?: { query?: { event?: string } }) => ({
        data: options?.query?.event === 'kantor' ? quizResultsKantor() : quizResultsPegawai(),
      }),
    });
    const table = await screen.findByRole('table', { name: 'Daftar kuis' });
    await waitFor(() => expect(within(table).getByText('Kuis Keselamatan Kerja')).toBeInTheDocument());
    expect(within(rowOf(table, 'Kuis Keselamatan Kerja')).getByText('Terbit')).toBeInTheDocument();
    expect(within(rowOf(table, 'Kuis Layanan')).getByText('Draf')).toBeInTheDocument();

    fireEvent.click(within(rowOf(table, 'Kuis Keselamatan Kerja')).getByRole('button', { name: 'Hasil' }));
    const results = await screen.findByTestId('quiz-results');
    expect(within(results).getByText('Hasil: Kuis Keselamatan Kerja')).toBeInTheDocument();
    expect(await within(results).findByText('Ani Wahyudi')).toBeInTheDocument();
    expect(within(results).getByText('30000001')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', `${QUIZ}/3/x/result`, { query: { event: 'pegawai' } });

    fireEvent.click(within(results).getByRole('button', { name: 'Per kantor' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('GET', `${QUIZ}/3/x/result`, { query: { event: 'kantor' } }),
    );
    expect(await within(results).findByText('82,50')).toBeInTheDocument();
    expect(within(results).queryByText('Ani Wahyudi')).not.toBeInTheDocument();
  });

  it('shows the empty text of a quiz nobody took', async () => {
    open({ [`GET ${QUIZ}`]: paged([DRAFT]), [`GET ${QUIZ}/4/x/result`]: { data: [] } });
    const table = await screen.findByRole('table', { name: 'Daftar kuis' });
    await within(table).findByText('Kuis Layanan');
    fireEvent.click(within(rowOf(table, 'Kuis Layanan')).getByRole('button', { name: 'Hasil' }));
    expect(await screen.findByText('Belum ada yang mengerjakan')).toBeInTheDocument();
  });

  it('changes a quiz that was taken (its questions locked) and deletes one after a confirmation', async () => {
    let rows: LearningQuizRow[] = [quizRow(), DRAFT];
    const { request } = open({
      [`GET ${QUIZ}`]: () => paged(rows),
      [`GET ${MODUL}`]: { data: learningModules() },
      [`GET ${QUIZ}/3`]: { data: quizDetail() },
      [`PUT ${QUIZ}/3`]: (options?: { body?: unknown }) => {
        const body = options?.body as { judul: string };
        rows = rows.map((r) => (r.id === 3 ? { ...r, judul: body.judul } : r));
        return { message: 'Kuis diperbarui', data: quizDetail({ judul: body.judul }) };
      },
      [`DELETE ${QUIZ}/4`]: () => {
        rows = rows.filter((r) => r.id !== 4);
        return { message: 'Kuis dihapus' };
      },
    });
    const table = await screen.findByRole('table', { name: 'Daftar kuis' });
    await within(table).findByText('Kuis Keselamatan Kerja');

    fireEvent.click(within(rowOf(table, 'Kuis Keselamatan Kerja')).getByRole('button', { name: 'Ubah' }));
    const dialog = await screen.findByTestId('quiz-form-dialog');
    expect(within(dialog).getByText('Ubah Kuis')).toBeInTheDocument();
    const judul = within(dialog).getByLabelText(/Judul/);
    expect(judul).toHaveValue('Kuis Keselamatan Kerja');
    // Five attempts: the questions cannot change any more.
    expect(within(dialog).getByLabelText(/Soal 1/, { selector: 'textarea' })).toBeDisabled();
    fireEvent.change(judul, { target: { value: 'Kuis K3 2026' } });
    fireEvent.click(within(dialog).getByTestId('quiz-form-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', `${QUIZ}/3`, {
        body: expect.objectContaining({ judul: 'Kuis K3 2026', nilai_lulus: 70, maks_percobaan: 3 }),
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('quiz-form-dialog')).not.toBeInTheDocument());
    expect(await within(table).findByText('Kuis K3 2026')).toBeInTheDocument();

    fireEvent.click(within(rowOf(table, 'Kuis Layanan')).getByRole('button', { name: 'Hapus' }));
    const confirmDialog = await screen.findByRole('alertdialog');
    expect(confirmDialog).toHaveTextContent('Kuis "Kuis Layanan" akan dihapus.');
    fireEvent.click(within(confirmDialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', `${QUIZ}/4`));
    await waitFor(() => expect(within(table).queryByText('Kuis Layanan')).not.toBeInTheDocument());
  });
});
