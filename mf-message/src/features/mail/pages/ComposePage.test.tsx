import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import { notify } from '@portal/design-system';
import { fakeTransport, renderWithProviders, type Answer } from '../../../testing/test-utils';
import { mailItem } from '../mail-fixtures';
import ComposePage from './ComposePage';

jest.setTimeout(40_000);

const BASE = '/general/mailbox/x';
const BUDI = { id: 41, nama: 'Budi Santoso', npp: '30000041', jabatan: null, kantor: { id: 2, nama: 'Bandung' } };

const renderCompose = (answers: Record<string, Answer>) => {
  const fake = fakeTransport({ 'GET /sdm/pegawai': { data: [BUDI] }, ...answers });
  renderWithProviders(<ComposePage />, { transport: fake.transport, path: '/message/mail', route: '/message/mail' });
  return fake;
};

const form = () => screen.getByTestId('mail-form');

/** Types into the recipient picker one key at a time and picks the option once the server search answered. */
async function pickRecipient(text: string, name: string) {
  const input = within(form()).getByRole('combobox', { name: 'Penerima' });
  await act(async () => input.focus());
  for (let i = 1; i <= text.length; i += 1) {
    fireEvent.change(input, { target: { value: text.slice(0, i) } });
    await act(async () => {});
  }
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(name), hidden: true }, { timeout: 5000 }));
  // The combobox reports the choice a moment later: its chip shows once the form holds it.
  expect(await within(form()).findByRole('button', { name: `Hapus pilihan ${name}` })).toBeInTheDocument();
}

function file(name: string, size?: number, type = 'application/pdf'): File {
  const f = new File(['%PDF-1.4 isi'], name, { type });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
}

const choose = (...files: File[]) =>
  fireEvent.change(within(form()).getByTestId('mail-attachments-input'), { target: { files } });

function fill(subject: string, body: string) {
  fireEvent.change(within(form()).getByRole('textbox', { name: /Subjek/ }), { target: { value: subject } });
  fireEvent.change(within(form()).getByRole('textbox', { name: /Isi pesan/ }), { target: { value: body } });
}

const MB = 1024 * 1024;

afterEach(() => {
  jest.restoreAllMocks();
  act(() => notify.clear());
});

describe('ComposePage', () => {
  it('requires recipients, subject and body ("Field is required") and sends nothing', async () => {
    const { request } = renderCompose({});
    fireEvent.click(await screen.findByTestId('mail-form-submit'));
    await waitFor(() => expect(within(form()).getAllByText('Field is required')).toHaveLength(3));
    expect(request).not.toHaveBeenCalledWith('POST', BASE, expect.anything());
  });

  it('checks the attachments as the server does: at most 5 files, 5 MB each, 10 MB together, allowed types', async () => {
    const { request } = renderCompose({});
    await screen.findByTestId('mail-form');
    const removeAll = () => {
      let buttons = within(form()).queryAllByRole('button', { name: /^Hapus lampiran / });
      while (buttons.length > 0) {
        fireEvent.click(buttons[0]);
        buttons = within(form()).queryAllByRole('button', { name: /^Hapus lampiran / });
      }
    };
    const shows = async (text: string | RegExp) => {
      expect(await within(form()).findByText(text)).toBeInTheDocument();
      removeAll();
      await waitFor(() => expect(within(form()).queryAllByTestId('mail-attachment-chosen')).toHaveLength(0));
    };

    choose(...Array.from({ length: 6 }, (_, i) => file(`lampiran-${i + 1}.pdf`)));
    expect(within(form()).getAllByTestId('mail-attachment-chosen')).toHaveLength(6);
    await shows('Lampiran paling banyak 5 file');
    choose(file('besar.pdf', 6 * MB));
    await shows('Ukuran lampiran melebihi batas 5 MB');
    choose(file('a.pdf', 4 * MB), file('b.pdf', 4 * MB), file('c.pdf', 4 * MB));
    await shows('Ukuran seluruh lampiran melebihi batas 10 MB');
    choose(file('program.exe', 100, 'application/octet-stream'));
    expect(await within(form()).findByText(/Jenis file tidak diizinkan/)).toBeInTheDocument();

    fill('Rapat', 'Mohon hadir.');
    fireEvent.click(within(form()).getByTestId('mail-form-submit'));
    await act(async () => {});
    expect(request).not.toHaveBeenCalledWith('POST', BASE, expect.anything());
  });

  it('sends to the chosen employees with the attachment as base64: "Mailbox Sent" and the outbox', async () => {
    const success = jest.spyOn(notify, 'success');
    const { request } = renderCompose({
      [`POST ${BASE}`]: { message: 'Mailbox Sent', data: mailItem({ box: 'outbox' }) },
    });
    await screen.findByTestId('mail-form');
    await pickRecipient('Budi', 'Budi Santoso');
    fill('  Rapat anggaran triwulan ', 'Mohon hadir.');
    choose(file('notulen.pdf'));
    fireEvent.click(within(form()).getByTestId('mail-form-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', BASE, {
        body: {
          pegawai_ids: [41],
          subject: 'Rapat anggaran triwulan',
          body: 'Mohon hadir.',
          attachments: [{ name: 'notulen.pdf', content_base64: btoa('%PDF-1.4 isi') }],
        },
      }),
    );
    expect(await screen.findByTestId('navigated')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Mailbox Sent');
  });

  it("shows the server's 422 under its field (a recipient without an account, a refused attachment)", async () => {
    const error = jest.spyOn(notify, 'error');
    renderCompose({
      [`POST ${BASE}`]: new ApiError(422, 'Data yang dikirim tidak valid', {
        pegawai_ids: ['Budi Santoso belum memiliki akun portal yang aktif, pesan tidak dapat dikirim kepadanya'],
        'attachments.0': ['Isi lampiran tidak valid (harus base64)'],
      }),
    });
    await screen.findByTestId('mail-form');
    await pickRecipient('Budi', 'Budi Santoso');
    fill('Rapat', 'Mohon hadir.');
    choose(file('notulen.pdf'));
    fireEvent.click(within(form()).getByTestId('mail-form-submit'));
    expect(await within(form()).findByText(/belum memiliki akun portal yang aktif/)).toBeInTheDocument();
    expect(within(form()).getByText('Isi lampiran tidak valid (harus base64)')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Data yang dikirim tidak valid');
    expect(screen.queryByTestId('navigated')).not.toBeInTheDocument();
  });
});
