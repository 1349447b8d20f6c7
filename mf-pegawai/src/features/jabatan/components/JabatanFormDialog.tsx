import { Form, Formik } from 'formik';
import { ApiError } from '@portal/api-client';
import type { JabatanInput } from '@portal/contracts';
import { notifyError, Checkbox, NativeSelect, Stack, Textarea } from '@portal/design-system';
import { FormActions, FormDialog, FormField } from '@portal/design-system/forms';
import {
  EMPTY_JABATAN_FORM,
  jabatanFormSchema,
  toJabatanInput,
  useNamedRegister,
  type JabatanFormValues,
  type NamedRegisterKind,
} from '../api';

export interface JabatanFormDialogProps {
  open: boolean;
  title: string;
  initialValues?: JabatanFormValues;
  parentId: number | null;
  onSubmit: (input: JabatanInput) => Promise<unknown>;
  onClose: () => void;
}

function RegisterSelect({ kind, name, label }: { kind: NamedRegisterKind; name: string; label: string }) {
  const options = useNamedRegister(kind);
  return (
    <FormField<string> name={name} label={label}>
      {({ field }) => (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field {...field} data-testid={`jabatan-${name}`}>
            <option value="">- Tidak ada -</option>
            {(options.data?.data ?? []).map((o) => (
              <option key={o.id} value={String(o.id)}>
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

function Flag({ name, label }: { name: keyof JabatanFormValues; label: string }) {
  return (
    <FormField<boolean> name={name}>
      {({ field, helpers }) => (
        <Checkbox.Root
          checked={Boolean(field.value)}
          onCheckedChange={(e) => void helpers.setValue(e.checked === true)}
        >
          <Checkbox.HiddenInput name={name} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    </FormField>
  );
}

/** Create or edit a position: name, note, level, eselon, label and its flags. */
export function JabatanFormDialog({
  open,
  title,
  initialValues = EMPTY_JABATAN_FORM,
  parentId,
  onSubmit,
  onClose,
}: JabatanFormDialogProps) {
  return (
    <FormDialog open={open} title={title} onClose={onClose} size="lg" testId="jabatan-form-dialog">
      <Formik<JabatanFormValues>
        initialValues={initialValues}
        validationSchema={jabatanFormSchema}
        onSubmit={async (values, helpers) => {
          try {
            await onSubmit(toJabatanInput(values, parentId));
          } catch (error) {
            if (error instanceof ApiError && error.errors)
              helpers.setErrors(Object.fromEntries(Object.entries(error.errors).map(([f, t]) => [f, t.join(' ')])));
            notifyError(error);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate data-testid="jabatan-form">
            <Stack gap="4">
              <FormField name="nama" label="Nama Jabatan" required />
              <FormField<string> name="ket" label="Keterangan">
                {({ field }) => <Textarea {...field} rows={2} />}
              </FormField>
              <RegisterSelect kind="level" name="level_id" label="Level" />
              <RegisterSelect kind="eselon" name="eselon_id" label="Eselon" />
              <RegisterSelect kind="label" name="label_id" label="Label" />
              <Flag name="is_bidangtugas" label="Memiliki bidang tugas" />
              <Flag name="is_kpi" label="Dinilai dengan KPI" />
              <Flag name="is_disabled" label="Jabatan ini tidak dipakai lagi" />
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitTestId="jabatan-form-submit" />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
