import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { ApiError } from '@portal/api-client';
import { notifyError, YearPicker, Checkbox, Input, NativeSelect, Stack } from '@portal/design-system';
import { DatePicker, FormActions, FormDialog, FormField } from '@portal/design-system/forms';
import type { CvChoiceList } from '@portal/domain';
import {
  formSchema,
  latestDate,
  type CvChoice,
  type CvFormField,
  type CvFormValues,
  type CvOption,
  type OptionSource,
} from '../api';

export interface CvRecordFormProps {
  title: string;
  fields: readonly CvFormField[];
  initialValues: CvFormValues;
  options: Record<OptionSource, CvOption[]>;
  /** The general lists that texts with `choices` are picked from. */
  choices: Record<CvChoiceList, CvChoice[]>;
  /** Saves; an ApiError with field errors (422) is shown under the fields. */
  onSubmit: (values: CvFormValues) => Promise<unknown>;
  onClose: () => void;
}

/** A text picked from a general list; a value the list no longer has (older data) stays selectable. */
function ChoiceInput({ field, choices }: { field: CvFormField; choices: CvChoice[] }) {
  if ('openChoices' in field && field.openChoices) {
    const listId = `cv-choices-${field.name}`;
    return (
      <>
        <FormField<string> name={field.name} label={field.label} required={field.required}>
          {({ field: f }) => <Input {...f} value={f.value ?? ''} list={listId} autoComplete="off" />}
        </FormField>
        <datalist id={listId}>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </datalist>
      </>
    );
  }
  return (
    <FormField<string> name={field.name} label={field.label} required={field.required}>
      {({ field: f, invalid }) => {
        const known = !f.value || choices.some((c) => c.value === f.value);
        return (
          <NativeSelect.Root invalid={invalid}>
            <NativeSelect.Field
              {...f}
              value={f.value ?? ''}
              aria-label={field.label}
              aria-required={field.required || undefined}
            >
              <option value="">Pilih {field.label.toLowerCase()}</option>
              {known ? null : <option value={f.value}>{f.value}</option>}
              {choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        );
      }}
    </FormField>
  );
}

function FieldInput({
  field,
  options,
  choices,
}: {
  field: CvFormField;
  options: Record<OptionSource, CvOption[]>;
  choices: Record<CvChoiceList, CvChoice[]>;
}) {
  switch (field.kind) {
    case 'date':
      return (
        <FormField<string | null> name={field.name} label={field.label} required={field.required} group>
          {({ field: f, helpers, meta, error }) => (
            <DatePicker
              name={field.name}
              label={field.label}
              min={field.min}
              max={latestDate(field)}
              value={f.value}
              required={field.required}
              touched={meta.touched}
              error={error}
              onChange={(value) => void helpers.setValue(value)}
              onBlur={() => void helpers.setTouched(true)}
            />
          )}
        </FormField>
      );
    case 'year':
      return (
        <FormField<number | null> name={field.name} label={field.label} required={field.required} group>
          {({ field: f, helpers, invalid }) => (
            <YearPicker
              aria-label={field.label}
              name={field.name}
              value={f.value}
              invalid={invalid}
              max={new Date().getFullYear() + 1}
              onChange={(v) => void helpers.setValue(v)}
              onBlur={() => void helpers.setTouched(true)}
            />
          )}
        </FormField>
      );
    case 'boolean':
      return (
        <FormField<boolean> name={field.name}>
          {({ field: f, helpers }) => (
            <Checkbox.Root
              checked={Boolean(f.value)}
              onCheckedChange={(e) => void helpers.setValue(e.checked === true)}
            >
              <Checkbox.HiddenInput name={field.name} />
              <Checkbox.Control />
              <Checkbox.Label>{field.label}</Checkbox.Label>
            </Checkbox.Root>
          )}
        </FormField>
      );
    case 'option':
    case 'diklat_event': {
      const source: OptionSource = field.kind === 'option' ? field.source : 'diklat_event';
      return (
        <FormField<number | null> name={field.name} label={field.label} required={field.required}>
          {({ field: f, helpers }) => (
            <NativeSelect.Root>
              <NativeSelect.Field
                name={field.name}
                value={f.value ?? ''}
                aria-required={field.required || undefined}
                onChange={(e) =>
                  void helpers.setValue(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))
                }
                onBlur={() => void helpers.setTouched(true)}
              >
                <option value="">Pilih {field.label.toLowerCase()}</option>
                {options[source].map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.nama}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </FormField>
      );
    }
    case 'money':
      return (
        <FormField name={field.name} label={field.label} required={field.required} type="number" placeholder="0" />
      );
    case 'text':
      if (field.choices) return <ChoiceInput field={field} choices={choices[field.choices]} />;
      return <FormField name={field.name} label={field.label} required={field.required} />;
  }
}

/** Add/edit dialog of one CV record, its fields and rules from the section definition. */
export function CvRecordForm({ title, fields, initialValues, options, choices, onSubmit, onClose }: CvRecordFormProps) {
  const schema = useMemo(() => formSchema(fields), [fields]);
  return (
    <FormDialog open={true} title={title} onClose={onClose} size="lg" testId="cv-record-dialog">
      <Formik<CvFormValues>
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          try {
            await onSubmit(values);
          } catch (error) {
            if (error instanceof ApiError && error.errors) {
              helpers.setErrors(
                Object.fromEntries(Object.entries(error.errors).map(([name, texts]) => [name, texts.join(' ')])),
              );
            }
            notifyError(error);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate data-testid="cv-record-form">
            <Stack gap="4">
              {fields.map((field) => (
                <FieldInput key={field.name} field={field} options={options} choices={choices} />
              ))}
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitTestId="cv-record-submit" />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
