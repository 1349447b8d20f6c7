import { Form, Formik } from 'formik';
import type { SurveyQuestion } from '@portal/contracts';
import { Button, chakra, HStack, Stack, Text, Textarea } from '@portal/design-system';
import { FormField } from '@portal/design-system/forms';
import { answerKey, answerSchema, emptyAnswerValues, toAnswerInput, type SurveyAnswerValues } from '../api';
import type { SurveyAnswerInput } from '@portal/contracts';

const SCALE = ['1', '2', '3', '4', '5'] as const;

export interface SurveyAnswerFormProps {
  questions: readonly SurveyQuestion[];
  /** Resolves when stored; rejects to leave the form open (the page shows the server's message). */
  onSubmit: (input: SurveyAnswerInput) => Promise<void>;
  /** After a stored answer (or a 409): nothing can be sent again. */
  disabled?: boolean;
}

function Choice({
  type,
  name,
  value,
  checked,
  label,
  disabled,
  onChange,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  label: string;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2" cursor={disabled ? 'default' : 'pointer'}>
      <chakra.input
        type={type}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <Text as="span">{label}</Text>
    </chakra.label>
  );
}

function QuestionField({ question, index, disabled }: { question: SurveyQuestion; index: number; disabled?: boolean }) {
  const name = answerKey(question);
  const label = `${index + 1}. ${question.pertanyaan}`;
  return (
    <FormField<string | string[]> name={name} label={label} required={question.is_wajib} group disabled={disabled}>
      {({ field, helpers }) => {
        const touch = () => void helpers.setTouched(true, false);
        if (question.tipe === 'teks')
          return (
            <Textarea
              name={field.name}
              onBlur={() => void helpers.setTouched(true)}
              aria-label={question.pertanyaan}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(e) => void helpers.setValue(e.target.value)}
              disabled={disabled}
              rows={3}
            />
          );
        if (question.tipe === 'pilihan_ganda') {
          const chosen = Array.isArray(field.value) ? field.value : [];
          return (
            <Stack gap="1">
              {question.options.map((o) => (
                <Choice
                  key={o.id}
                  type="checkbox"
                  name={name}
                  value={String(o.id)}
                  label={o.label}
                  disabled={disabled}
                  checked={chosen.includes(String(o.id))}
                  onChange={(on) => {
                    touch();
                    void helpers.setValue(on ? [...chosen, String(o.id)] : chosen.filter((id) => id !== String(o.id)));
                  }}
                />
              ))}
            </Stack>
          );
        }
        const choices =
          question.tipe === 'skala'
            ? SCALE.map((v) => ({ value: v, label: v }))
            : question.options.map((o) => ({ value: String(o.id), label: o.label }));
        const Wrapper = question.tipe === 'skala' ? HStack : Stack;
        return (
          <Stack gap="1">
            <Wrapper gap={question.tipe === 'skala' ? '4' : '1'}>
              {choices.map((c) => (
                <Choice
                  key={c.value}
                  type="radio"
                  name={name}
                  value={c.value}
                  label={c.label}
                  disabled={disabled}
                  checked={field.value === c.value}
                  onChange={() => {
                    touch();
                    void helpers.setValue(c.value);
                  }}
                />
              ))}
            </Wrapper>
            {question.tipe === 'skala' ? (
              <Text fontSize="xs" color="fg.muted">
                1 = sangat tidak setuju, 5 = sangat setuju
              </Text>
            ) : null}
          </Stack>
        );
      }}
    </FormField>
  );
}

/** The four question types (single/multiple choice, scale 1–5, free text); required ones block sending. */
export function SurveyAnswerForm({ questions, onSubmit, disabled }: SurveyAnswerFormProps) {
  return (
    <Formik<SurveyAnswerValues>
      initialValues={emptyAnswerValues(questions)}
      validationSchema={answerSchema(questions)}
      onSubmit={async (values) => {
        try {
          await onSubmit(toAnswerInput(questions, values));
        } catch {
          // the page has shown the message; the form stays as it was
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate data-testid="survey-answer-form">
          <Stack gap="5">
            {questions.map((q, i) => (
              <QuestionField key={q.id} question={q} index={i} disabled={disabled} />
            ))}
            <HStack>
              <Button type="submit" loading={isSubmitting} disabled={disabled} data-testid="survey-answer-submit">
                Kirim Jawaban
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
