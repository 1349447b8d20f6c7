import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/design-system';
import { notadinasDetail } from '../../../testing/letter-fixtures';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { KEPADA_REQUIRED } from '../notadinas-form';
import { NotadinasForm } from './NotadinasForm';

jest.setTimeout(30_000);
afterEach(() => act(() => notify.clear()));

const masters = {
  'GET /sdm/notadinas/surat': paged([{ id: 1, nama: 'Nota Dinas', kode: 'ND' }]),
  'GET /sdm/notadinas/jabatan': paged([{ id: 3, nama: 'Pemimpin Cabang' }]),
};

describe('NotadinasForm', () => {
  test('an empty memo is refused field by field, recipients included, and nothing is sent', async () => {
    const { transport, request } = fakeTransport(masters);
    renderWithProviders(<NotadinasForm onSaved={jest.fn()} onCancel={jest.fn()} />, { transport });
    await screen.findByRole('option', { name: 'ND — Nota Dinas' });
    await userEvent.click(screen.getByTestId('notadinas-form-submit'));
    expect(await screen.findByText('Jenis surat wajib dipilih')).toBeInTheDocument();
    expect(screen.getByText('Perihal wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Isi wajib diisi')).toBeInTheDocument();
    expect(screen.getByText(KEPADA_REQUIRED)).toBeInTheDocument();
    expect(request.mock.calls.filter(([m]) => m !== 'GET')).toHaveLength(0);
  });

  test('a Draft is changed with PUT, text trimmed, recipients kept', async () => {
    const onSaved = jest.fn();
    const memo = notadinasDetail();
    const { transport, request } = fakeTransport({
      ...masters,
      'PUT /sdm/notadinas/pegawai/5': { message: 'Nota Dinas updated', data: memo },
    });
    renderWithProviders(<NotadinasForm memo={memo} onSaved={onSaved} onCancel={jest.fn()} />, { transport });
    const form = await screen.findByTestId('notadinas-form');
    const perihal = within(form).getByTestId('notadinas-perihal');
    await userEvent.clear(perihal);
    await userEvent.type(perihal, '  Rapat kerja  ');
    await userEvent.click(screen.getByTestId('notadinas-form-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(request).toHaveBeenCalledWith('PUT', '/sdm/notadinas/pegawai/5', {
      body: {
        surat_id: 1,
        perihal: 'Rapat kerja',
        isi: 'Dengan hormat, mohon hadir.',
        tanggal: '2026-03-02',
        kepada_jabatan_ids: [3],
        kepada_pegawai_ids: [],
      },
    });
  });
});
