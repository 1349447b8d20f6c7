import { ApiError } from '@portal/api-client';
import { notify, notifyError } from '@portal/design-system';
import { fieldErrorsOf, submitToApi } from './submit-to-api';

describe('submitToApi', () => {
  let toast: jest.SpyInstance;
  beforeEach(() => {
    toast = jest.spyOn(notify, 'error').mockImplementation(() => '');
  });
  afterEach(() => toast.mockRestore());

  it('puts a 422 on the fields (renamed where the form names them otherwise) and shows the toast', async () => {
    const setErrors = jest.fn();
    const ok = await submitToApi<{ contact: string; password: string }>(
      { setErrors },
      async () => {
        throw new ApiError(422, 'Data tidak valid', {
          email: ['Email sudah dipakai'],
          password: ['Password salah', 'Coba lagi'],
        });
      },
      { fieldOf: { email: 'contact' } },
    );
    expect(ok).toBe(false);
    expect(setErrors).toHaveBeenCalledWith({ contact: 'Email sudah dipakai', password: 'Password salah Coba lagi' });
    expect(toast).toHaveBeenCalledWith('Data tidak valid');
  });

  it('shows a 409 on the field it concerns', async () => {
    const setErrors = jest.fn();
    await submitToApi<{ tanggal: string }>(
      { setErrors },
      async () => {
        throw new ApiError(409, 'Hari libur pada tanggal itu sudah ada');
      },
      { conflictField: 'tanggal' },
    );
    expect(setErrors).toHaveBeenCalledWith({ tanggal: 'Hari libur pada tanggal itu sudah ada' });
  });

  it('leaves 401 and 403 to the session and the guard, and reports success', async () => {
    const setErrors = jest.fn();
    expect(
      await submitToApi({ setErrors }, async () => {
        throw new ApiError(401, 'Sesi berakhir');
      }),
    ).toBe(false);
    notifyError(new ApiError(403, 'Tidak berhak'));
    expect(toast).not.toHaveBeenCalled();
    expect(await submitToApi({ setErrors }, async () => 'tersimpan')).toBe(true);
    expect(setErrors).not.toHaveBeenCalled();
  });

  it('shows any other failure as it is', () => {
    notifyError(new TypeError('Failed to fetch'));
    expect(toast).toHaveBeenCalledWith('Failed to fetch');
    expect(fieldErrorsOf(new Error('x'))).toBeNull();
  });
});
