import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './Button';
import { DialogFrame } from './DialogFrame';
import { SearchableSelect } from './SearchableSelect';
import { renderWithPortal } from './testing/render-with-portal';

function Example({ withFooter = false }: { withFooter?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Buka</Button>
      <DialogFrame
        open={open}
        title="Riwayat perubahan"
        onClose={() => setOpen(false)}
        testId="frame"
        footer={withFooter ? <Button onClick={() => setOpen(false)}>Selesai</Button> : undefined}
      >
        <p>Isi dialog</p>
      </DialogFrame>
    </>
  );
}

describe('DialogFrame', () => {
  it('is not in the page until opened, then shows its title and body; Tutup closes it', async () => {
    renderWithPortal(<Example />);
    expect(screen.queryByTestId('frame')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buka' }));
    expect(await screen.findByRole('dialog', { name: 'Riwayat perubahan' })).toBeInTheDocument();
    expect(screen.getByText('Isi dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Selesai' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByTestId('frame')).not.toBeInTheDocument());
  });

  it('shows the footer given and closes with Escape', async () => {
    renderWithPortal(<Example withFooter />);
    await userEvent.click(screen.getByRole('button', { name: 'Buka' }));
    expect(await screen.findByRole('button', { name: 'Selesai' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('frame')).not.toBeInTheDocument());
  });
});

describe('selects inside a DialogFrame', () => {
  it('render their list inside the dialog, where the modal lets it be seen and clicked', async () => {
    renderWithPortal(
      <DialogFrame open title="Pilih jabatan" onClose={() => undefined} testId="dialog">
        <SearchableSelect
          label="Kepada (jabatan)"
          options={[
            { id: 1, nama: 'Pemimpin Cabang' },
            { id: 2, nama: 'Direksi' },
          ]}
          value={null}
          onChange={() => undefined}
        />
      </DialogFrame>,
    );
    fireEvent.click(await screen.findByRole('combobox', { name: 'Kepada (jabatan)' }));
    const option = await screen.findByRole('option', { name: 'Pemimpin Cabang' });
    expect(screen.getByTestId('dialog')).toContainElement(option);
  });
});
