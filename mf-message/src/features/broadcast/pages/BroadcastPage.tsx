import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import type { BroadcastInput } from '@portal/contracts';
import { Card, Heading, Stack, Text, listTableProps, notify } from '@portal/design-system';
import { countAudience, sendBroadcast, useBroadcastHistory } from '../api';
import { BroadcastForm } from '../components/BroadcastForm';
import { BroadcastHistory } from '../components/BroadcastHistory';

/** /message/broadcast (7): compose a broadcast and follow the ones sent. */
export default function BroadcastPage() {
  const transport = useTransport();
  const [page, setPage] = useState(DEFAULT_PAGE);
  const [search, setSearch] = useState('');
  const history = useBroadcastHistory({ page, per_page: DEFAULT_PER_PAGE, ...(search ? { search } : {}) });

  return (
    <Stack gap="6" data-testid="broadcast-page">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Broadcast
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Kirim pesan ke seluruh pegawai atau ke kantor dan jabatan tertentu: notifikasi portal, dan bila dipilih e-mail
          serta WhatsApp.
        </Text>
      </Stack>
      <Card.Root>
        <Card.Body>
          <BroadcastForm
            onCount={async (input: BroadcastInput) => (await countAudience(transport, input)).data}
            onSend={(input: BroadcastInput) => sendBroadcast(transport, input)}
            onSent={(answer) => {
              notify.success(answer.message);
              setPage(DEFAULT_PAGE);
              void history.mutate();
            }}
          />
        </Card.Body>
      </Card.Root>
      <Stack gap="3">
        <Heading as="h2" size="md">
          Riwayat broadcast
        </Heading>
        <BroadcastHistory
          {...listTableProps(history)}
          search={search}
          onSearch={(value) => {
            setSearch(value);
            setPage(DEFAULT_PAGE);
          }}
          onPageChange={setPage}
        />
      </Stack>
    </Stack>
  );
}
