import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormActions, FormDialog } from './FormDialog';
import { renderWithPortal } from '../testing/render-with-portal';

function Example({ onSubmit }: { onSubmit: () => Promise<void> }) {
  const [open, setOpen] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  return (
    <FormDialog open={open} title="Tambah Libur" onClose={() => setOpen(false)} testId="dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitting(true);
          void onSubmit().finally(() => setSubmitting(false));
        }}
      >
        <FormActions onCancel={() => setOpen(false)} isSubmitting={submitting} submitTestId="simpan" />
      </form>
    </FormDialog>
  );
}

describe('FormDialog with FormActions', () => {
  it('shows the title, submits with Simpan and closes with Batal', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    renderWithPortal(<Example onSubmit={onSubmit} />);
    expect(await screen.findByRole('dialog', { name: 'Tambah Libur' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('simpan'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps Batal disabled while the form is being submitted', async () => {
    let finish: () => void = () => {};
    renderWithPortal(<Example onSubmit={() => new Promise<void>((resolve) => (finish = resolve))} />);
    fireEvent.click(await screen.findByTestId('simpan'));
    expect(screen.getByRole('button', { name: 'Batal' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Batal' })).toBeEnabled());
  });

  it('closes with the close button', async () => {
    renderWithPortal(<Example onSubmit={() => Promise.resolve()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByTestId('dialog')).not.toBeInTheDocument());
  });
});
