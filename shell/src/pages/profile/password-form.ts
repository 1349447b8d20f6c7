import * as yup from 'yup';
import { passwordProblems } from '@portal/domain';
import type { Transport } from '@portal/api-client';

export interface PasswordFormValues {
  password_old: string;
  password: string;
  password_confirmation: string;
}

export const EMPTY_PASSWORD_FORM: PasswordFormValues = { password_old: '', password: '', password_confirmation: '' };

const REQUIRED = 'Field is required';

/** The same rules as the server (passwordProblems from @portal/domain), plus confirmation and "not the old one". */
export function passwordFormSchema(username: string) {
  return yup.object({
    password_old: yup.string().required(REQUIRED),
    password: yup
      .string()
      .required(REQUIRED)
      .test('password-rules', (value, context) => {
        const problems = passwordProblems(value ?? '', username);
        return problems.length === 0 ? true : context.createError({ message: problems.join('. ') });
      })
      .notOneOf([yup.ref('password_old')], 'Password baru harus berbeda dari password lama'),
    password_confirmation: yup
      .string()
      .required(REQUIRED)
      .oneOf([yup.ref('password')], 'Konfirmasi password tidak sama dengan password baru'),
  });
}

/** POST /api/general/users event store_update_password → { message }. */
export async function updatePassword(transport: Transport, values: PasswordFormValues): Promise<{ message?: string }> {
  return transport.request<{ message?: string }>('POST', '/general/users', {
    body: { event: 'store_update_password', ...values },
  });
}
