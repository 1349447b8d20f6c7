import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { MESSAGES } from '@portal/domain';
import { clearFlash } from '../flash/flash';
import { FlashHost } from '../flash/FlashHost';
import { LoginForm } from './LoginForm';

import { solveCaptchas } from '../testing/fake-captcha';

// The proof of work takes a moment in a real browser; here each one waits for the test to solve it.
jest.mock('./captcha', () => jest.requireActual('../testing/fake-captcha').captchaModuleMock());

const solveCaptcha = (payload = 'cGF5bG9hZA==') => solveCaptchas(payload);

function setup(onLogin: jest.Mock) {
  render(
    <>
      <LoginForm onLogin={onLogin} onForgotPassword={jest.fn()} />
      <FlashHost />
    </>,
  );
  return userEvent.setup();
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, password = 'Salah#123') {
  await user.type(screen.getByLabelText('Nama user'), 'pegawai');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Masuk' }));
}

describe('LoginForm', () => {
  afterEach(() => act(() => clearFlash()));

  it('sends user name, password and the captcha payload', async () => {
    const onLogin = jest.fn().mockResolvedValue(undefined);
    const user = setup(onLogin);
    await solveCaptcha('abc123');
    await fillAndSubmit(user, 'Pegawai#2026');
    expect(onLogin).toHaveBeenCalledWith({ username: 'pegawai', password: 'Pegawai#2026', captcha: 'abc123' });
  });

  it('requires both fields', async () => {
    const onLogin = jest.fn();
    const user = setup(onLogin);
    await solveCaptcha();
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(screen.getAllByText('Field is required')).toHaveLength(2);
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('waits for the captcha before sending', async () => {
    const onLogin = jest.fn();
    const user = setup(onLogin);
    await fillAndSubmit(user);
    expect(screen.getByRole('alert')).toHaveTextContent('captcha');
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('shows the maintenance text on a 5xx answer', async () => {
    const user = setup(jest.fn().mockRejectedValue(new ApiError(503, 'Service Unavailable')));
    await solveCaptcha();
    await fillAndSubmit(user);
    expect(await screen.findByText(MESSAGES.maintenance)).toBeInTheDocument();
  });

  it('shows the maintenance text when the server cannot be reached', async () => {
    const user = setup(jest.fn().mockRejectedValue(new ApiError(0, 'Something went wrong')));
    await solveCaptcha();
    await fillAndSubmit(user);
    expect(await screen.findByText(MESSAGES.maintenance)).toBeInTheDocument();
  });

  it("shows the server's message on other failures and clears the password", async () => {
    const user = setup(jest.fn().mockRejectedValue(new ApiError(401, 'Nama user atau password salah')));
    await solveCaptcha();
    await fillAndSubmit(user);
    expect(await screen.findByText('Nama user atau password salah')).toBeInTheDocument();
    expect(screen.getByText('Error!')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Nama user')).toHaveValue('pegawai');
  });

  it('drops the used captcha after a failure, so a new proof is needed', async () => {
    const onLogin = jest.fn().mockRejectedValue(new ApiError(422, 'Captcha tidak valid'));
    const user = setup(onLogin);
    await solveCaptcha();
    await fillAndSubmit(user);
    await screen.findByText('Captcha tidak valid');
    await user.type(screen.getByLabelText('Password'), 'lagi');
    fireEvent.submit(screen.getByTestId('login-form'));
    await waitFor(() => expect(screen.getByText(/captcha selesai/)).toBeInTheDocument());
    expect(onLogin).toHaveBeenCalledTimes(1);
  });
});

describe('LoginForm validation answers', () => {
  afterEach(() => act(() => clearFlash()));

  it('shows the field texts of a 422 (e.g. a captcha already used)', async () => {
    const user = setup(
      jest
        .fn()
        .mockRejectedValue(
          new ApiError(422, 'Data tidak valid', { captcha: ['Captcha sudah dipakai, silakan ulangi'] }),
        ),
    );
    await solveCaptcha();
    await fillAndSubmit(user);
    expect(await screen.findByText('Captcha sudah dipakai, silakan ulangi')).toBeInTheDocument();
  });
});
