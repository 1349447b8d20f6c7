import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { surveyForm } from '../survey-fixtures';
import SurveyAnswerPage from './SurveyAnswerPage';

const renderPage = (answers: Parameters<typeof fakeTransport>[0]) => {
  const fake = fakeTransport(answers);
  renderWithProviders(<SurveyAnswerPage />, {
    transport: fake.transport,
    path: '/survey/isi/:id',
    route: '/survey/isi/5',
  });
  return fake;
};

describe('SurveyAnswerPage', () => {
  it('sends the four question types as the answer body and shows the server’s message', async () => {
    const { request } = renderPage({
      'GET /general/survey/x/isi/5': surveyForm(),
      'POST /general/survey/x/isi/5': { message: 'Jawaban survei tersimpan' },
    });
    fireEvent.click(await screen.findByLabelText('Ya'));
    fireEvent.click(screen.getByLabelText('Kepemimpinan'));
    fireEvent.click(screen.getByLabelText('Pelayanan'));
    fireEvent.click(screen.getByLabelText('4'));
    fireEvent.change(screen.getByLabelText('Saran'), { target: { value: ' Lebih banyak praktik ' } });
    fireEvent.click(screen.getByTestId('survey-answer-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/general/survey/x/isi/5', {
        body: {
          answers: [
            { question_id: 11, option_ids: [101] },
            { question_id: 12, option_ids: [201, 202] },
            { question_id: 13, nilai: 4 },
            { question_id: 14, teks: 'Lebih banyak praktik' },
          ],
        },
      }),
    );
    expect(await screen.findByTestId('survey-answer-done')).toHaveTextContent('Jawaban survei tersimpan');
    expect(screen.queryByTestId('survey-answer-submit')).not.toBeInTheDocument();
  });

  it('a required question left empty blocks sending', async () => {
    const { request } = renderPage({ 'GET /general/survey/x/isi/5': surveyForm() });
    fireEvent.click(await screen.findByLabelText('Ya'));
    fireEvent.click(screen.getByTestId('survey-answer-submit'));
    expect(await screen.findByText('Pertanyaan ini wajib dijawab')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('POST', expect.anything(), expect.anything());
  });

  it('a second answer (409) is shown as a message', async () => {
    renderPage({
      'GET /general/survey/x/isi/5': surveyForm(),
      'POST /general/survey/x/isi/5': new ApiError(409, 'Anda sudah mengisi survei ini'),
    });
    fireEvent.click(await screen.findByLabelText('Tidak'));
    fireEvent.click(screen.getByLabelText('5'));
    fireEvent.click(screen.getByTestId('survey-answer-submit'));
    expect(await screen.findByTestId('survey-answer-done')).toHaveTextContent('Anda sudah mengisi survei ini');
  });

  it('a survey already answered shows no form', async () => {
    renderPage({ 'GET /general/survey/x/isi/5': surveyForm({ sudah_diisi: true }) });
    expect(await screen.findByTestId('survey-answer-done')).toHaveTextContent('Anda sudah mengisi survei ini');
    expect(screen.queryByTestId('survey-answer-form')).not.toBeInTheDocument();
  });
});
