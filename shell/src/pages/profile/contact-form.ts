import * as yup from 'yup';
import { MESSAGES } from '@portal/domain';
import type { Transport } from '@portal/api-client';

/** Which recovery address the form changes: the account e-mail or the WhatsApp number. */
export type ContactChannel = 'email' | 'whatsapp';

export interface ContactFormValues {
  contact: string;
  password: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = { contact: '', password: '' };

const REQUIRED = 'Field is required';

/** Same bounds as the server's store_email / store_wa bodies (254 / 30 characters). */
export function contactFormSchema(channel: ContactChannel) {
  const contact =
    channel === 'email'
      ? yup.string().trim().required(REQUIRED).email('Alamat email tidak valid').max(254, 'Maksimal 254 karakter')
      : yup
          .string()
          .trim()
          .required(REQUIRED)
          .matches(/^\+?[0-9 ()-]{8,30}$/, 'Nomor WhatsApp tidak valid')
          .max(30, 'Maksimal 30 karakter');
  return yup.object({ contact, password: yup.string().required(REQUIRED) });
}

/**
 * POST /api/general/users event store_email / store_wa: the server checks the current password and
 * sends a verification link to the new address; nothing changes until that link is opened.
 */
export async function requestContactChange(
  transport: Transport,
  channel: ContactChannel,
  values: ContactFormValues,
): Promise<string> {
  const body =
    channel === 'email'
      ? { event: 'store_email', email: values.contact.trim(), password: values.password }
      : { event: 'store_wa', phone: values.contact.trim(), password: values.password };
  const answer = await transport.request<{ message?: string }>('POST', '/general/users', { body });
  return answer.message ?? (channel === 'email' ? MESSAGES.verificationEmailSent : MESSAGES.verificationWaSent);
}
