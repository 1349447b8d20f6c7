import { FieldArray, Form, Formik, getIn, useFormikContext } from 'formik';
import type { LearningModulRow, LearningQuizInput } from '@portal/contracts';
import { Box, Button, Checkbox, HStack, Input, Stack, Text, Textarea } from '@portal/design-system';
import { FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import { emptyChoice, emptyQuestion, quizInput, quizSchema, type QuizFormValues } from '../api';

export interface QuizFormDialogProps {
  open: boolean;
  /** 'Tambah Kuis' or 'Ubah Kuis'. */
  title: string;
  initialValues: QuizFormValues;
  modules: readonly LearningModulRow[];
  /** The quiz was attempted: the server refuses question changes (409), so they are shown read-only. */
  questionsLocked?: boolean;
  onSubmit: (input: LearningQuizInput) => Promise<unknown>;
  onClose: () => void;
}

function Questions({ locked }: { locked: boolean }) {
  const { values, errors, submitCount, setFieldValue } = useFormikContext<QuizFormValues>();
  const listError = typeof errors.questions === 'string' ? errors.questions : undefined;
  return (
    <FieldArray name="questions">
      {(questions) => (
        <Stack gap="4">
          {values.questions.map((q, qi) => {
            const choicesError = getIn(errors, `questions.${qi}.choices`) as unknown;
            const showChoicesError = typeof choicesError === 'string' && submitCount > 0;
            return (
              <Box key={qi} borderWidth="1px" rounded="md" p="3" data-testid="quiz-form-question">
                <Stack gap="2">
                  <FormField<string> name={`questions.${qi}.pertanyaan`} label={`Soal ${qi + 1}`} required>
                    {({ field }) => <Textarea {...field} rows={2} disabled={locked} />}
                  </FormField>
                  <FieldArray name={`questions.${qi}.choices`}>
                    {(choices) => (
                      <Stack gap="1">
                        {q.choices.map((c, ci) => (
                          <HStack key={ci} gap="2">
                            <input
                              type="radio"
                              name={`benar-${qi}`}
                              aria-label={`Jawaban benar soal ${qi + 1} pilihan ${ci + 1}`}
                              checked={c.is_benar}
                              disabled={locked}
                              onChange={() =>
                                void setFieldValue(
                                  `questions.${qi}.choices`,
                                  q.choices.map((x, i) => ({ ...x, is_benar: i === ci })),
                                )
                              }
                            />
                            <Box flex="1">
                              <FormField<string> name={`questions.${qi}.choices.${ci}.label`}>
                                {({ field, invalid }) => (
                                  <Input
                                    {...field}
                                    aria-label={`Soal ${qi + 1} pilihan ${ci + 1}`}
                                    aria-invalid={invalid}
                                    disabled={locked}
                                  />
                                )}
                              </FormField>
                            </Box>
                            {!locked && q.choices.length > 2 ? (
                              <Button size="xs" kind="secondary" onClick={() => choices.remove(ci)}>
                                Hapus
                              </Button>
                            ) : null}
                          </HStack>
                        ))}
                        {showChoicesError ? (
                          <Text color="red.600" fontSize="sm" data-testid="quiz-form-choices-error">
                            {choicesError}
                          </Text>
                        ) : null}
                        {!locked ? (
                          <HStack gap="2">
                            <Button size="xs" kind="secondary" onClick={() => choices.push(emptyChoice())}>
                              Tambah pilihan
                            </Button>
                            {values.questions.length > 1 ? (
                              <Button size="xs" kind="secondary" onClick={() => questions.remove(qi)}>
                                Hapus soal
                              </Button>
                            ) : null}
                          </HStack>
                        ) : null}
                      </Stack>
                    )}
                  </FieldArray>
                </Stack>
              </Box>
            );
          })}
          {listError ? (
            <Text color="red.600" fontSize="sm">
              {listError}
            </Text>
          ) : null}
          {!locked ? (
            <Box>
              <Button size="sm" kind="secondary" onClick={() => questions.push(emptyQuestion())}>
                Tambah soal
              </Button>
            </Box>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              Soal tidak dapat diubah karena kuis sudah dikerjakan
            </Text>
          )}
        </Stack>
      )}
    </FieldArray>
  );
}

/**
 * Adds or changes a quiz: title, module, pass mark, attempts, published, and its questions with
 * choices; each question needs exactly one correct choice (yup checks it, the server too).
 */
export function QuizFormDialog({
  open,
  title,
  initialValues,
  modules,
  questionsLocked = false,
  onSubmit,
  onClose,
}: QuizFormDialogProps) {
  return (
    <FormDialog open={open} title={title} onClose={onClose} testId="quiz-form-dialog">
      <Formik<QuizFormValues>
        initialValues={initialValues}
        validationSchema={quizSchema}
        onSubmit={async (values, helpers) => {
          await submitToApi(helpers, () => onSubmit(quizInput(values)));
        }}
      >
        {({ isSubmitting, values, setFieldValue }) => (
          <Form noValidate>
            <Stack gap="4">
              <FormField name="judul" label="Judul" required />
              <FormField<string> name="deskripsi" label="Deskripsi">
                {({ field }) => <Textarea {...field} rows={2} />}
              </FormField>
              <FormField<number | null> name="modul_id" label="Modul">
                {({ field }) => (
                  <select
                    aria-label="Modul"
                    value={field.value ?? ''}
                    onChange={(e) =>
                      void setFieldValue('modul_id', e.target.value === '' ? null : Number(e.target.value))
                    }
                  >
                    <option value="">Tanpa modul</option>
                    {modules.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.nama}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <HStack gap="3" align="start">
                <FormField name="nilai_lulus" label="Nilai Lulus" type="number" required />
                <FormField name="maks_percobaan" label="Maks. Percobaan" type="number" required />
              </HStack>
              <Checkbox.Root
                checked={values.is_published}
                onCheckedChange={(e) => void setFieldValue('is_published', e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Terbitkan</Checkbox.Label>
              </Checkbox.Root>
              <Questions locked={questionsLocked} />
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitTestId="quiz-form-submit" />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
