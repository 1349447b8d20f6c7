import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { PortalProvider } from '@portal/design-system';
import { LinkForm } from './LinkForm';

const renderForm = (onSubmit: jest.Mock, initialValues?: { judul: string; url: string; keterangan: string }) =>
  render(
    <PortalProvider withToaster={false}>
      <LinkForm onSubmit={onSubmit} initialValues={initialValues} />
    </PortalProvider>,
  );

describe('LinkForm', () => {
  it('shows the server rules in Indonesian before sending anything', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText(/URL/), 'javascript:alert(1)');
    fireEvent.click(screen.getByTestId('link-form-submit'));
    expect(await screen.findByText('Kolom judul wajib diisi')).toBeInTheDocument();
    expect(
      screen.getByText('Kolom url harus berupa alamat web yang diawali http:// atau https://'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed values, with empty url and keterangan as null', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText(/Judul/), '  Formulir Klaim  ');
    fireEvent.click(screen.getByTestId('link-form-submit'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ judul: 'Formulir Klaim', url: null, keterangan: null }),
    );
  });

  it('puts the server’s 422 field texts under the fields', async () => {
    const onSubmit = jest.fn(async () => {
      throw new ApiError(422, 'Data yang dikirim tidak valid', { url: ['Kolom url maksimal 2048 karakter'] });
    });
    renderForm(onSubmit, { judul: 'Tautan', url: 'https://a.id', keterangan: '' });
    fireEvent.click(screen.getByTestId('link-form-submit'));
    expect(await screen.findByText('Kolom url maksimal 2048 karakter')).toBeInTheDocument();
  });
});
