import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { renderWithPortal } from './testing/render-with-portal';
import { useConfirm, type ConfirmOptions } from './useConfirm';

function Asker({ options, onResult }: { options?: ConfirmOptions; onResult: (ok: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={async () => onResult(await confirm(options))}>
      Hapus
    </button>
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog with the default labels; focus starts inside it, never on the confirm button', async () => {
    renderWithPortal(
      <ConfirmDialog open title="Hapus data?" message="Data tidak bisa dikembalikan." onClose={jest.fn()} />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Hapus data?' });
    expect(dialog).toHaveAccessibleDescription('Data tidak bisa dikembalikan.');
    expect(screen.getByRole('button', { name: 'Ya, lanjutkan' })).toBeInTheDocument();
    // jsdom has no layout, so the focus trap cannot prove Batal "visible" and falls back to the
    // dialog itself; in browsers `initialFocusEl` puts focus on Batal.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(screen.getByRole('button', { name: 'Ya, lanjutkan' })).not.toHaveFocus();
  });

  it('shows a loading state while onConfirm runs and closes with true when it resolves', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = jest.fn();
    renderWithPortal(<ConfirmDialog open confirmLabel="Hapus" destructive onConfirm={onConfirm} onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Hapus' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Hapus/ })).toHaveAttribute('data-loading');
    expect(screen.getByRole('button', { name: 'Batal' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => finish());
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('stays open when onConfirm fails', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithPortal(<ConfirmDialog open onConfirm={() => Promise.reject(new Error('422'))} onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Ya, lanjutkan' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ya, lanjutkan' })).not.toHaveAttribute('data-loading'),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('useConfirm', () => {
  it('resolves true on confirm', async () => {
    const user = userEvent.setup();
    const onResult = jest.fn();
    renderWithPortal(<Asker options={{ title: 'Hapus pegawai?' }} onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    await screen.findByRole('alertdialog', { name: 'Hapus pegawai?' });
    await user.click(screen.getByRole('button', { name: 'Ya, lanjutkan' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(true));
  });

  it('resolves false on Batal and on Escape', async () => {
    const user = userEvent.setup();
    const onResult = jest.fn();
    renderWithPortal(<Asker onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    await user.click(await screen.findByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith(false));

    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    const dialog = await screen.findByRole('alertdialog');
    // As a person would: Escape once the dialog has taken focus (its dismiss handling is armed then;
    // on a busy machine that comes a moment after it appears).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement), { timeout: 5000 });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(2), { timeout: 5000 });
    expect(onResult).toHaveBeenLastCalledWith(false);
    expect(onResult).not.toHaveBeenCalledWith(true);
  });

  it('resolves true only after onConfirm has finished', async () => {
    const user = userEvent.setup();
    const onResult = jest.fn();
    let finish!: () => void;
    function Page() {
      const [done, setDone] = useState(false);
      return (
        <>
          <Asker
            options={{
              onConfirm: () =>
                new Promise<void>(
                  (resolve) =>
                    (finish = () => {
                      setDone(true);
                      resolve();
                    }),
                ),
            }}
            onResult={onResult}
          />
          {done ? 'selesai' : null}
        </>
      );
    }
    renderWithPortal(<Page />);
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, lanjutkan' }));
    expect(onResult).not.toHaveBeenCalled();
    await act(async () => finish());
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(true));
    expect(screen.getByText('selesai')).toBeInTheDocument();
  });

  it('throws a clear error outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    function Bare() {
      useConfirm();
      return null;
    }
    const { render } = jest.requireActual('@testing-library/react');
    expect(() => render(<Bare />)).toThrow('useConfirm() must be used inside <PortalProvider>');
    (console.error as jest.Mock).mockRestore();
  });
});
