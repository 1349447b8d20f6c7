import { useTransport } from '@portal/api-client';
import type { PegawaiContactRow } from '@portal/contracts';
import { notify, notifyError, PageHeader, Stack, Text, useConfirm } from '@portal/design-system';
import { CHANNEL_LABEL, sendVerificationLink, useContactList, type ContactChannel } from '../api';
import { useContactListQuery } from '../list-query';
import { ContactTable } from './ContactTable';

export interface ContactRegisterProps {
  channel: ContactChannel;
  title: string;
}

/**
 * /pegawai/contact/wa and /email: the employees' contacts with their verified state; HR sends a
 * verification link (after a confirmation) to the contact on file, through the outbox.
 */
export function ContactRegister({ channel, title }: ContactRegisterProps) {
  const transport = useTransport();
  const confirm = useConfirm();
  const [query, setQuery] = useContactListQuery();
  const list = useContactList(channel, query);

  const sendLink = async (row: PegawaiContactRow) => {
    const message = `Link verifikasi akan dikirim ke ${row.contact ?? '-'} (${row.nama}).`;
    if (!(await confirm({ title: 'Kirim link verifikasi?', message, confirmLabel: 'Kirim' }))) return;
    try {
      notify.success((await sendVerificationLink(transport, channel, row.pegawai_id)).message);
      void list.mutate();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="4">
      <PageHeader title={title} size="xl" />
      <Text color="fg.muted" fontSize="sm">
        {CHANNEL_LABEL[channel]} dipakai untuk mengirim link reset password; yang belum diverifikasi dapat dikirimi link
        verifikasi.
      </Text>
      <ContactTable
        channel={channel}
        kind="registered"
        list={list}
        query={query}
        setQuery={setQuery}
        onSendLink={(row) => void sendLink(row)}
        caption={`Daftar ${CHANNEL_LABEL[channel].toLowerCase()} pegawai`}
      />
    </Stack>
  );
}
