import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@portal/design-system';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { activity } from '../wla-fixtures';
import WlaActivitiesPage from './WlaActivitiesPage';

jest.setTimeout(40_000);

const CONFIG = {
  data: { hari_efektif: 235, jam_efektif: '5.00', menit_efektif: '70500.00', updated_at: '2026-01-02T02:00:00.000Z' },
};

describe('WlaActivitiesPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('deletes an activity only after the confirmation, then reloads the list', async () => {
    const success = jest.spyOn(notify, 'success');
    const { transport, request } = fakeTransport({
      'GET /sdm/wla/x/activities': paged([activity()]),
      'GET /sdm/wla/x/config': CONFIG,
      'DELETE /sdm/wla/x/activities/1': { message: 'Aktivitas WLA deleted' },
    });
    renderWithProviders(<WlaActivitiesPage />, { transport });
    const remove = await screen.findByRole('button', { name: 'Hapus Melayani setoran dan penarikan tunai nasabah' });
    expect(screen.getByText('80,00 per hari')).toBeInTheDocument();
    expect(await screen.findByTestId('wla-menit-efektif')).toHaveTextContent('70.500,00 menit');

    fireEvent.click(remove);
    let dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(request).not.toHaveBeenCalledWith('DELETE', expect.anything(), expect.anything());
    expect(request).not.toHaveBeenCalledWith('DELETE', expect.anything());

    const loads = request.mock.calls.filter(([m, p]) => m === 'GET' && p === '/sdm/wla/x/activities').length;
    fireEvent.click(remove);
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', '/sdm/wla/x/activities/1'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Aktivitas WLA deleted'));
    await waitFor(() =>
      expect(
        request.mock.calls.filter(([m, p]) => m === 'GET' && p === '/sdm/wla/x/activities').length,
      ).toBeGreaterThan(loads),
    );
  });

  it('saves the effective working time (days and hours) with the server message', async () => {
    const success = jest.spyOn(notify, 'success');
    const { transport, request } = fakeTransport({
      'GET /sdm/wla/x/activities': paged([]),
      'GET /sdm/wla/x/config': CONFIG,
      'PUT /sdm/wla/x/config': {
        message: 'WLA Config updated',
        data: { ...CONFIG.data, hari_efektif: 240, menit_efektif: '72000.00' },
      },
    });
    renderWithProviders(<WlaActivitiesPage />, { transport });
    const days = await screen.findByRole('textbox', { name: /^Hari efektif/ });
    fireEvent.change(days, { target: { value: '240' } });
    fireEvent.click(screen.getByTestId('wla-config-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', '/sdm/wla/x/config', {
        body: { hari_efektif: 240, jam_efektif: '5.00' },
      }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('WLA Config updated'));
    expect(await screen.findByText(/72\.000,00 menit/)).toBeInTheDocument();
  });
});
