import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { MESSAGES } from '@portal/domain';
import { clearFlash } from '../flash/flash';
import { FlashHost } from '../flash/FlashHost';
import { LoginScreen } from './LoginScreen';
import { ResetConfirmScreen } from './ResetConfirmScreen';

import { solveCaptchas } from '../testing/fake-captcha';

jest.mock('./captcha', () => jest.requireActual('../testing/fake-captcha').captchaModuleMock());

describe("'Lupa password?'", () => {
  afterEach(() => act(() => clearFlash()));

  it('posts the e-mail with a captcha and shows the neutral answer', async () => {
    const onRequestReset = jest.fn().mockResolvedValue(undefined);
    render(
      <>
        <LoginScreen onLogin={jest.fn()} onRequestReset={onRequestReset} />
        <FlashHost />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Lupa password?' }));
    // The dialog is its own chunk, loaded on this click.
    await screen.findByTestId('reset-password-dialog');
    await solveCaptchas('proof');
    await user.type(screen.getByLabelText('Email'), 'siti@bank.co.id');
    await user.click(screen.getByRole('button', { name: 'Kirim link reset' }));
    expect(onRequestReset).toHaveBeenCalledWith('siti@bank.co.id', 'proof');
    expect(await screen.findByText(MESSAGES.resetLinkSent)).toBeInTheDocument();
    expect(screen.queryByTestId('reset-password-dialog')).not.toBeInTheDocument();
  });

  it('shows the idle time-out modal after an idle logout', () => {
    const onClose = jest.fn();
    render(
      <LoginScreen onLogin={jest.fn()} onRequestReset={jest.fn()} idleLogout={{ idleTimeoutMs: 900_000, onClose }} />,
    );
    expect(screen.getByTestId('idle-modal')).toHaveTextContent('15 menit');
  });
});

describe('ResetConfirmScreen', () => {
  afterEach(() => act(() => clearFlash()));

  it('checks the password rules before sending, then confirms with the token', async () => {
    const onConfirm = jest.fn().mockResolvedValue(undefined);
    const onDone = jest.fn();
    render(
      <>
        <ResetConfirmScreen token="t0k" onConfirm={onConfirm} onDone={onDone} />
        <FlashHost />
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password baru'), '12345678');
    await user.type(screen.getByLabelText('Ulangi password baru'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Simpan password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('mudah ditebak');
    expect(onConfirm).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Password baru'));
    await user.clear(screen.getByLabelText('Ulangi password baru'));
    await user.type(screen.getByLabelText('Password baru'), 'Kuat#Sekali2026');
    await user.type(screen.getByLabelText('Ulangi password baru'), 'Kuat#Sekali2026');
    await user.click(screen.getByRole('button', { name: 'Simpan password' }));
    expect(onConfirm).toHaveBeenCalledWith('t0k', 'Kuat#Sekali2026');
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
  });

  it("shows the server's message for an expired link", async () => {
    const onConfirm = jest.fn().mockRejectedValue(new ApiError(422, 'Link reset password tidak berlaku lagi'));
    render(
      <>
        <ResetConfirmScreen token="old" onConfirm={onConfirm} onDone={jest.fn()} />
        <FlashHost />
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password baru'), 'Kuat#Sekali2026');
    await user.type(screen.getByLabelText('Ulangi password baru'), 'Kuat#Sekali2026');
    await user.click(screen.getByRole('button', { name: 'Simpan password' }));
    expect(await screen.findByText('Link reset password tidak berlaku lagi')).toBeInTheDocument();
  });
});
