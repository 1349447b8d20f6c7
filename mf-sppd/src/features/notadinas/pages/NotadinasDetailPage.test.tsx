import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestOptions } from '@portal/api-client';
import { notify } from '@portal/design-system';
import { notadinasDetail } from '../../../testing/letter-fixtures';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import type { NotadinasDetail } from '@portal/contracts';
import NotadinasDetailPage from './NotadinasDetailPage';

jest.setTimeout(30_000);

afterEach(() => {
  act(() => notify.clear());
  jest.restoreAllMocks();
});

const ITEM = 'POST /sdm/notadinas/pegawai/5';

function answers(detail: NotadinasDetail, item?: () => unknown) {
  return {
    'GET /sdm/notadinas/pegawai': () => ({ data: detail }),
    ...(item ? { [ITEM]: item } : {}),
  };
}

const postBody = (request: jest.Mock) => (request.mock.calls.find(([m]) => m === 'POST')![2] as RequestOptions).body;

function open(transport: ReturnType<typeof fakeTransport>['transport'], route = '/pegawai/notadinas/tok-nd-5') {
  const path = route.startsWith('/pegawai/notadinas/show') ? '/pegawai/notadinas/show' : '/pegawai/notadinas/:token';
  return renderWithProviders(<NotadinasDetailPage />, { transport, path, route });
}

describe('NotadinasDetailPage', () => {
  test('reads the memo by token and shows recipients, body and no PDF before approval', async () => {
    const { transport, request } = fakeTransport(answers(notadinasDetail()));
    open(transport);
    expect(await screen.findByRole('heading', { name: 'Undangan rapat kerja' })).toBeInTheDocument();
    expect(request.mock.calls[0][2]).toEqual({ query: { action: 'index_show_by_token', token: 'tok-nd-5' } });
    expect(screen.getByText('Pemimpin Cabang')).toBeInTheDocument();
    expect(screen.getByTestId('notadinas-isi-text')).toHaveTextContent('Dengan hormat');
    expect(screen.getByTestId('notadinas-detail-nomor')).toHaveTextContent('Belum bernomor');
    expect(screen.queryByTestId('notadinas-pdf')).not.toBeInTheDocument();
  });

  test('/pegawai/notadinas/show?token=… reads the token from the address', async () => {
    const { transport, request } = fakeTransport(answers(notadinasDetail()));
    open(transport, '/pegawai/notadinas/show?token=tok-nd-5');
    await screen.findByRole('heading', { name: 'Undangan rapat kerja' });
    expect(request.mock.calls[0][2]).toEqual({ query: { action: 'index_show_by_token', token: 'tok-nd-5' } });
  });

  test('the approver approves with a note (store_approve); the number of the answer is shown', async () => {
    const approved = notadinasDetail({ nomor: 'ND/101/001/2026', status: 'disetujui' }, [], 'disetujui');
    const { transport, request } = fakeTransport(
      answers(notadinasDetail({}, ['approve', 'reject'], 'menunggu'), () => ({
        message: 'Nota Dinas updated',
        data: approved,
      })),
    );
    open(transport);
    await userEvent.type(await screen.findByTestId('notadinas-note'), 'Setuju');
    await userEvent.click(screen.getByTestId('notadinas-action-approve'));
    await waitFor(() => expect(screen.getByTestId('notadinas-detail-nomor')).toHaveTextContent('ND/101/001/2026'));
    expect(postBody(request)).toEqual({ action: 'store_approve', note: 'Setuju' });
    expect(screen.queryByTestId('notadinas-actions')).not.toBeInTheDocument();
  });

  test("reverse is asked first, then sends store_reverse and says 'Nota Dinas Reviewed'", async () => {
    const success = jest.spyOn(notify, 'success');
    const { transport, request } = fakeTransport(
      answers(notadinasDetail({}, ['reverse'], 'menunggu'), () => ({
        message: 'Nota Dinas Reviewed',
        data: notadinasDetail({}, [], 'menunggu'),
      })),
    );
    open(transport);
    await userEvent.click(await screen.findByTestId('notadinas-action-reverse'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Batalkan keputusan terakhir?')).toBeInTheDocument();
    expect(request.mock.calls.filter(([m]) => m === 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batalkan Keputusan' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Nota Dinas Reviewed'));
    expect(postBody(request)).toEqual({ action: 'store_reverse', note: null });
  });

  test('"Cetak PDF" of an approved memo reads it as a blob and opens it', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:nd');
    URL.revokeObjectURL = jest.fn();
    const windowOpen = jest.spyOn(window, 'open').mockReturnValue({ opener: {} } as unknown as Window);
    const { transport, request } = fakeTransport({
      ...answers(notadinasDetail({ nomor: 'ND/101/001/2026' }, [], 'disetujui')),
      'GET /sdm/notadinas/pegawai/5/x/pdf': new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    });
    open(transport);
    await userEvent.click(await screen.findByTestId('notadinas-pdf'));
    await waitFor(() => expect(windowOpen).toHaveBeenCalledWith('blob:nd', '_blank'));
    expect(request).toHaveBeenCalledWith('GET', '/sdm/notadinas/pegawai/5/x/pdf', {
      responseType: 'blob',
      headers: { Accept: 'application/pdf' },
    });
  });
});
