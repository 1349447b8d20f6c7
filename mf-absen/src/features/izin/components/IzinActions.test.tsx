import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestOptions } from '@portal/api-client';
import type { ApprovalAction } from '@portal/domain';
import type { IzinDetail } from '@portal/contracts';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { IzinActions } from './IzinActions';

function izin(allowed: ApprovalAction[]): IzinDetail {
  return {
    id: 7,
    token: 'tok',
    pegawai_id: 1,
    pegawai_nama: 'Ani',
    pegawai_npp: '123',
    kantor_nama: 'Bandung',
    jenis_id: 5,
    jenis_nama: 'Cuti Tahunan',
    tanggal_mulai: '2026-11-02',
    tanggal_selesai: '2026-11-03',
    hari: 2,
    alasan: 'Liburan',
    status: 'menunggu',
    status_label: 'Menunggu Persetujuan',
    is_myturn: allowed.includes('approve'),
    attachments_count: 0,
    created_at: '2026-11-01T00:00:00Z',
    attachments: [],
    can_delete: false,
    can_edit_attachments: false,
    approval: {
      status: 'menunggu',
      status_label: 'Menunggu Persetujuan',
      current_step: 1,
      is_myturn: true,
      allowed_actions: allowed,
      steps: [],
      history: [],
    },
  };
}

describe('IzinActions', () => {
  test('shows only the actions the server allows, and nothing when there are none', () => {
    const { transport } = fakeTransport({});
    const { unmount } = renderWithProviders(<IzinActions izin={izin(['approve', 'reject'])} onChanged={jest.fn()} />, {
      transport,
    });
    expect(screen.getByRole('button', { name: 'Setujui' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tolak' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Approval' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<IzinActions izin={izin([])} onChanged={jest.fn()} />, { transport });
    expect(screen.queryByTestId('izin-actions')).not.toBeInTheDocument();
  });

  test('approve is sent at once with the note, as store_approve; the answer replaces the izin', async () => {
    const answer = { message: 'Izin approved', data: izin([]) };
    const { transport, request } = fakeTransport({ 'POST /sdm/pegawai/x/izin/7': answer });
    const onChanged = jest.fn();
    renderWithProviders(<IzinActions izin={izin(['approve', 'reject'])} onChanged={onChanged} />, { transport });
    await userEvent.type(screen.getByTestId('izin-note'), 'Silakan');
    await userEvent.click(screen.getByRole('button', { name: 'Setujui' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(answer.data));
    expect((request.mock.calls[0][2] as RequestOptions).body).toEqual({ event: 'store_approve', note: 'Silakan' });
  });

  test('reject asks first: cancelling sends nothing, confirming sends store_reject', async () => {
    const { transport, request } = fakeTransport({
      'POST /sdm/pegawai/x/izin/7': { message: 'Izin rejected', data: izin([]) },
    });
    renderWithProviders(<IzinActions izin={izin(['approve', 'reject'])} onChanged={jest.fn()} />, { transport });
    await userEvent.click(screen.getByRole('button', { name: 'Tolak' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tolak izin ini?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(request).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Tolak' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect((request.mock.calls[0][2] as RequestOptions).body).toEqual({ event: 'store_reject', note: null });
  });
});
