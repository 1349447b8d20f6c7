import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { ApiError } from '@portal/api-client';
import type { PhkBulkInput, PhkTypeRow } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { Box, List, Stack, Text, Textarea, useConfirm } from '@portal/design-system';
import { FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import { PhkDecisionFields } from './PhkDecisionFields';
import {
  EMPTY_PHK_BULK_FORM,
  nppProblemsOf,
  parseNppList,
  phkBulkFormSchema,
  phkBulkInputOf,
  withoutNppProblems,
  type NppProblem,
  type PhkBulkFormValues,
} from '../phk-bulk';

export interface PhkBulkDialogProps {
  /** The types to choose from (GET /sdm/pegawai/x/phk/x/type). */
  types: readonly PhkTypeRow[];
  onSubmit: (input: PhkBulkInput) => Promise<unknown>;
  onClose: () => void;
  /** An empty form unless given (stories show a filled one). */
  initialValues?: PhkBulkFormValues;
}

/**
 * 'PHK Massal': many employees, by NPP, terminated with one category, date and decree after a
 * confirmation. The server saves all of them or none: the NPPs it refuses are listed with why.
 */
export function PhkBulkDialog({ types, onSubmit, onClose, initialValues = EMPTY_PHK_BULK_FORM }: PhkBulkDialogProps) {
  const confirm = useConfirm();
  const [problems, setProblems] = useState<NppProblem[]>([]);

  const send = async (values: PhkBulkFormValues, helpers: FormikHelpers<PhkBulkFormValues>) => {
    const input = phkBulkInputOf(values);
    const kategori = types.find((t) => String(t.id) === values.type_id)?.nama ?? '';
    const message =
      `${input.npp.length} pegawai akan di-PHK (${kategori}) per ${formatDate(input.tanggal)}. ` +
      'Mulai tanggal itu mereka tidak aktif lagi (daftar pegawai, absen dan persetujuan).';
    if (!(await confirm({ title: 'PHK Massal?', message, confirmLabel: 'Ya, PHK', destructive: true }))) return;
    setProblems([]);
    await submitToApi(helpers, async () => {
      try {
        await onSubmit(input);
      } catch (error) {
        const refused = nppProblemsOf(error, input.npp);
        if (refused.length === 0 || !(error instanceof ApiError)) throw error;
        // Each refused NPP is listed with its reasons; the rest of the 422 goes under the fields.
        setProblems(refused);
        throw withoutNppProblems(error);
      }
    });
  };

  return (
    <FormDialog open title="PHK Massal" size="lg" onClose={onClose} testId="phk-bulk-dialog">
      <Formik<PhkBulkFormValues> initialValues={initialValues} validationSchema={phkBulkFormSchema} onSubmit={send}>
        {({ values, isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              <FormField<string>
                name="npp"
                label="Daftar NPP"
                required
                helperText="8 digit per NPP, dipisah spasi, koma atau baris baru"
              >
                {({ field }) => <Textarea {...field} rows={6} data-testid="phk-bulk-npp" />}
              </FormField>
              <Text fontSize="sm" data-testid="phk-bulk-count">
                {parseNppList(values.npp).length} NPP terbaca
              </Text>
              {problems.length > 0 ? (
                <Box borderWidth="1px" borderColor="border.error" rounded="md" p="3" data-testid="phk-bulk-problems">
                  <Text fontWeight="medium" color="fg.error" mb="1">
                    NPP yang ditolak (tidak ada yang disimpan):
                  </Text>
                  <List.Root ps="4">
                    {problems.map((p) => (
                      <List.Item key={p.npp} data-testid={`phk-bulk-problem-${p.npp}`}>
                        <strong>{p.npp}</strong>: {p.messages.join(' ')}
                      </List.Item>
                    ))}
                  </List.Root>
                </Box>
              ) : null}
              <PhkDecisionFields types={types} />
              <FormActions
                onCancel={onClose}
                isSubmitting={isSubmitting}
                submitLabel="Proses PHK"
                submitTestId="phk-bulk-submit"
              />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
