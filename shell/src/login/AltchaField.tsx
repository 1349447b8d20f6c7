import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type {} from 'altcha/types/react';

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

interface AltchaStateDetail {
  state?: string;
  payload?: string;
}

type AltchaElement = HTMLElement & { reset?: () => void; verify?: () => Promise<unknown> };

/** Loads the widget code once (it defines the <altcha-widget> custom element) with Indonesian texts. */
let widgetCode: Promise<unknown> | null = null;
function loadWidgetCode(): Promise<unknown> {
  widgetCode ??= import(/* webpackChunkName: "altcha" */ 'altcha').then(() => import('altcha/i18n/id'));
  return widgetCode;
}

/**
 * ALTCHA proof-of-work captcha (self-hosted; the server issues challenges at /api/captcha).
 * Solves automatically when shown; the payload travels in the `Captcha` header of the request.
 */
export function AltchaField({ onPayload, challengeUrl = '/api/captcha', ref }: AltchaFieldProps) {
  const elementRef = useRef<AltchaElement | null>(null);
  const onPayloadRef = useRef(onPayload);
  onPayloadRef.current = onPayload;

  useImperativeHandle(
    ref,
    () => ({
      renew: () => {
        onPayloadRef.current(null);
        const widget = elementRef.current;
        widget?.reset?.();
        void widget?.verify?.();
      },
    }),
    [],
  );

  useEffect(() => {
    void loadWidgetCode().catch((error) => console.error('[portal] captcha gagal dimuat', error));
    const widget = elementRef.current;
    if (!widget) return undefined;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<AltchaStateDetail>).detail ?? {};
      if (detail.state === 'verified' && detail.payload) onPayloadRef.current(detail.payload);
      else if (detail.state !== 'verified') onPayloadRef.current(null);
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, []);

  return (
    <div className="altcha-box" data-testid="login-captcha">
      <altcha-widget ref={elementRef} challenge={challengeUrl} auto="onload" language="id" />
    </div>
  );
}
