import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { gradedSheet, openSheet } from '../learning-fixtures';
import QuizTakePage from './QuizTakePage';

const renderPage = (answers: Parameters<typeof fakeTransport>[0]) => {
  const fake = fakeTransport(answers);
  renderWithProviders(<QuizTakePage />, {
    transport: fake.transport,
    path: '/learning/quiz/kerjakan',
    route: '/learning/quiz/kerjakan?id=3',
  });
  return fake;
};

describe('QuizTakePage', () => {
  it('starts an attempt, submits the chosen answers and shows the score from the server', async () => {
    const { request } = renderPage({
      'POST /general/learning/x/quiz/3/x/attempt': { message: 'Kuis dimulai', data: openSheet() },
      // The server says 50 / not passed; every choice below is "right" by label, so a score counted
      // in the browser would differ: the page must show the server's number.
      'PUT /general/learning/x/attempt/41': {
        message: 'Jawaban kuis dinilai',
        data: gradedSheet({ skor: 50, is_lulus: false }),
      },
    });
    fireEvent.click(await screen.findByTestId('quiz-start'));
    fireEvent.click(await screen.findByRole('radio', { name: 'Kuning' }));
    fireEvent.click(screen.getByRole('radio', { name: '112' }));
    fireEvent.click(screen.getByTestId('quiz-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', '/general/learning/x/attempt/41', {
        body: {
          answers: [
            { question_id: 101, choice_id: 1002 },
            { question_id: 102, choice_id: 1003 },
          ],
        },
      }),
    );
    expect(await screen.findByTestId('quiz-score')).toHaveTextContent('50');
    expect(screen.getByTestId('quiz-status')).toHaveTextContent('Tidak lulus');
    expect(screen.queryByTestId('quiz-submit')).not.toBeInTheDocument();
  });

  it('shows a pass with the server score even when no answer matches what the browser knows', async () => {
    renderPage({
      'POST /general/learning/x/quiz/3/x/attempt': { message: 'Kuis dimulai', data: openSheet() },
      'PUT /general/learning/x/attempt/41': {
        message: 'Jawaban kuis dinilai',
        data: gradedSheet({ skor: 100, jumlah_benar: 2, is_lulus: true }),
      },
    });
    fireEvent.click(await screen.findByTestId('quiz-start'));
    fireEvent.click(await screen.findByTestId('quiz-submit'));
    expect(await screen.findByTestId('quiz-score')).toHaveTextContent('100');
    expect(screen.getByTestId('quiz-status')).toHaveTextContent('Lulus');
  });

  it('shows the 409 "already graded" message', async () => {
    renderPage({
      'POST /general/learning/x/quiz/3/x/attempt': { message: 'Kuis dimulai', data: openSheet() },
      'PUT /general/learning/x/attempt/41': new ApiError(409, 'Lembar jawaban ini sudah dinilai'),
    });
    fireEvent.click(await screen.findByTestId('quiz-start'));
    fireEvent.click(await screen.findByRole('radio', { name: 'Putih' }));
    fireEvent.click(screen.getByTestId('quiz-submit'));
    expect(await screen.findByTestId('quiz-problem')).toHaveTextContent('Lembar jawaban ini sudah dinilai');
    expect(screen.queryByTestId('quiz-score')).not.toBeInTheDocument();
  });

  it('shows when no attempt is left', async () => {
    renderPage({
      'POST /general/learning/x/quiz/3/x/attempt': new ApiError(409, 'Batas percobaan kuis sudah habis'),
    });
    fireEvent.click(await screen.findByTestId('quiz-start'));
    expect(await screen.findByTestId('quiz-problem')).toHaveTextContent('Batas percobaan kuis sudah habis');
  });
});
