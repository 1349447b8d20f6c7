import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatNumber } from '@portal/domain';
import {
  Badge,
  Button,
  HStack,
  PageHeader,
  Stack,
  Tabs,
  useUrlQuery,
  type UrlQuerySchema,
} from '@portal/design-system';
import { Link as RouterLink } from '@portal/design-system/router';
import {
  isOutgoingEvent,
  useWhatsappList,
  WHATSAPP_ROUTES,
  WHATSAPP_TABS,
  type WhatsappListQuery,
  type WhatsappOutgoingEvent,
} from '../api';
import { WhatsappMessageList } from '../components/WhatsappMessageList';

interface IndexQuery extends WhatsappListQuery {
  tab?: string;
}

/** The open tab, page and search live in the address (a tab can be shared and survives a reload). */
const QUERY_SCHEMA: UrlQuerySchema<IndexQuery> = {
  tab: 'string',
  page: 'number',
  per_page: 'number',
  search: 'string',
};

/** /webhook_whatsapp (title Ultramsg): the WhatsApp messages the portal sent, by delivery state. */
export default function WhatsappIndexPage() {
  const [query, setQuery] = useUrlQuery<IndexQuery>(QUERY_SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
  const tab: WhatsappOutgoingEvent = isOutgoingEvent(query.tab) ? query.tab : 'all';
  const { tab: _tab, ...listQuery } = query;
  const list = useWhatsappList(tab, listQuery);

  return (
    <Stack gap="4" data-testid="whatsapp-index-page">
      <PageHeader
        title="Ultramsg"
        description="Pesan WhatsApp yang dikirim portal melalui Ultramsg, menurut status pengirimannya."
      >
        <Button asChild kind="secondary" size="sm">
          <RouterLink to={WHATSAPP_ROUTES.inbox} data-testid="whatsapp-open-inbox">
            Kotak Masuk WhatsApp
            {list.counts?.inbox ? ` (${formatNumber(list.counts.inbox)})` : ''}
          </RouterLink>
        </Button>
      </PageHeader>
      <Tabs.Root
        value={tab}
        lazyMount
        unmountOnExit
        onValueChange={(e) =>
          setQuery((q) => ({ ...q, tab: e.value === 'all' ? undefined : e.value, page: DEFAULT_PAGE }))
        }
      >
        <Tabs.List>
          {WHATSAPP_TABS.map((t) => (
            <Tabs.Trigger key={t.event} value={t.event} data-testid={`whatsapp-tab-${t.event}`}>
              <HStack gap="1.5">
                {t.label}
                {list.counts ? (
                  <Badge size="sm" variant="subtle">
                    {formatNumber(list.counts[t.event] ?? 0)}
                  </Badge>
                ) : null}
              </HStack>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {WHATSAPP_TABS.map((t) => (
          <Tabs.Content key={t.event} value={t.event}>
            {/* One table, drawn only in the open panel (a closing panel stays mounted for its animation). */}
            {t.event === tab ? (
              <WhatsappMessageList
                direction="outgoing"
                query={listQuery}
                setQuery={(change) => setQuery((q) => ({ ...q, ...change(q) }))}
                list={list}
                caption={`Pesan WhatsApp: ${t.label}`}
                empty={{
                  title: 'Belum ada pesan',
                  description:
                    t.event === 'all'
                      ? 'Portal belum mengirim pesan WhatsApp.'
                      : `Tidak ada pesan WhatsApp berstatus ${t.label.toLowerCase()}.`,
                }}
              />
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
