import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@portal/design-system';
import type { SurveyRow } from '@portal/contracts';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { surveyDetail, surveyRows } from '../survey-fixtures';
import SurveyListPage from './SurveyListPage';

// Forms and dialogs render slowly under a loaded jsdom (mail tests do the same).
jest.setTimeout(60_000);

const BASE = '/general/survey';
const PATH = '/survey';

afterEach(() => act(() => notify.clear()));

function open(answers: Parameters<typeof fakeTransport>[0]) {
  const fake = fakeTransport(answers);
  renderWithProviders(<SurveyListPage />, { transport: fake.transport, path: PATH, route: PATH });
  return fake;
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr')!;

describe('SurveyListPage', () => {
  it('lists the surveys with period, status and respondents; results link; search', async () => {
    const { request } = open({ [`GET ${BASE}`]: paged(surveyRows()) });
    const table = await screen.findByRole('table', { name: 'Daftar survei' });
    await waitFor(() => expect(within(table).getByText('Survei Kepuasan Pelatihan')).toBeInTheDocument());
    const open5 = rowOf(table, 'Survei Kepuasan Pelatihan');
    expect(within(open5).getByText('4 pertanyaan · Anonim')).toBeInTheDocument();
    expect(within(open5).getByText('Dibuka')).toBeInTheDocument();
    expect(within(open5).getByText('12')).toBeInTheDocument();
    expect(within(open5).getByText('01 November 2026 s.d. 30 November 2026')).toBeInTheDocument();
    expect(within(open5).getByRole('link', { name: 'Hasil survei Survei Kepuasan Pelatihan' })).toHaveAttribute(
      'href',
      '/survey/5/hasil',
    );
    // Only a draft can be published.
    expect(within(open5).queryByRole('button', { name: /Terbitkan/ })).not.toBeInTheDocument();
    const draft = rowOf(table, 'Survei Kantin');
    expect(within(draft).getByText('Draf')).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: 'Terbitkan survei Survei Kantin' })).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', BASE, { query: { page: 1, per_page: 10 } });

    fireEvent.change(screen.getByPlaceholderText('Cari judul survei...'), { target: { value: 'kantin' } });
    await waitFor(
      () => expect(request).toHaveBeenCalledWith('GET', BASE, { query: { page: 1, per_page: 10, search: 'kantin' } }),
      { timeout: 5_000 },
    );
  });

  it('shows the empty text when there is no survey', async () => {
    open({ [`GET ${BASE}`]: paged([] as SurveyRow[]) });
    expect(await screen.findByText('Belum ada survei')).toBeInTheDocument();
  });

  it('publishes a draft and deletes a survey, each after a confirmation', async () => {
    let rows = surveyRows();
    const { request } = open({
      [`GET ${BASE}`]: () => paged(rows),
      [`POST ${BASE}/6/x/publish`]: () => {
        rows = rows.map((r) => (r.id === 6 ? { ...r, is_published: true, status: 'dijadwalkan' as const } : r));
        return { message: 'Survei diterbitkan', data: surveyDetail({ id: 6 }) };
      },
      [`DELETE ${BASE}/5`]: () => {
        rows = rows.filter((r) => r.id !== 5);
        return { message: 'Survei dihapus' };
      },
    });
    const table = await screen.findByRole('table', { name: 'Daftar survei' });
    await within(table).findByText('Survei Kantin');

    fireEvent.click(screen.getByRole('button', { name: 'Terbitkan survei Survei Kantin' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Survei "Survei Kantin" akan dibuka untuk pegawai sasaran pada periodenya.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(request).not.toHaveBeenCalledWith('POST', `${BASE}/6/x/publish`);

    fireEvent.click(screen.getByRole('button', { name: 'Terbitkan survei Survei Kantin' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', `${BASE}/6/x/publish`));
    await waitFor(() => expect(within(rowOf(table, 'Survei Kantin')).getByText('Dijadwalkan')).toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Hapus survei Survei Kepuasan Pelatihan' }));
    dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Survei "Survei Kepuasan Pelatihan" akan dihapus beserta 12 jawabannya.');
    fireEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', `${BASE}/5`));
    await waitFor(() => expect(within(table).queryByText('Survei Kepuasan Pelatihan')).not.toBeInTheDocument());
  });

  it('checks a new survey’s required fields before sending anything', async () => {
    const { request } = open({ [`GET ${BASE}`]: paged(surveyRows()) });
    await screen.findByText('Survei Kantin');
    fireEvent.click(screen.getByTestId('survey-add'));
    const dialog = await screen.findByTestId('survey-form-dialog');
    expect(within(dialog).getByText('Tambah Survei')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByTestId('survey-form-submit'));
    expect(await within(dialog).findByText('Judul wajib diisi')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('POST', BASE, expect.anything());
  });

  it('changes a survey that was answered: its questions are locked, the rest is sent', async () => {
    const detail = surveyDetail();
    const { request } = open({
      [`GET ${BASE}`]: paged(surveyRows()),
      [`GET ${BASE}/5`]: { data: detail },
      [`PUT ${BASE}/5`]: { message: 'Survei diperbarui', data: detail },
    });
    await screen.findByText('Survei Kepuasan Pelatihan');
    fireEvent.click(screen.getByRole('button', { name: 'Ubah survei Survei Kepuasan Pelatihan' }));
    const dialog = await screen.findByTestId('survey-form-dialog');
    expect(within(dialog).getByText('Pertanyaan tidak dapat diubah karena survei sudah diisi')).toBeInTheDocument();
    const judul = within(dialog).getByLabelText(/Judul/);
    expect(judul).toHaveValue('Survei Kepuasan Pelatihan');
    fireEvent.change(judul, { target: { value: 'Survei Kepuasan Pelatihan 2026' } });
    fireEvent.click(within(dialog).getByTestId('survey-form-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', `${BASE}/5`, {
        body: expect.objectContaining({
          judul: 'Survei Kepuasan Pelatihan 2026',
          is_anonim: true,
          tanggal_mulai: '2026-11-01',
          tanggal_selesai: '2026-11-30',
          target: 'semua',
          target_ids: [],
        }),
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('survey-form-dialog')).not.toBeInTheDocument());
  });
});
