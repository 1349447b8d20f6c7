import { Link as RouterLink, useNavigate, useSearchParams } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import type { MailCreateInput } from '@portal/contracts';
import { Heading, Link, notify, Stack, Text } from '@portal/design-system';
import { MAIL_ROUTES, MAIL_TEXTS, sendMail } from '../api';
import { MailForm } from '../components/MailForm';

/** /message/mail: a new mail to one or more employees; sent → 'Mailbox Sent' and the outbox. */
export default function ComposePage() {
  const transport = useTransport();
  const navigate = useNavigate();
  // ?to={pegawai_id}&nama=…: compose to one employee chosen elsewhere (the officer list's 'Kirim pesan').
  const [params] = useSearchParams();
  const to = Number(params.get('to'));
  const preset =
    Number.isInteger(to) && to > 0
      ? { id: to, nama: params.get('nama') ?? '', npp: null, jabatan: null, kantor: null }
      : null;

  async function send(input: MailCreateInput) {
    const answer = await sendMail(transport, input);
    notify.success(answer.message || MAIL_TEXTS.sent);
    void navigate(MAIL_ROUTES.outbox);
  }

  return (
    <Stack gap="4" maxW="3xl" data-testid="mail-compose-page">
      <Link asChild fontSize="sm" colorPalette="brand" alignSelf="flex-start">
        <RouterLink to={MAIL_ROUTES.inbox}>← Kembali ke kotak masuk</RouterLink>
      </Link>
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Tulis Pesan
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Kirim pesan kepada satu atau beberapa pegawai.
        </Text>
      </Stack>
      <MailForm
        initialValues={preset ? { pegawai_ids: [preset.id] } : undefined}
        recipientOptions={preset ? [preset] : undefined}
        onSubmit={send}
        onCancel={() => void navigate(MAIL_ROUTES.inbox)}
      />
    </Stack>
  );
}
