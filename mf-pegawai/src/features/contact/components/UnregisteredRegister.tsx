import { PageHeader, Stack, Text } from '@portal/design-system';
import { CHANNEL_LABEL, useUnregisteredList, type ContactChannel } from '../api';
import { useContactListQuery } from '../list-query';
import { ContactTable } from './ContactTable';

export interface UnregisteredRegisterProps {
  channel: ContactChannel;
  title: string;
}

/** /pegawai/contact/wa_unregistered and /email_unregistered: active employees HR still has to ask for a contact. */
export function UnregisteredRegister({ channel, title }: UnregisteredRegisterProps) {
  const [query, setQuery] = useContactListQuery();
  const list = useUnregisteredList(channel, query);
  return (
    <Stack gap="4">
      <PageHeader title={title} size="xl" />
      <Text color="fg.muted" fontSize="sm">
        Pegawai aktif yang memiliki akun tetapi belum mendaftarkan {CHANNEL_LABEL[channel].toLowerCase()} di profilnya.
      </Text>
      <ContactTable
        channel={channel}
        kind="unregistered"
        list={list}
        query={query}
        setQuery={setQuery}
        caption={`Pegawai tanpa ${CHANNEL_LABEL[channel].toLowerCase()}`}
      />
    </Stack>
  );
}
