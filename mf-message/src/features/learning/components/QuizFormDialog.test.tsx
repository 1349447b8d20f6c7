import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { EMPTY_QUIZ_FORM, LEARNING_TEXTS, quizSchema } from '../api';
import { QuizFormDialog } from './QuizFormDialog';

// A dialog with many fields: on a busy machine its first render alone can pass jest's 5 s default.
jest.setTimeout(20_000);

const question = (correct: boolean[]) => ({
  pertanyaan: 'Soal',
  choices: correct.map((is_benar, i) => ({ label: `Pilihan ${i + 1}`, is_benar })),
});

describe('quizSchema', () => {
  const base = { ...EMPTY_QUIZ_FORM, judul: 'Kuis' };
  it('accepts exactly one correct choice per question', async () => {
    await expect(quizSchema.isValid({ ...base, questions: [question([false, true])] })).resolves.toBe(true);
  });
  it('refuses no correct choice and two correct choices', async () => {
    await expect(quizSchema.validate({ ...base, questions: [question([false, false])] })).rejects.toThrow(
      LEARNING_TEXTS.oneCorrect,
    );
    await expect(quizSchema.validate({ ...base, questions: [question([true, true, false])] })).rejects.toThrow(
      LEARNING_TEXTS.oneCorrect,
    );
  });
});

describe('QuizFormDialog', () => {
  const renderForm = () => {
    const onSubmit = jest.fn(async () => undefined);
    renderWithProviders(
      <QuizFormDialog
        open
        title="Tambah Kuis"
        initialValues={EMPTY_QUIZ_FORM}
        modules={[]}
        onSubmit={onSubmit}
        onClose={() => undefined}
      />,
      { transport: fakeTransport({}).transport },
    );
    return onSubmit;
  };

  it('does not submit until one choice is marked correct, then sends exactly one', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText(/Judul/), { target: { value: 'Kuis K3' } });
    fireEvent.change(screen.getByLabelText(/Soal 1/, { selector: 'textarea' }), { target: { value: 'Apa itu K3?' } });
    fireEvent.change(screen.getByLabelText('Soal 1 pilihan 1'), { target: { value: 'Keselamatan' } });
    fireEvent.change(screen.getByLabelText('Soal 1 pilihan 2'), { target: { value: 'Keuangan' } });
    fireEvent.click(screen.getByTestId('quiz-form-submit'));
    expect(await screen.findByTestId('quiz-form-choices-error')).toHaveTextContent(LEARNING_TEXTS.oneCorrect);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('Jawaban benar soal 1 pilihan 2'));
    fireEvent.click(screen.getByLabelText('Jawaban benar soal 1 pilihan 1'));
    fireEvent.click(screen.getByTestId('quiz-form-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        judul: 'Kuis K3',
        questions: [
          {
            pertanyaan: 'Apa itu K3?',
            choices: [
              { label: 'Keselamatan', is_benar: true },
              { label: 'Keuangan', is_benar: false },
            ],
          },
        ],
      }),
    );
  });
});
