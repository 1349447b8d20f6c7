import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { renderWithPortal } from './testing/render-with-portal';
import { notify } from './toast';
import { useConfirmedDelete, type ConfirmedDeleteOptions } from './useConfirmedDelete';

function Deleter({ options, onResult }: { options: ConfirmedDeleteOptions; onResult: (ok: boolean) => void }) {
  const confirmDelete = useConfirmedDelete();
  return (
    <button type="button" onClick={async () => onResult(await confirmDelete(options))}>
      Hapus Draft
    </button>
  );
}

describe('useConfirmedDelete', () => {
  let success: jest.SpyInstance;
  let failure: jest.SpyInstance;
  beforeEach(() => {
    success = jest.spyOn(notify, 'success').mockImplementation(() => '');
    failure = jest.spyOn(notify, 'error').mockImplementation(() => '');
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks with a red "Hapus" button, deletes on confirm, toasts the answer and resolves true', async () => {
    const user = userEvent.setup();
    const onResult = jest.fn();
    const remove = jest.fn().mockResolvedValue({ message: 'Data berhasil dihapus' });
    renderWithPortal(
      <Deleter
        options={{ title: 'Hapus izin ini?', message: 'Tidak dapat dikembalikan.', remove }}
        onResult={onResult}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Hapus Draft' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hapus izin ini?' });
    expect(dialog).toHaveAccessibleDescription('Tidak dapat dikembalikan.');
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(true));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('Data berhasil dihapus');
  });

  it('toasts a failure and keeps the dialog open; Batal then resolves false', async () => {
    const user = userEvent.setup();
    const onResult = jest.fn();
    const remove = jest.fn().mockRejectedValue(new Error('Data sudah diajukan'));
    renderWithPortal(<Deleter options={{ title: 'Hapus?', confirmLabel: 'Ya, hapus', remove }} onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Hapus Draft' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, hapus' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Data sudah diajukan'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ya, hapus' })).not.toHaveAttribute('data-loading'));
    expect(onResult).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(false));
  });

  it('leaves a 403 to the session and page guard (no error toast)', async () => {
    const user = userEvent.setup();
    const remove = jest.fn().mockRejectedValue(new ApiError(403, 'Forbidden'));
    renderWithPortal(<Deleter options={{ title: 'Hapus?', remove }} onResult={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Hapus Draft' }));
    await user.click(await screen.findByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(remove).toHaveBeenCalled());
    // The hook's catch reacts to the same rejection first: once it settles here, a toast would have been shown.
    await act(async () => {
      await (remove.mock.results[0]!.value as Promise<unknown>).catch(() => undefined);
    });
    expect(failure).not.toHaveBeenCalled();
  });
});
