import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestOptions } from '@portal/api-client';
import { notify } from '@portal/design-system';
import { skmdDetail } from '../../../testing/letter-fixtures';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import SkmdDetailPage from './SkmdDetailPage';

jest.setTimeout(30_000);

afterEach(() => {
  act(() => notify.clear());
  jest.restoreAllMocks();
});

const postBody = (request: jest.Mock) => (request.mock.calls.find(([m]) => m === 'POST')![2] as RequestOptions).body;

function open(transport: ReturnType<typeof fakeTransport>['transport']) {
  return renderWithProviders(<SkmdDetailPage />, {
    transport,
    path: '/pegawai/skmd/:token',
    route: '/pegawai/skmd/tok-skmd-9',
  });
}

describe('SkmdDetailPage', () => {
  test('HR issues an approved letter after confirming; the number is shown', async () => {
    const success = jest.spyOn(notify, 'success');
    const approved = skmdDetail({ status: 'disetujui', can_issue: true });
    const issued = skmdDetail({ status: 'disetujui', nomor: 'SKMD/101/003/2026', diterbitkan_at: '2026-03-10' });
    const { transport, request } = fakeTransport({
      'GET /sdm/pegawai/x/skmd': { data: approved },
      'POST /sdm/pegawai/x/skmd/9': { message: 'SKMD diterbitkan', data: issued },
    });
    open(transport);
    expect(await screen.findByTestId('skmd-nomor')).toHaveTextContent('Belum diterbitkan');
    expect(request.mock.calls[0][2]).toEqual({ query: { event: 'index_show_by_token', token: 'tok-skmd-9' } });
    await userEvent.click(screen.getByTestId('skmd-penerbitan'));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terbitkan' }));
    await waitFor(() => expect(screen.getByTestId('skmd-nomor')).toHaveTextContent('SKMD/101/003/2026'));
    expect(postBody(request)).toEqual({ event: 'store_penerbitan' });
    expect(success).toHaveBeenCalledWith('SKMD diterbitkan: SKMD/101/003/2026');
    expect(screen.queryByTestId('skmd-penerbitan')).not.toBeInTheDocument();
  });

  test('a Draft’s uraian is changed with store_skmd_update; reset is sent as store_skmd_reset', async () => {
    const changed = skmdDetail({ skmd: { uraian_tugas: 'Audit kas', tempat_tugas: null } }, ['request']);
    const { transport, request } = fakeTransport({
      'GET /sdm/pegawai/x/skmd': { data: skmdDetail({}, ['request']) },
      'POST /sdm/pegawai/x/skmd/9': { message: 'SKMD updated', data: changed },
    });
    open(transport);
    await userEvent.click(await screen.findByTestId('skmd-edit'));
    const dialog = await screen.findByTestId('skmd-edit-dialog');
    await userEvent.clear(within(dialog).getByTestId('skmd-edit-uraian'));
    await userEvent.type(within(dialog).getByTestId('skmd-edit-uraian'), 'Audit kas');
    await userEvent.clear(within(dialog).getByTestId('skmd-edit-tempat'));
    await userEvent.click(within(dialog).getByTestId('skmd-detail-submit'));
    await waitFor(() => expect(screen.getByText('Audit kas')).toBeInTheDocument());
    expect(postBody(request)).toEqual({ event: 'store_skmd_update', uraian_tugas: 'Audit kas', tempat_tugas: null });
  });
});
