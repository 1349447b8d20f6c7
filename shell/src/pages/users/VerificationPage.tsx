import { useState } from 'react';
import { usePagedList, useTransport } from '@portal/api-client';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate } from '@portal/domain';
import {
  Badge,
  Button,
  DataTable,
  Heading,
  HStack,
  listTableProps,
  notify,
  OptionSelect,
  Stack,
  tableQueryHandlers,
  Text,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
  notifyError,
} from '@portal/design-system';
import { sendVerificationLink, VERIFICATION_PATH, type ContactChannel, type VerificationRow } from './admin-api';

// A type (not an interface) so it passes as the api-client's QueryParams.
type VerificationQuery = { page: number; per_page: number; search?: string; channel?: string };

const QUERY_SCHEMA: UrlQuerySchema<VerificationQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  channel: 'string',
};

const CHANNEL_OPTIONS = [
  { id: 'email', nama: 'Email belum terverifikasi' },
  { id: 'whatsapp', nama: 'WhatsApp belum terverifikasi' },
];

function ContactCell({ value, verified }: { value: string | null; verified: boolean }) {
  if (!value) return <Text color="fg.muted">Belum diisi</Text>;
  return (
    <HStack gap="2">
      <Text>{value}</Text>
      <Badge colorPalette={verified ? 'green' : 'orange'}>{verified ? 'Terverifikasi' : 'Belum'}</Badge>
    </HStack>
  );
}

/**
 * 'Verifikasi Pengguna' (role 1): active accounts whose e-mail or WhatsApp number is not verified,
 * and a button that sends a verification link to that address through the outbox.
 */
export default function VerificationPage() {
  const transport = useTransport();
  const [query, setQuery] = useUrlQuery<VerificationQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = usePagedList<VerificationRow>(transport, VERIFICATION_PATH, query);
  const [sending, setSending] = useState<string | null>(null);

  const send = async (row: VerificationRow, channel: ContactChannel) => {
    setSending(`${channel}-${row.id}`);
    try {
      notify.success((await sendVerificationLink(transport, row, channel)).message);
      void list.mutate();
    } catch (error) {
      notifyError(error);
    } finally {
      setSending(null);
    }
  };

  const sendButton = (row: VerificationRow, channel: ContactChannel, label: string) => {
    const address = channel === 'email' ? row.email : row.phone;
    const verified = channel === 'email' ? row.email_verified : row.whatsapp_verified;
    if (!address || verified) return null;
    return (
      <Button
        kind="secondary"
        size="xs"
        loading={sending === `${channel}-${row.id}`}
        onClick={() => void send(row, channel)}
        data-testid={`send-${channel}-${row.id}`}
      >
        {label}
      </Button>
    );
  };

  const columns: DataTableColumn<VerificationRow>[] = [
    { key: 'name', header: 'User' },
    {
      key: 'pegawai',
      header: 'Pegawai',
      render: (row) => (row.pegawai ? `${row.pegawai.nama} (${row.pegawai.npp})` : '-'),
    },
    { key: 'email', header: 'Email', render: (row) => <ContactCell value={row.email} verified={row.email_verified} /> },
    {
      key: 'phone',
      header: 'WhatsApp',
      render: (row) => <ContactCell value={row.phone} verified={row.whatsapp_verified} />,
    },
    {
      key: 'last_sent_at',
      header: 'Link terakhir',
      render: (row) => (row.last_sent_at ? formatDate(row.last_sent_at, { time: true }) : '-'),
    },
    {
      key: 'actions',
      header: 'Kirim link',
      align: 'end',
      render: (row) => (
        <HStack gap="2" justify="flex-end">
          {sendButton(row, 'email', 'Email')}
          {sendButton(row, 'whatsapp', 'WhatsApp')}
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="4" data-testid="verification-page">
      <Heading as="h1" size="xl">
        Verifikasi Pengguna
      </Heading>
      <Text color="fg.muted">
        Link verifikasi dikirim ke alamat yang sudah tercatat di akun dan berlaku 24 jam. Pengguna dapat mengganti
        alamatnya sendiri di halaman profil.
      </Text>
      <DataTable<VerificationRow>
        caption="Pengguna belum terverifikasi"
        search={query.search}
        searchPlaceholder="Cari user, nama pegawai atau NPP…"
        columns={columns}
        {...listTableProps(list)}
        numbered
        emptyText="Semua pengguna sudah terverifikasi"
        toolbar={
          <OptionSelect
            aria-label="Saluran"
            placeholder="Email atau WhatsApp"
            options={CHANNEL_OPTIONS}
            value={query.channel ?? ''}
            onChange={(event) =>
              setQuery((q) => ({ ...q, channel: event.currentTarget.value || undefined, page: DEFAULT_PAGE }))
            }
          />
        }
        {...tableQueryHandlers(setQuery)}
      />
    </Stack>
  );
}
