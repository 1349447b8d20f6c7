import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './Button';
import { DialogFrame } from './DialogFrame';
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
