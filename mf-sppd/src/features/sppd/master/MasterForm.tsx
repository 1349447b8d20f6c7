import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useOptionFile, useTransport } from '@portal/api-client';
import { Input, OptionSelect, Stack, YearPicker } from '@portal/design-system';
import { FormActions, FormField, submitToApi } from '@portal/design-system/forms';
import { useMasterOptions } from '../api';
import { REQUIRED } from '../sppd-form';
import type { SppdMasterRow } from '@portal/contracts';
import type { SppdMasterMutationAnswer } from '../types';
import { saveMaster } from './master-api';
import type { MasterEntity, MasterField } from './master-config';

type Values = Record<string, string>;

function schemaOf(fields: MasterField[]) {
  const shape: Record<string, yup.StringSchema<string | undefined>> = {};
  for (const f of fields) {
    let s = yup.string().trim();
    if (f.required) s = s.required(REQUIRED);
    if (f.maxLength) s = s.max(f.maxLength, `${f.label} paling banyak ${f.maxLength} karakter`);
    if (f.pattern) s = s.matches(f.pattern.regex, { message: f.pattern.message, excludeEmptyString: true });
    shape[f.name] = s;
  }
  return yup.object(shape);
}

/** The body: texts trimmed, money as the decimal string, ids and years as numbers, an empty optional id as null. */
export function masterBodyOf(fields: MasterField[], values: Values): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const value = (values[f.name] ?? '').trim();
    const fixed = f.options && 'fixed' in f.options;
    if (f.kind === 'year') body[f.name] = Number(value);
    else if (f.kind === 'select' && !fixed) body[f.name] = value === '' ? null : Number(value);
    else body[f.name] = value;
  }
  return body;
}

function valuesOf(fields: MasterField[], row: SppdMasterRow | null): Values {
  return Object.fromEntries(
    fields.map((f) => {
      const value = row?.[f.name];
      return [f.name, value === null || value === undefined ? '' : String(value)];
    }),
  );
}

function ResourceSelect({ field, resource }: { field: MasterField; resource: string }) {
  const options = useMasterOptions(resource);
  return <SelectControl field={field} options={options} />;
}

function KantorSelect({ field }: { field: MasterField }) {
  const options = useOptionFile(useTransport(), 'kantor');
  return <SelectControl field={field} options={options} />;
}

function SelectControl({
  field,
  options,
}: {
  field: MasterField;
  options: readonly { id: string | number; nama: string }[];
}) {
  return (
    <FormField<string> name={field.name} label={field.label} required={field.required}>
      {({ field: input, invalid }) => (
        <OptionSelect
          {...input}
          invalid={invalid}
          aria-label={field.label}
          placeholder={field.required ? `Pilih ${field.label.toLowerCase()}` : 'Tidak ada'}
          options={options}
        />
      )}
    </FormField>
  );
}

function FieldControl({ field }: { field: MasterField }) {
  if (field.kind === 'select' && field.options) {
    if ('resource' in field.options) return <ResourceSelect field={field} resource={field.options.resource} />;
    if ('file' in field.options) return <KantorSelect field={field} />;
    return <SelectControl field={field} options={field.options.fixed} />;
  }
  if (field.kind === 'year')
    return (
      <FormField<string> name={field.name} label={field.label} required={field.required}>
        {({ field: input, helpers, invalid }) => (
          <YearPicker
            aria-label={field.label}
            value={input.value ? Number(input.value) : null}
            invalid={invalid}
            max={new Date().getFullYear() + 5}
            min={2000}
            onChange={(v) => void helpers.setValue(v === null ? '' : String(v))}
          />
        )}
      </FormField>
    );
  return (
    <FormField<string> name={field.name} label={field.label} required={field.required}>
      {({ field: input }) => (
        <Input
          {...input}
          maxLength={field.maxLength}
          inputMode={field.kind === 'money' ? 'decimal' : undefined}
          aria-label={field.label}
        />
      )}
    </FormField>
  );
}

export interface MasterFormProps {
  entity: MasterEntity;
  /** The row being changed; null for a new one. */
  row: SppdMasterRow | null;
  onSaved: (answer: SppdMasterMutationAnswer) => void;
  onCancel: () => void;
}

/** The create/edit form of one master row, built from the entity's fields (formik + yup). */
export function MasterForm({ entity, row, onSaved, onCancel }: MasterFormProps) {
  const transport = useTransport();
  return (
    <Formik<Values>
      initialValues={valuesOf(entity.fields, row)}
      validationSchema={schemaOf(entity.fields)}
      onSubmit={async (values, helpers) => {
        await submitToApi(
          helpers,
          async () =>
            onSaved(await saveMaster(transport, entity.resource, row?.id ?? null, masterBodyOf(entity.fields, values))),
          { conflictField: entity.fields[0].name },
        );
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate data-testid="master-form">
          <Stack gap="4">
            {entity.fields.map((f) => (
              <FieldControl key={f.name} field={f} />
            ))}
            <FormActions onCancel={onCancel} isSubmitting={isSubmitting} submitTestId="master-form-submit" />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
