import { screen, within } from '@testing-library/react';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { activity, WLA_RESULTS } from '../wla-fixtures';
import WlaShowPage from './WlaShowPage';

jest.setTimeout(30_000);

describe('WlaShowPage', () => {
  it('builds the detail from the results filtered by position and office, with the activities', async () => {
    const { transport, request } = fakeTransport({
      'GET /sdm/wla': paged([WLA_RESULTS[0]]),
      'GET /sdm/wla/x/activities': paged([activity()]),
    });
    renderWithProviders(<WlaShowPage />, { transport, path: '/pegawai/wla/:id', route: '/pegawai/wla/21-5' });
    const computation = await screen.findByTestId('wla-computation');
    expect(within(computation).getByText('Kantor Cabang Bandung')).toBeInTheDocument();
    expect(within(computation).getByText('114.445,00 menit')).toBeInTheDocument();
    expect(within(computation).getByText('-0,62')).toBeInTheDocument();
    expect(within(computation).getByTestId('wla-status')).toHaveTextContent('Over Load');
    expect(await screen.findByText('Melayani setoran dan penarikan tunai nasabah')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/sdm/wla', {
      query: { page: 1, per_page: 1, jabatan_id: 21, kantor_id: 5 },
    });
    expect(request).toHaveBeenCalledWith('GET', '/sdm/wla/x/activities', {
      query: { page: 1, per_page: 25, jabatan_id: 21 },
    });
  });
});
