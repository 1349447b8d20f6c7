import { Form, Formik } from 'formik';
import { useOptionFile, usePegawaiOptions, useTransport, type OptionItem } from '@portal/api-client';
import type { TaskInput } from '@portal/contracts';
import { PegawaiSelect, SearchableSelect, Stack, Text, Textarea } from '@portal/design-system';
import { DatePicker, FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import { taskFormSchema, toTaskInput, type TaskFormValues } from '../api';

export interface TaskFormDialogProps {
  open: boolean;
  /** 'Tambah Tugas', 'Ubah Tugas' or 'Tambah Sub-tugas'. */
  title: string;
  initialValues: TaskFormValues;
  /** A sub-task: the parent's name, shown above the fields. */
  parentNama?: string;
  /** The offices to choose from; default: the portal's office option file. */
  offices?: readonly OptionItem[];
  onSubmit: (input: TaskInput) => Promise<unknown>;
  onClose: () => void;
}

/** Adds or changes a task: title, description, office, assignee (employee picker) and due date. */
export function TaskFormDialog({
  open,
  title,
  initialValues,
  parentNama,
  offices,
  onSubmit,
  onClose,
}: TaskFormDialogProps) {
  const loadPegawai = usePegawaiOptions();
  const officeFile = useOptionFile(useTransport(), 'kantor', { enabled: offices === undefined });
  const kantorOptions = offices ?? officeFile;
  return (
    <FormDialog open={open} title={title} onClose={onClose} testId="task-form-dialog">
      <Formik<TaskFormValues>
        initialValues={initialValues}
        validationSchema={taskFormSchema}
        onSubmit={async (values, helpers) => {
          await submitToApi(helpers, () => onSubmit(toTaskInput(values)));
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              {parentNama ? (
                <Text>
                  Sub-tugas dari: <strong>{parentNama}</strong>
                </Text>
              ) : null}
              <FormField name="nama" label="Nama Tugas" required />
              <FormField<string> name="deskripsi" label="Deskripsi">
                {({ field }) => <Textarea {...field} rows={3} />}
              </FormField>
              <FormField<number | null> name="kantor_id" label="Kantor" required>
                {({ field, helpers, invalid }) => (
                  <SearchableSelect<OptionItem>
                    aria-label="Kantor"
                    placeholder="Pilih kantor"
                    options={kantorOptions}
                    value={field.value}
                    invalid={invalid}
                    onChange={(id) => void helpers.setValue(id === null ? null : Number(id))}
                    onBlur={() => void helpers.setTouched(true)}
                  />
                )}
              </FormField>
              <FormField<number | null> name="pegawai_id" label="Pegawai" required>
                {({ field, helpers, invalid }) => (
                  <PegawaiSelect
                    aria-label="Pegawai"
                    placeholder="Ketik nama atau NPP (lebih dari 3 huruf)"
                    loadOptions={loadPegawai}
                    value={field.value}
                    invalid={invalid}
                    onChange={(id) => void helpers.setValue(id === null ? null : Number(id))}
                    onBlur={() => void helpers.setTouched(true)}
                  />
                )}
              </FormField>
              <FormField<string> name="batas_tanggal" label="Batas Tanggal" required group>
                {({ field, helpers, error }) => (
                  <DatePicker
                    label="Batas Tanggal"
                    name="batas_tanggal"
                    value={field.value || null}
                    error={error}
                    onChange={(v) => void helpers.setValue(v ?? '')}
                    onBlur={() => void helpers.setTouched(true)}
                  />
                )}
              </FormField>
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitTestId="task-form-submit" />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
