import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { DatePicker } from './DatePicker';
import { FormField } from './FormField';
import { renderWithPortal } from '../testing/render-with-portal';

interface Values {
  nama: string;
  tanggal: string | null;
}

function validate(values: Values) {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.nama) errors.nama = 'Nama wajib diisi';
  if (!values.tanggal) errors.tanggal = 'Field is required';
  return errors;
}

function TestForm({ onSubmit = jest.fn() }: { onSubmit?: (values: Values) => void }) {
  return (
    <Formik<Values> initialValues={{ nama: '', tanggal: null }} validate={validate} onSubmit={onSubmit}>
      <Form>
        <FormField name="nama" label="Nama" required helperText="Sesuai KTP" />
        <FormField<string | null> name="tanggal" label="Tanggal izin" required group>
          {({ field, helpers }) => (
            <DatePicker
              label="Tanggal izin"
              required
              touched
              value={field.value}
              onChange={(value) => helpers.setValue(value)}
              onBlur={() => helpers.setTouched(true)}
            />
          )}
        </FormField>
        <button type="submit">Simpan</button>
      </Form>
    </Formik>
  );
}

describe('FormField', () => {
  it('labels the default input, marks it required and shows helper text', () => {
    renderWithPortal(<TestForm />);
    const input = screen.getByRole('textbox', { name: /Nama/ });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('Sesuai KTP')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Tanggal izin/ })).toBeInTheDocument();
  });

  it('shows formik errors only after the field is touched, and links them to the input', async () => {
    const user = userEvent.setup();
    renderWithPortal(<TestForm />);
    expect(screen.queryByText('Nama wajib diisi')).not.toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: /Nama/ });
    await user.click(input);
    await user.tab();
    await waitFor(() => expect(screen.getByText('Nama wajib diisi')).toBeInTheDocument());
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleErrorMessage('Nama wajib diisi');
    expect(screen.queryByText('Sesuai KTP')).not.toBeInTheDocument();
  });

  it('shows every error on submit and submits valid values', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithPortal(<TestForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.getByText('Nama wajib diisi')).toBeInTheDocument());
    expect(screen.getByText('Field is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /Nama/ }), 'Budi');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tanggal' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bulan' }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tahun' }), String(new Date().getFullYear()));
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ nama: 'Budi', tanggal: `${new Date().getFullYear()}-01-02` });
  });

  it('names a date picker in a group once and shows its error once (no nested group of the same name)', async () => {
    const user = userEvent.setup();
    renderWithPortal(<TestForm />);
    const groups = screen.getAllByRole('group', { name: /Tanggal/ });
    expect(groups).toHaveLength(1);
    expect(groups[0].tagName).toBe('FIELDSET');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.getByText('Field is required')).toBeInTheDocument());
    expect(screen.getAllByText('Field is required')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Bulan' })).toHaveAttribute('aria-invalid', 'true');
  });
});
