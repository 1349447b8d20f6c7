import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import type { KpiEventPegawaiDetail } from '@portal/contracts';
import { notify } from '@portal/design-system';
import { fakeTransport, renderWithProviders, signInAs, signOut } from '../../../testing/test-utils';
import { kpiDetail, PENILAIAN, resumeRow } from '../kpi-fixtures';
import KpiDetailPage from './KpiDetailPage';

jest.setTimeout(30_000);

const LIST = '/sdm/kpi/x/event_pegawai';
const ITEM = `${LIST}/7`;

function open(detail: KpiEventPegawaiDetail, more: Record<string, unknown> = {}) {
  const fake = fakeTransport({
    [`GET ${LIST}`]: { data: detail },
    'GET /sdm/kpi/x/periode_pegawai': { data: [] },
    ...more,
  });
  renderWithProviders(<KpiDetailPage />, { transport: fake.transport, path: '/kpi/:token', route: '/kpi/tok-7' });
  return fake;
}

const posts = (request: jest.Mock) => request.mock.calls.filter(([m]) => m === 'POST');

beforeEach(() => signInAs([10]));
afterEach(() => {
  signOut();
  act(() => notify.clear());
  jest.restoreAllMocks();
});

describe('KpiDetailPage', () => {
  it("shows the indicators by perspektif with the server's achievement %, weighted score and total", async () => {
    const { request } = open(kpiDetail({ status: 'disetujui', skor: '87.50' }));
    expect(await screen.findByRole('heading', { name: 'Perspektif 1: Keuangan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Perspektif 2: Pelanggan' })).toBeInTheDocument();
    expect(screen.getByTestId('capaian-21')).toHaveTextContent('95,00%');
    expect(screen.getByTestId('nilai-21')).toHaveTextContent('57,00');
    expect(screen.getByTestId('capaian-22')).toHaveTextContent('120,00%');
    // 57 + 30.5 would be 87.5 too; the total shown is the server's string, whatever the rows say.
    expect(screen.getByTestId('penilaian-total')).toHaveTextContent('Total skor: 87,50');
    expect(screen.getByTestId('kpi-status')).toHaveTextContent('Disetujui');
    expect(screen.queryByRole('textbox', { name: /Realisasi/ })).not.toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', LIST, { query: { event: 'index_show_by_token', token: 'tok-7' } });
  });

  it('the employee saves achievements while Draft: only indikator_id and realisasi are sent, the answer replaces the page', async () => {
    const success = jest.spyOn(notify, 'success');
    const saved = kpiDetail({
      can_save: true,
      skor: '91.25',
      penilaian: PENILAIAN.map((p) => ({ ...p, realisasi: p.indikator_id === 21 ? '100.5' : p.realisasi })),
    });
    const { request } = open(kpiDetail({ can_save: true }, ['request']), {
      [`POST ${ITEM}`]: { message: 'Penilaian kinerja created/updated', data: saved },
    });
    const input = await screen.findByRole('textbox', { name: 'Realisasi Penghimpunan dana' });
    expect(input).toHaveValue('95.0000');
    expect(screen.queryByRole('textbox', { name: /Realisasi atasan/ })).not.toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '100,5');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Realisasi Keluhan nasabah' }));
    await userEvent.click(screen.getByTestId('kpi-save'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Penilaian kinerja created/updated'));
    expect(posts(request)).toEqual([
      [
        'POST',
        ITEM,
        {
          body: {
            event: 'store_save',
            penilaian: [
              { indikator_id: 21, realisasi: '100.5' },
              { indikator_id: 22, realisasi: null },
            ],
          },
        },
      ],
    ]);
    expect(JSON.stringify(posts(request))).not.toMatch(/"(capaian|nilai|skor)"/);
    await waitFor(() => expect(screen.getByTestId('penilaian-total')).toHaveTextContent('Total skor: 91,25'));
  });

  it('a malformed achievement is shown at its indicator and nothing is sent', async () => {
    const { request } = open(kpiDetail({ can_save: true }));
    const input = await screen.findByRole('textbox', { name: 'Realisasi Penghimpunan dana' });
    await userEvent.clear(input);
    await userEvent.type(input, '1.000.000');
    await userEvent.click(screen.getByTestId('kpi-save'));
    expect(await screen.findByText(/Angka tidak negatif tanpa titik ribuan/)).toBeInTheDocument();
    expect(posts(request)).toHaveLength(0);
  });

  it('the assessor whose turn it is saves realisasi_atasan and a note (store_save_score), then approves', async () => {
    const waiting = kpiDetail({ status: 'menunggu', is_myturn: true, can_save_score: true }, ['approve', 'reject']);
    const approved = kpiDetail({ status: 'disetujui' }, ['reverse']);
    const { request } = open(waiting, {
      [`POST ${ITEM}`]: (options: { body: { event: string } }) => ({
        message: 'Penilaian kinerja created/updated',
        data: options.body.event === 'store_approve' ? approved : waiting,
      }),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Realisasi atasan Penghimpunan dana' }), '90');
    await userEvent.type(screen.getByTestId('kpi-catatan'), 'Sesuai bukti');
    await userEvent.click(screen.getByTestId('kpi-save-score'));
    await waitFor(() => expect(posts(request)).toHaveLength(1));
    expect(posts(request)[0][2]).toEqual({
      body: {
        event: 'store_save_score',
        penilaian: [
          { indikator_id: 21, realisasi_atasan: '90' },
          { indikator_id: 22, realisasi_atasan: null },
        ],
        catatan: 'Sesuai bukti',
      },
    });

    await userEvent.type(screen.getByTestId('kpi-note'), 'Oke');
    await userEvent.click(screen.getByTestId('kpi-action-approve'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', ITEM, { body: { event: 'store_approve', note: 'Oke' } }),
    );
    expect(await screen.findByText('Disetujui')).toBeInTheDocument();
    expect(screen.getByTestId('kpi-action-reverse')).toBeInTheDocument();
    expect(screen.queryByTestId('kpi-action-approve')).not.toBeInTheDocument();
  });

  it('reject asks first; cancelling sends nothing, confirming sends store_reject; a refusal shows the server message', async () => {
    const error = jest.spyOn(notify, 'error');
    const { request } = open(kpiDetail({ status: 'menunggu' }, ['approve', 'reject', 'cancel']), {
      [`POST ${ITEM}`]: new ApiError(409, 'Penilaian sudah diputuskan'),
    });
    await userEvent.click(await screen.findByTestId('kpi-action-reject'));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tolak penilaian ini?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts(request)).toHaveLength(0);

    await userEvent.click(screen.getByTestId('kpi-action-reject'));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Penilaian sudah diputuskan'));
    expect(request).toHaveBeenCalledWith('POST', ITEM, { body: { event: 'store_reject', note: null } });
    // 'cancel' is the engine's, not a KPI event: not offered.
    expect(screen.queryByTestId('kpi-action-cancel')).not.toBeInTheDocument();
  });

  it('Reset Penilaian (own Draft) asks first and posts store_reset_penilaian; Reset Resume posts store_reset_resume', async () => {
    const { request } = open(kpiDetail({ can_save: true }), {
      [`POST ${ITEM}`]: { message: 'Penilaian kinerja created/updated', data: kpiDetail({ can_save: true }) },
    });
    await userEvent.click(await screen.findByTestId('kpi-reset-penilaian'));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', ITEM, { body: { event: 'store_reset_penilaian' } }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByTestId('kpi-reset-resume'));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', ITEM, { body: { event: 'store_reset_resume' } }));
  });

  it("an approved assessment offers no Reset Penilaian; the viewer's own resume shows punishments and band", async () => {
    open(kpiDetail({ status: 'disetujui' }), { 'GET /sdm/kpi/x/periode_pegawai': { data: [resumeRow()] } });
    const own = await screen.findByTestId('kpi-own-resume');
    expect(within(own).getByText('2,50')).toBeInTheDocument();
    expect(within(own).getByText('85,00')).toBeInTheDocument();
    expect(within(own).getByText('Baik')).toBeInTheDocument();
    expect(screen.queryByTestId('kpi-reset-penilaian')).not.toBeInTheDocument();
  });

  it('shows the approval chain and who did what, as the server keeps them', async () => {
    open(kpiDetail());
    const chain = await screen.findByRole('list', { name: 'Tahap persetujuan' });
    expect(
      within(chain)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1. Atasan — Budi Santoso', '2. Admin KPI — Citra Dewi']);
    expect(screen.getByTestId('kpi-history')).toHaveTextContent('Ani Lestari');
  });

  it('an assessment the caller may not see shows the server message', async () => {
    const fake = fakeTransport({ [`GET ${LIST}`]: new ApiError(404, 'Penilaian kinerja tidak ditemukan') });
    renderWithProviders(<KpiDetailPage />, { transport: fake.transport, path: '/kpi/:token', route: '/kpi/x' });
    expect(await screen.findByText('Penilaian kinerja tidak ditemukan')).toBeInTheDocument();
  });
});
