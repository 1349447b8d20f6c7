import { Form, Formik, useFormikContext } from 'formik';
import { useEffect } from 'react';
import type { DiklatKompetensiOption, DiklatNamed, DiklatRequiredInput, OptionItem } from '@portal/contracts';
import { SearchableSelect, Stack } from '@portal/design-system';
import { FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import { requiredFormSchema, type RequiredFormValues } from '../api';

export interface RequiredKompetensiDialogProps {
  /** The position whose requirements change; without it the dialog asks for one (it requires nothing yet). */
  jabatan?: DiklatNamed;
  /** What the position requires now. */
  current?: readonly string[];
  /** The names a position may require (GET /sdm/diklat/x/kompetensi). */
  options: readonly DiklatKompetensiOption[];
  /** The positions to choose from when `jabatan` is not given. */
  jabatanOptions?: readonly OptionItem[];
  /** What a position chosen here requires already (it is kept, not silently replaced). */
  loadCurrent?: (jabatanId: number) => Promise<string[]>;
  onSubmit: (jabatanId: number, input: DiklatRequiredInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * What one position requires: the competencies, chosen (searchable, several) from the names the
 * server knows, so a requirement always matches what employees' CVs, certifications and
 * qualifications call it. Saving replaces what the position required.
 */
export function RequiredKompetensiDialog({
  jabatan,
  current = [],
  options,
  jabatanOptions = [],
  loadCurrent,
  onSubmit,
  onClose,
}: RequiredKompetensiDialogProps) {
  // The current names stay labelled while the options load (or if one left the known names).
  const currentOptions = current.map((nama) => ({ nama, pemilik: 0 }));
  return (
    <FormDialog
      open
      title={jabatan ? `Kompetensi Jabatan ${jabatan.nama}` : 'Tambah Kompetensi Jabatan'}
      onClose={onClose}
      testId="required-form-dialog"
    >
      <Formik<RequiredFormValues>
        initialValues={{ jabatan_id: jabatan?.id ?? null, kompetensi: [...current] }}
        validationSchema={requiredFormSchema}
        onSubmit={async (values, helpers) => {
          await submitToApi(helpers, () => onSubmit(Number(values.jabatan_id), { kompetensi: values.kompetensi }));
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              {!jabatan && loadCurrent ? <KeepCurrent load={loadCurrent} /> : null}
              {jabatan ? null : (
                <FormField<number | null> name="jabatan_id" label="Jabatan" required>
                  {({ field, helpers, invalid }) => (
                    <SearchableSelect<OptionItem>
                      aria-label="Jabatan"
                      placeholder="Pilih jabatan"
                      options={jabatanOptions}
                      value={field.value}
                      invalid={invalid}
                      onChange={(id) => void helpers.setValue(id === null ? null : Number(id))}
                      onBlur={() => void helpers.setTouched(true)}
                    />
                  )}
                </FormField>
              )}
              <FormField<string[]>
                name="kompetensi"
                label="Kompetensi yang Dibutuhkan"
                required
                helperText="Kompetensi pegawai, sertifikasi atau kualifikasi diklat"
              >
                {({ field, helpers, invalid }) => (
                  <SearchableSelect<DiklatKompetensiOption>
                    multiple
                    aria-label="Kompetensi yang Dibutuhkan"
                    placeholder="Cari kompetensi"
                    valueKey="nama"
                    options={options}
                    selectedOptions={currentOptions}
                    value={field.value}
                    invalid={invalid}
                    onChange={(names) => void helpers.setValue(names.map(String))}
                    onBlur={() => void helpers.setTouched(true)}
                  />
                )}
              </FormField>
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitTestId="required-form-submit" />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}

/** A position chosen in the dialog may already require something: those names join the choice. */
function KeepCurrent({ load }: { load: (jabatanId: number) => Promise<string[]> }) {
  const { values, setValues } = useFormikContext<RequiredFormValues>();
  const jabatanId = values.jabatan_id;
  useEffect(() => {
    if (jabatanId === null) return;
    let current = true;
    load(jabatanId).then(
      (names) => {
        // The names chosen meanwhile stay: the update reads the values of the moment.
        if (current && names.length > 0)
          void setValues((v) => ({ ...v, kompetensi: [...new Set([...v.kompetensi, ...names])] }));
      },
      // Not knowing them only means the names shown are the ones chosen; the save still works.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [jabatanId, load, setValues]);
  return null;
}
