import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@portal/design-system/router';
import { setCurrentUser } from '@portal/api-client';
import type { SessionClient } from '@portal/contracts';
import { fakeTransport, paged, renderWith } from '../../../testing/test-utils';
import { notaDetail, notaRow, notaScan, perawatanConfig, plafonRows } from '../perawatan-fixtures';
import PerawatanDetailPage from './PerawatanDetailPage';
import PerawatanFlowPage from './PerawatanFlowPage';
import PerawatanKacaMataPage from './PerawatanKacaMataPage';
import PerawatanPage from './PerawatanPage';

jest.setTimeout(20_000);

const user = { id: 1, name: 'admin', pegawai_id: 3, nama: 'Admin', rolesId: [1, 57] } as unknown as SessionClient;
const NOTA = '/sdm/perawatan/x/nota';
const FILES = `${NOTA}/31/x/file`;
const PLAFON = '/sdm/perawatan/x/kaca_mata_plafon';

function renderDetail(transport: Parameters<typeof renderWith>[1]) {
  renderWith(
    <Routes>
      <Route path="/pegawai/perawatan/:token" element={<PerawatanDetailPage />} />
    </Routes>,
    transport,
    `/pegawai/perawatan/${notaRow.token}`,
  );
}

describe('care claim pages', () => {
  beforeEach(() => act(() => setCurrentUser(user)));
  afterEach(() => act(() => setCurrentUser(null)));

  it('the register lists claims with status, "Giliran Anda", the amount and the waiting count', async () => {
    const { transport, request } = fakeTransport({
      [`GET ${NOTA}`]: { ...paged([notaRow]), unapproved: 2 },
      'GET /sdm/perawatan/x/jenis': { data: perawatanConfig.jenis },
    });
    renderWith(<PerawatanPage />, transport);
    const table = await screen.findByRole('table', { name: 'Daftar klaim perawatan' });
    const row = (await within(table).findByText('Ani Lestari')).closest('tr')!;
    expect(within(row).getByText('Rp 700.000,00')).toBeInTheDocument();
    expect(within(row).getByText('Giliran Anda')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Detail' })).toHaveAttribute(
      'href',
      `/pegawai/perawatan/${notaRow.token}`,
    );
    expect(await screen.findByText('Menunggu tindakan Anda: 2')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', NOTA, { query: expect.objectContaining({ event: 'index', page: 1 }) });
  });

  it('the claim page shows the glasses ceiling and approves through the engine', async () => {
    const { transport, request } = fakeTransport({
      [`GET ${NOTA}`]: (options?: { query?: Record<string, unknown> }) =>
        options?.query?.event === 'index_config' ? { data: perawatanConfig } : { data: notaDetail() },
      [`POST ${NOTA}/31`]: {
        message: 'Perawatan disetujui',
        data: notaDetail({ approval: { ...notaDetail().approval, allowed_actions: [] } }),
      },
      [`GET ${FILES}`]: { data: [notaScan] },
    });
    renderDetail(transport);
    await screen.findByTestId('perawatan-detail-page');
    expect(screen.getByText('Rp 1.000.000,00')).toBeInTheDocument();
    expect(screen.getByText('2026 - 2027')).toBeInTheDocument();
    // The approver sees the scan but may not change a claim that was sent.
    const files = screen.getByTestId('perawatan-files');
    expect(await within(files).findByRole('link', { name: 'nota-optik-tunggal.pdf' })).toHaveAttribute(
      'href',
      notaScan.url,
    );
    expect(within(files).queryByRole('button', { name: /Hapus file/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('perawatan-file-input')).not.toBeInTheDocument();
    fireEvent.change(screen.getByTestId('perawatan-note'), { target: { value: 'Lengkap' } });
    fireEvent.click(screen.getByTestId('perawatan-action-approve'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', `${NOTA}/31`, {
        body: { event: 'store_approve', note: 'Lengkap' },
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('perawatan-action-approve')).not.toBeInTheDocument());
  });

  it('the registrar of a Draft adds a bill scan and removes one after confirming', async () => {
    const draft = notaDetail({ status: 'draft', can_edit: true, can_delete: true });
    const added = { ...notaScan, id: 82, name: 'kwitansi.png', content_type: 'image/png' };
    const { transport, request } = fakeTransport({
      [`GET ${NOTA}`]: (options?: { query?: Record<string, unknown> }) =>
        options?.query?.event === 'index_config' ? { data: perawatanConfig } : { data: draft },
      [`GET ${FILES}`]: { data: [notaScan] },
      [`POST ${FILES}`]: { message: 'Attachment Updated', data: [notaScan, added] },
      [`DELETE ${FILES}/81`]: { message: 'Attachment Updated', data: [added] },
    });
    renderDetail(transport);
    const files = await screen.findByTestId('perawatan-files');
    await within(files).findByRole('link', { name: 'nota-optik-tunggal.pdf' });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'kwitansi.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Unggah scan nota/), { target: { files: [png] } });
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', FILES, {
        body: { name: 'kwitansi.png', content_base64: 'iVBORw==' },
        onUploadProgress: expect.any(Function),
      }),
    );

    fireEvent.click(within(files).getByRole('button', { name: 'Hapus file nota-optik-tunggal.pdf' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Hapus scan nota?')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('DELETE', `${FILES}/81`);
    fireEvent.click(within(dialog).getByRole('button', { name: /Ya|Hapus/ }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', `${FILES}/81`));
  });

  it('the flowchart draws the engine’s steps with who decides them', async () => {
    const { transport } = fakeTransport({ [`GET ${NOTA}`]: { data: perawatanConfig } });
    renderWith(<PerawatanFlowPage />, transport);
    const steps = await screen.findAllByTestId('perawatan-flow-step');
    expect(steps.map((s) => s.textContent)).toEqual(['1. Admin SDMRina', '2. Super AdminAdmin Portal']);
  });

  it('the glasses page lists the glasses claims, but does not ask the register for a restricted HR (8)', async () => {
    const notaAnswers = (options?: { query?: Record<string, unknown> }) =>
      options?.query?.event === 'index_config' ? { data: perawatanConfig } : paged([notaRow]);
    const first = fakeTransport({ [`GET ${NOTA}`]: notaAnswers, [`GET ${PLAFON}`]: { data: plafonRows } });
    const { unmount } = renderWith(<PerawatanKacaMataPage />, first.transport);
    await screen.findByRole('table', { name: 'Daftar klaim kacamata' });
    expect(first.request).toHaveBeenCalledWith('GET', NOTA, {
      query: expect.objectContaining({ event: 'index', is_kaca_mata: true }),
    });
    unmount();

    act(() => setCurrentUser({ ...user, rolesId: [57, 8] }));
    const restricted = fakeTransport({ [`GET ${NOTA}`]: notaAnswers, [`GET ${PLAFON}`]: { data: plafonRows } });
    renderWith(<PerawatanKacaMataPage />, restricted.transport);
    const plafon = await screen.findByRole('table', { name: 'Plafon kacamata per grade' });
    expect(within(plafon).getByText('Rp 1.500.000,00')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Daftar klaim kacamata' })).not.toBeInTheDocument();
    expect(restricted.request).not.toHaveBeenCalledWith('GET', NOTA, {
      query: expect.objectContaining({ event: 'index' }),
    });
  });
});
