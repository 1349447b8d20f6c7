import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import { Button, PageHeader, Stack, useUrlQuery, type UrlQuerySchema } from '@portal/design-system';
import { Link as RouterLink } from '@portal/design-system/router';
import { useWhatsappList, WHATSAPP_ROUTES, type WhatsappListQuery } from '../api';
import { WhatsappMessageList } from '../components/WhatsappMessageList';

const QUERY_SCHEMA: UrlQuerySchema<WhatsappListQuery> = { page: 'number', per_page: 'number', search: 'string' };

/** /webhook_whatsapp/inbox: WhatsApp messages received through the Ultramsg webhook, newest first. */
export default function WhatsappInboxPage() {
  const [query, setQuery] = useUrlQuery<WhatsappListQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = useWhatsappList('inbox', query);

  return (
    <Stack gap="4" data-testid="whatsapp-inbox-page">
      <PageHeader
        title="Kotak Masuk WhatsApp"
        description="Pesan WhatsApp yang diterima melalui webhook Ultramsg; pengirim yang nomornya terdaftar ditautkan ke pegawainya."
      >
        <Button asChild kind="secondary" size="sm">
          <RouterLink to={WHATSAPP_ROUTES.index}>Pesan Keluar</RouterLink>
        </Button>
      </PageHeader>
      <WhatsappMessageList
        direction="incoming"
        query={query}
        setQuery={setQuery}
        list={list}
        caption="Pesan WhatsApp masuk"
        empty={{
          title: 'Belum ada pesan masuk',
          description: 'Pesan yang dikirim ke nomor WhatsApp portal akan tampil di sini.',
        }}
      />
    </Stack>
  );
}
