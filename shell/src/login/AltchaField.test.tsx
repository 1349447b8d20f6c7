import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AltchaField, CAPTCHA_TEXTS, type AltchaHandle } from './AltchaField';
import { captchasInProgress, failCaptchas, solveCaptchas } from '../testing/fake-captcha';

jest.mock('./captcha', () => jest.requireActual('../testing/fake-captcha').captchaModuleMock());

describe('AltchaField', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('solves on its own as soon as it shows, announces it, and hands over the payload', async () => {
    const onPayload = jest.fn();
    render(<AltchaField onPayload={onPayload} />);
    const field = screen.getByTestId('login-captcha');
    expect(field).toHaveAttribute('data-state', 'verifying');
    expect(screen.getByRole('status')).toHaveTextContent(CAPTCHA_TEXTS.verifying);
    expect(captchasInProgress()).toBe(1);
    await solveCaptchas('cHJvb2Y=');
    expect(field).toHaveAttribute('data-state', 'verified');
    expect(screen.getByRole('status')).toHaveTextContent('Terverifikasi: Anda bukan robot');
    expect(onPayload).toHaveBeenLastCalledWith('cHJvb2Y=');
  });

  it('a failure says so and offers Ulangi, which solves a new challenge', async () => {
    const onPayload = jest.fn();
    render(<AltchaField onPayload={onPayload} />);
    await failCaptchas();
    expect(screen.getByTestId('login-captcha')).toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('status')).toHaveTextContent('Verifikasi captcha gagal.');
    await userEvent.click(screen.getByRole('button', { name: 'Ulangi' }));
    expect(captchasInProgress()).toBe(1);
    await solveCaptchas('baru');
    expect(onPayload).toHaveBeenLastCalledWith('baru');
  });

  it('renew drops the used payload and solves a fresh one; the earlier run is abandoned', async () => {
    const onPayload = jest.fn();
    const handle = createRef<AltchaHandle>();
    render(<AltchaField onPayload={onPayload} ref={handle} />);
    await solveCaptchas('pertama');
    onPayload.mockClear();
    handle.current?.renew();
    handle.current?.renew();
    expect(onPayload).toHaveBeenCalledWith(null);
    expect(captchasInProgress()).toBe(1);
    await solveCaptchas('kedua');
    expect(onPayload).toHaveBeenLastCalledWith('kedua');
    expect(onPayload).toHaveBeenCalledTimes(3);
  });
});
