import { useRef, useState, type FormEvent } from 'react';
import { MESSAGES } from '@portal/domain';
import { flash } from '../flash/flash';
import { AltchaField, type AltchaHandle } from './AltchaField';
import { isMaintenanceError, loginErrorText } from './login-errors';

export interface LoginCredentials {
  username: string;
  password: string;
  captcha: string;
}

export interface LoginFormProps {
  onLogin: (credentials: LoginCredentials) => Promise<void>;
  onForgotPassword: () => void;
}

export const LOGIN_TEXTS = {
  username: 'Nama user',
  password: 'Password',
  submit: 'Masuk',
  submitting: 'Memproses...',
  forgot: 'Lupa password?',
  required: 'Field is required',
  captchaPending: 'Tunggu sampai verifikasi captcha selesai.',
} as const;

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  autoFocus?: boolean;
  error?: string | null;
}

/** A labelled input; `id` doubles as the data-testid the browser tests use. */
export function TextField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  autoFocus,
  error,
}: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={id}
      />
      {error ? (
        <small className="field-error" id={`${id}-error`}>
          {error}
        </small>
      ) : null}
    </div>
  );
}

/** User name, password and the ALTCHA captcha. The password lives only in this form's state. */
export function LoginForm({ onLogin, onForgotPassword }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [captchaHint, setCaptchaHint] = useState(false);
  const altcha = useRef<AltchaHandle>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password) return;
    if (!captcha) {
      setCaptchaHint(true);
      return;
    }
    setBusy(true);
    try {
      await onLogin({ username: username.trim(), password, captcha });
    } catch (error) {
      const maintenance = isMaintenanceError(error);
      flash(loginErrorText(error), {
        status: 'error',
        title: maintenance ? undefined : MESSAGES.errorTitle,
        durationMs: 5000,
      });
      // Spec: other failures clear state. Keep the user name, drop the password and the used captcha.
      setPassword('');
      setTouched(false);
      altcha.current?.renew();
      setBusy(false);
    }
  };

  const missing = (value: string) => touched && !value;

  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid="login-form" aria-label="Form login">
      <TextField
        id="login-username"
        label={LOGIN_TEXTS.username}
        value={username}
        onChange={setUsername}
        autoComplete="username"
        autoFocus
        error={missing(username.trim()) ? LOGIN_TEXTS.required : null}
      />
      <TextField
        id="login-password"
        label={LOGIN_TEXTS.password}
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        error={missing(password) ? LOGIN_TEXTS.required : null}
      />
      <AltchaField
        ref={altcha}
        onPayload={(payload) => {
          setCaptcha(payload);
          if (payload) setCaptchaHint(false);
        }}
      />
      {captchaHint ? (
        <small className="field-error" role="alert">
          {LOGIN_TEXTS.captchaPending}
        </small>
      ) : null}
      <button type="submit" className="btn-primary" disabled={busy} data-testid="login-submit">
        {busy ? LOGIN_TEXTS.submitting : LOGIN_TEXTS.submit}
      </button>
      <button type="button" className="btn-link" onClick={onForgotPassword} data-testid="login-forgot">
        {LOGIN_TEXTS.forgot}
      </button>
    </form>
  );
}
