import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useOptionFile, usePegawaiOptions, useTransport } from '@portal/api-client';
import type { KpiMasterResource, KpiMasterRow, OptionFileName } from '@portal/contracts';
import { Input, OptionSelect, PegawaiSelect, Stack, Switch, Textarea, type SelectOption } from '@portal/design-system';
import { DatePicker, FormActions, FormField, submitToApi } from '@portal/design-system/forms';
import { saveMaster, useMasterOptions } from '../api';
import type { MasterEntity, MasterField } from './master-config';

type Value = string | boolean;
type Values = Record<string, Value>;

export const REQUIRED = 'Wajib diisi';
const DECIMAL = /^\d{1,14}(\.\d{1,4})?$/;
const WEIGHT = /^\d{1,3}(\.\d{1,2})?$/;
export const MASTER_TEXTS = {
  decimal: 'Berupa angka tanpa titik ribuan, paling banyak 4 desimal (mis. 12.5)',
  weight: 'Persen 0,01 sampai 100, paling banyak 2 desimal (mis. 25.5)',
  integer: (min: number, max: number) => `Bilangan bulat ${min} sampai ${max}`,
} as const;

function fieldSchema(f: MasterField): yup.Schema {
  if (f.kind === 'switch') return yup.boolean();
  let s = yup.string().trim();
  if (f.required) s = s.required(REQUIRED);
  if (f.maxLength) s = s.max(f.maxLength, `${f.label} paling banyak ${f.maxLength} karakter`);
  if (f.kind === 'decimal') s = s.matches(DECIMAL, { message: MASTER_TEXTS.decimal, excludeEmptyString: true });
  if (f.kind === 'weight')
    s = s.test('weight', MASTER_TEXTS.weight, (v) => !v || (WEIGHT.test(v) && Number(v) > 0 && Number(v) <= 100));
  if (f.kind === 'integer') {
    const [min, max] = [f.min ?? 0, f.max ?? 2_147_483_647];
    s = s.test(
      'integer',
      MASTER_TEXTS.integer(min, max),
      (v) => !v || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max),
    );
  }
  return s;
}

export function masterSchemaOf(fields: MasterField[]) {
  return yup.object(Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])));
}

/** The contract's body: texts trimmed, decimals as typed, ids and integers as numbers, an empty optional as null. */
export function masterBodyOf(fields: MasterField[], values: Values): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const raw = values[f.name];
    if (f.kind === 'switch') {
      body[f.name] = raw === true;
      continue;
    }
    const value = String(raw ?? '').trim();
    const fixed = f.options !== undefined && 'fixed' in f.options;
    if (value === '' && !f.required) body[f.name] = null;
    else if (f.kind === 'integer' || f.kind === 'pegawai' || (f.kind === 'select' && !fixed))
      body[f.name] = Number(value);
    else body[f.name] = value;
  }
  return body;
}

function valuesOf(fields: MasterField[], row: KpiMasterRow | null): Values {
  return Object.fromEntries(
    fields.map((f): [string, Value] => {
      const value = row?.[f.name];
      if (f.kind === 'switch') return [f.name, value === true];
      return [f.name, value === null || value === undefined ? '' : String(value)];
    }),
  );
}

function SelectControl({ field, options }: { field: MasterField; options: readonly SelectOption[] }) {
  return (
    <FormField<string> name={field.name} label={field.label} required={field.required} helperText={field.help}>
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

function ResourceSelect({ field, resource }: { field: MasterField; resource: KpiMasterResource }) {
  return <SelectControl field={field} options={useMasterOptions(resource)} />;
}

function FileSelect({ field, file }: { field: MasterField; file: OptionFileName }) {
  return <SelectControl field={field} options={useOptionFile(useTransport(), file)} />;
}

function PegawaiControl({ field, row }: { field: MasterField; row: KpiMasterRow | null }) {
  const loadPegawai = usePegawaiOptions();
  // An edited row names its employee without a search first.
  const current =
    row && typeof row.pegawai_id === 'number'
      ? [
          {
            id: row.pegawai_id,
            nama: String(row.pegawai_nama ?? row.pegawai_id),
            npp: typeof row.pegawai_npp === 'string' ? row.pegawai_npp : null,
            jabatan: null,
            kantor: null,
          },
        ]
      : undefined;
  return (
    <FormField<string> name={field.name} label={field.label} required={field.required}>
      {({ field: input, helpers, invalid }) => (
        <PegawaiSelect
          aria-label={field.label}
          placeholder="Ketik nama atau NPP (lebih dari 3 huruf)"
          loadOptions={loadPegawai}
          options={current}
          value={input.value === '' ? null : Number(input.value)}
          invalid={invalid}
          onChange={(id) => void helpers.setValue(id === null ? '' : String(id))}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FormField>
  );
}

function FieldControl({ field, row }: { field: MasterField; row: KpiMasterRow | null }) {
  if (field.kind === 'select' && field.options) {
    if ('resource' in field.options) return <ResourceSelect field={field} resource={field.options.resource} />;
    if ('file' in field.options) return <FileSelect field={field} file={field.options.file} />;
    return <SelectControl field={field} options={field.options.fixed} />;
  }
  if (field.kind === 'pegawai') return <PegawaiControl field={field} row={row} />;
  if (field.kind === 'switch')
    return (
      <FormField<boolean> name={field.name}>
        {({ field: input, helpers }) => (
          <Switch.Root
            checked={input.value}
            onCheckedChange={(e) => void helpers.setValue(e.checked)}
            data-testid={`master-field-${field.name}`}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{field.label}</Switch.Label>
          </Switch.Root>
        )}
      </FormField>
    );
  if (field.kind === 'date')
    return (
      <FormField<string> name={field.name} label={field.label} required={field.required} group>
        {({ field: input, helpers, error }) => (
          <DatePicker
            label={field.label}
            value={input.value || null}
            required={field.required}
            error={error}
            onChange={(v) => void helpers.setValue(v ?? '')}
          />
        )}
      </FormField>
    );
  if (field.kind === 'textarea')
    return (
      <FormField<string> name={field.name} label={field.label} required={field.required}>
        {({ field: input }) => <Textarea {...input} rows={3} maxLength={field.maxLength} aria-label={field.label} />}
      </FormField>
    );
  const numeric = field.kind === 'decimal' || field.kind === 'weight' || field.kind === 'integer';
  return (
    <FormField<string> name={field.name} label={field.label} required={field.required} helperText={field.help}>
      {({ field: input }) => (
        <Input
          {...input}
          maxLength={field.maxLength}
          inputMode={numeric ? (field.kind === 'integer' ? 'numeric' : 'decimal') : undefined}
          aria-label={field.label}
        />
      )}
    </FormField>
  );
}

export interface MasterFormProps {
  entity: MasterEntity;
  /** The row being changed; null for a new one. */
  row: KpiMasterRow | null;
  onSaved: (answer: { message: string; data: KpiMasterRow }) => void;
  onCancel: () => void;
}

/** The create/edit form of one KPI master row, built from the entity's fields (formik + yup; 409/422 on the fields). */
export function MasterForm({ entity, row, onSaved, onCancel }: MasterFormProps) {
  const transport = useTransport();
  return (
    <Formik<Values>
      initialValues={valuesOf(entity.fields, row)}
      validationSchema={masterSchemaOf(entity.fields)}
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
              <FieldControl key={f.name} field={f} row={row} />
            ))}
            <FormActions onCancel={onCancel} isSubmitting={isSubmitting} submitTestId="master-form-submit" />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
