import { Form, Formik } from 'formik';
import { useTransport } from '@portal/api-client';
import { SearchableSelect, Input, Stack, Textarea } from '@portal/design-system';
import { submitToApi, DatePicker, FormActions, FormField } from '@portal/design-system/forms';
import { OPTION_SOURCES, type Option } from '../api';
import { toBody, type FieldSpec, type FormValues, type RegisterConfig, type RegisterRow } from '../registers';

export interface RegisterFormProps {
  config: RegisterConfig;
  initialValues: FormValues;
  /** The row being edited: labels of its picker values. */
  row?: RegisterRow;
  onSubmit: (body: Record<string, string | number | null>) => Promise<unknown>;
  onCancel: () => void;
}

/** One register's form (formik + yup); the server's 422 field errors land under the fields. */
export function RegisterForm({ config, initialValues, row, onSubmit, onCancel }: RegisterFormProps) {
  return (
    <Formik<FormValues>
      initialValues={initialValues}
      validationSchema={config.schema}
      onSubmit={async (values, helpers) => {
        await submitToApi(helpers, () => onSubmit(toBody(config, values)));
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate data-testid="register-form">
          <Stack gap="4">
            {config.fields.map((field) => (
              <RegisterField key={field.name} field={field} row={row} />
            ))}
            <FormActions onCancel={onCancel} isSubmitting={isSubmitting} submitTestId="register-form-submit" />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function RegisterField({ field, row }: { field: FieldSpec; row?: RegisterRow }) {
  const transport = useTransport();
  const common = { name: field.name, label: field.label, required: field.required, helperText: field.helperText };
  switch (field.kind) {
    case 'pegawai':
    case 'kantor':
    case 'jabatan': {
      const selected =
        row && field.optionFromRow ? [field.optionFromRow(row)].filter((o): o is Option => o !== null) : [];
      const source = OPTION_SOURCES[field.kind];
      return (
        <FormField<string> {...common}>
          {({ field: f, helpers, invalid }) => (
            <SearchableSelect<Option>
              aria-label={field.label}
              placeholder={`Ketik untuk mencari ${field.label.toLowerCase()}`}
              value={f.value === '' ? null : Number(f.value)}
              selectedOptions={selected}
              invalid={invalid}
              loadOptions={(search) => source(transport, search)}
              onChange={(id) => void helpers.setValue(id === null ? '' : String(id))}
              onBlur={() => void helpers.setTouched(true)}
            />
          )}
        </FormField>
      );
    }
    case 'date':
      return (
        <FormField<string> {...common} group>
          {/* The error text comes from FormField (once); the picker only names its group. */}
          {({ field: f, helpers }) => (
            <DatePicker
              label={field.label}
              name={field.name}
              value={f.value || null}
              onChange={(v) => void helpers.setValue(v ?? '')}
              onBlur={() => void helpers.setTouched(true)}
            />
          )}
        </FormField>
      );
    case 'textarea':
      return <FormField<string> {...common}>{({ field: f }) => <Textarea {...f} rows={3} />}</FormField>;
    case 'number':
      return <FormField<string> {...common}>{({ field: f }) => <Input {...f} inputMode="decimal" />}</FormField>;
    default:
      return <FormField {...common} />;
  }
}
