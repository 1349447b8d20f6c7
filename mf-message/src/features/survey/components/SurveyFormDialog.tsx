import { FieldArray, Form, Formik, getIn, useFormikContext } from 'formik';
import { useOptionFile, useTransport, type OptionItem } from '@portal/api-client';
import type { SurveyInput, SurveyQuestionType, SurveyTarget } from '@portal/contracts';
import {
  Box,
  Button,
  Checkbox,
  HStack,
  Input,
  OptionSelect,
  SearchableSelect,
  Stack,
  Text,
  Textarea,
} from '@portal/design-system';
import { DatePicker, FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import {
  EMPTY_QUESTION,
  QUESTION_TYPE_OPTIONS,
  surveyFormSchema,
  TARGET_OPTIONS,
  toSurveyInput,
  type SurveyFormValues,
} from '../api';

export interface SurveyFormDialogProps {
  /** 'Tambah Survei' or 'Ubah Survei'. */
  title: string;
  initialValues: SurveyFormValues;
  /** Someone answered: the questions (and anonymity) cannot change (the server answers 409). */
  questionsLocked?: boolean;
  onSubmit: (input: SurveyInput) => Promise<unknown>;
  onClose: () => void;
}

function Flag({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const { values, setFieldValue } = useFormikContext<SurveyFormValues>();
  return (
    <Checkbox.Root
      checked={Boolean(getIn(values, name))}
      disabled={disabled}
      onCheckedChange={(e) => void setFieldValue(name, e.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function TargetPicker() {
  const { values } = useFormikContext<SurveyFormValues>();
  const transport = useTransport();
  const kantor = useOptionFile(transport, 'kantor', { enabled: values.target === 'kantor' });
  const jabatan = useOptionFile(transport, 'jabatan', { enabled: values.target === 'jabatan' });
  if (values.target === 'semua') return null;
  const label = values.target === 'kantor' ? 'Kantor sasaran' : 'Jabatan sasaran';
  return (
    <FormField<number[]> name="target_ids" label={label} required>
      {({ field, helpers, invalid }) => (
        <SearchableSelect<OptionItem>
          multiple
          aria-label={label}
          placeholder={values.target === 'kantor' ? 'Pilih kantor' : 'Pilih jabatan'}
          options={values.target === 'kantor' ? kantor : jabatan}
          value={field.value}
          invalid={invalid}
          onChange={(ids) => void helpers.setValue(ids.map(Number))}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FormField>
  );
}

function QuestionEditor({ index, locked, onRemove }: { index: number; locked?: boolean; onRemove?: () => void }) {
  const { values, errors, submitCount } = useFormikContext<SurveyFormValues>();
  const question = values.questions[index];
  const base = `questions.${index}`;
  const choice = question.tipe === 'pilihan_tunggal' || question.tipe === 'pilihan_ganda';
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid={`survey-question-${index}`}>
      <Stack gap="3">
        <HStack justify="space-between">
          <Text fontWeight="semibold">Pertanyaan {index + 1}</Text>
          {onRemove && !locked ? (
            <Button size="xs" kind="quiet" onClick={onRemove} aria-label={`Hapus pertanyaan ${index + 1}`}>
              Hapus
            </Button>
          ) : null}
        </HStack>
        <FormField<SurveyQuestionType> name={`${base}.tipe`} label="Jenis" disabled={locked}>
          {({ field }) => <OptionSelect {...field} options={QUESTION_TYPE_OPTIONS} />}
        </FormField>
        <FormField<string> name={`${base}.pertanyaan`} label="Teks pertanyaan" required disabled={locked}>
          {({ field }) => <Textarea {...field} rows={2} disabled={locked} />}
        </FormField>
        <Flag name={`${base}.is_wajib`} label="Wajib dijawab" disabled={locked} />
        {choice ? (
          <FieldArray name={`${base}.options`}>
            {(options) => (
              <Stack gap="2">
                <Text fontSize="sm" fontWeight="medium">
                  Pilihan jawaban
                </Text>
                {question.options.map((_, o) => (
                  <HStack key={o} gap="2">
                    <FormField<string> name={`${base}.options.${o}`} disabled={locked}>
                      {({ field }) => (
                        <Input {...field} aria-label={`Pilihan ${o + 1} pertanyaan ${index + 1}`} disabled={locked} />
                      )}
                    </FormField>
                    {!locked && question.options.length > 2 ? (
                      <Button
                        size="xs"
                        kind="quiet"
                        onClick={() => options.remove(o)}
                        aria-label={`Hapus pilihan ${o + 1}`}
                      >
                        Hapus
                      </Button>
                    ) : null}
                  </HStack>
                ))}
                {typeof getIn(errors, `${base}.options`) === 'string' && getIn(submitCount ? values : {}, base) ? (
                  <Text fontSize="sm" color="fg.error">
                    {getIn(errors, `${base}.options`) as string}
                  </Text>
                ) : null}
                {!locked && question.options.length < 20 ? (
                  <HStack>
                    <Button size="xs" kind="secondary" onClick={() => options.push('')}>
                      Tambah pilihan
                    </Button>
                  </HStack>
                ) : null}
              </Stack>
            )}
          </FieldArray>
        ) : null}
      </Stack>
    </Box>
  );
}

/** Adds or changes a survey: title, description, anonymity, period, target group and its questions. */
export function SurveyFormDialog({ title, initialValues, questionsLocked, onSubmit, onClose }: SurveyFormDialogProps) {
  return (
    <FormDialog open title={title} onClose={onClose} testId="survey-form-dialog" size="xl">
      <Formik<SurveyFormValues>
        initialValues={initialValues}
        validationSchema={surveyFormSchema}
        onSubmit={async (values, helpers) => {
          await submitToApi(helpers, () => onSubmit(toSurveyInput(values)));
        }}
      >
        {({ isSubmitting, values, errors }) => (
          <Form noValidate>
            <Stack gap="4">
              <FormField name="judul" label="Judul" required />
              <FormField<string> name="deskripsi" label="Deskripsi">
                {({ field }) => <Textarea {...field} rows={3} />}
              </FormField>
              <Flag
                name="is_anonim"
                label="Anonim (jawaban tidak dikaitkan dengan pegawai)"
                disabled={questionsLocked}
              />
              <HStack gap="4" align="start" wrap="wrap">
                <FormField<string> name="tanggal_mulai" label="Tanggal Mulai" required group>
                  {({ field, helpers, error }) => (
                    <DatePicker
                      label="Tanggal Mulai"
                      name="tanggal_mulai"
                      value={field.value || null}
                      error={error}
                      onChange={(v) => void helpers.setValue(v ?? '')}
                      onBlur={() => void helpers.setTouched(true)}
                    />
                  )}
                </FormField>
                <FormField<string> name="tanggal_selesai" label="Tanggal Selesai" required group>
                  {({ field, helpers, error }) => (
                    <DatePicker
                      label="Tanggal Selesai"
                      name="tanggal_selesai"
                      value={field.value || null}
                      error={error}
                      onChange={(v) => void helpers.setValue(v ?? '')}
                      onBlur={() => void helpers.setTouched(true)}
                    />
                  )}
                </FormField>
              </HStack>
              <FormField<SurveyTarget> name="target" label="Sasaran" required>
                {({ field }) => <OptionSelect {...field} options={TARGET_OPTIONS} />}
              </FormField>
              <TargetPicker />
              {questionsLocked ? (
                <Text fontSize="sm" color="fg.muted">
                  Pertanyaan tidak dapat diubah karena survei sudah diisi
                </Text>
              ) : null}
              <FieldArray name="questions">
                {(questions) => (
                  <Stack gap="3">
                    {values.questions.map((_, i) => (
                      <QuestionEditor
                        key={i}
                        index={i}
                        locked={questionsLocked}
                        onRemove={values.questions.length > 1 ? () => questions.remove(i) : undefined}
                      />
                    ))}
                    {typeof errors.questions === 'string' ? (
                      <Text fontSize="sm" color="fg.error">
                        {errors.questions}
                      </Text>
                    ) : null}
                    {!questionsLocked ? (
                      <HStack>
                        <Button
                          size="sm"
                          kind="secondary"
                          onClick={() => questions.push({ ...EMPTY_QUESTION, options: ['', ''] })}
                          data-testid="survey-add-question"
                        >
                          Tambah pertanyaan
                        </Button>
                      </HStack>
                    ) : null}
                  </Stack>
                )}
              </FieldArray>
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitTestId="survey-form-submit" />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
