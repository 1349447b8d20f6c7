import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { LiburForm } from './LiburForm';

jest.setTimeout(30_000);

describe('LiburForm', () => {
  test('empty submit names both fields and sends nothing', async () => {
    const onSubmit = jest.fn();
    const { transport } = fakeTransport({});
    renderWithProviders(<LiburForm initial={{ tanggal: '', nama: '' }} onSubmit={onSubmit} onCancel={jest.fn()} />, {
      transport,
    });
    await userEvent.click(screen.getByTestId('libur-form-submit'));
    await waitFor(() => expect(screen.getAllByText('Field is required').length).toBeGreaterThanOrEqual(2));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('sends the trimmed name; a date already taken (409) is shown under the date', async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValue(new ApiError(409, 'Tanggal tersebut sudah terdaftar sebagai hari libur'));
    const { transport } = fakeTransport({});
    renderWithProviders(
      <LiburForm initial={{ tanggal: '2026-08-17', nama: '' }} onSubmit={onSubmit} onCancel={jest.fn()} />,
      { transport },
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Nama Hari Libur/ }), '  Hari Kemerdekaan ');
    await userEvent.click(screen.getByTestId('libur-form-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ tanggal: '2026-08-17', nama: 'Hari Kemerdekaan' }));
    const form = screen.getByTestId('libur-form');
    expect(
      (await within(form).findAllByText('Tanggal tersebut sudah terdaftar sebagai hari libur')).length,
    ).toBeGreaterThan(0);
  });
});
