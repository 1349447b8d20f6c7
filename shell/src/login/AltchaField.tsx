import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { fetchAndSolveCaptcha } from './captcha';

export interface AltchaHandle {
  /** Discards the used payload and solves a fresh challenge (a payload is valid once). */
  renew: () => void;
}

export interface AltchaFieldProps {
  /** The base64 payload once the proof of work is solved, null while solving or after a reset. */
  onPayload: (payload: string | null) => void;
  challengeUrl?: string;
  ref?: Ref<AltchaHandle>;
}

type CaptchaState = 'verifying' | 'verified' | 'error';

export const CAPTCHA_TEXTS: Record<CaptchaState, string> = {
  verifying: 'Memverifikasi bahwa Anda bukan robot…',
  verified: 'Terverifikasi: Anda bukan robot',
  error: 'Verifikasi captcha gagal.',
};

/**
 * The self-hosted ALTCHA captcha (the server issues challenges at /api/captcha): solved as soon as
 * the form shows, with nothing for the user to click; the payload travels in the request's
 * `Captcha` header. Our own few lines instead of the `altcha` widget: the same protocol without
 * 30 KB on the login page (issue #10). The state is announced to screen readers and carried in
 * `data-state` for the browser tests.
 */
export function AltchaField({ onPayload, challengeUrl = '/api/captcha', ref }: AltchaFieldProps) {
  const [state, setState] = useState<CaptchaState>('verifying');
  const onPayloadRef = useRef(onPayload);
  onPayloadRef.current = onPayload;
  const running = useRef<AbortController | null>(null);

  const solve = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    onPayloadRef.current(null);
    setState('verifying');
    fetchAndSolveCaptcha(challengeUrl, controller.signal).then(
      (payload) => {
        if (controller.signal.aborted) return;
        setState('verified');
        onPayloadRef.current(payload);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[portal] captcha gagal', error);
        setState('error');
      },
    );
  }, [challengeUrl]);

  useImperativeHandle(ref, () => ({ renew: solve }), [solve]);

  useEffect(() => {
    solve();
    return () => running.current?.abort();
  }, [solve]);

  return (
    <div className="captcha-box" data-testid="login-captcha" data-state={state}>
      <span className={`captcha-mark captcha-${state}`} aria-hidden="true">
        {state === 'verified' ? '✓' : state === 'error' ? '!' : ''}
      </span>
      <span role="status" aria-live="polite">
        {CAPTCHA_TEXTS[state]}
      </span>
      {state === 'error' ? (
        <button type="button" className="btn-link" onClick={solve}>
          Ulangi
        </button>
      ) : null}
    </div>
  );
}
