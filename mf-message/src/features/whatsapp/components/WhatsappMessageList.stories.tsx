// A WhatsApp list as the pages show it: outgoing messages by state (masked numbers, the message kind,
// never the text), received messages with the linked employee, the empty list, a failure.
import { withStoryApi } from '@portal/design-system/storybook';
import { useState } from 'react';
import type { WhatsappMessageRow } from '@portal/contracts';
import type { WhatsappListQuery } from '../api';
import { incomingRow, outgoingRow } from '../whatsapp-fixtures';
import { WhatsappMessageList } from './WhatsappMessageList';

const pageOf = (rows: WhatsappMessageRow[]) => ({
  data: rows,
  current_page: 1,
  per_page: 10,
  from: rows.length ? 1 : null,
  to: rows.length ? rows.length : null,
  total: rows.length,
  last_page: 1,
});

interface Args {
  direction: 'outgoing' | 'incoming';
  rows: WhatsappMessageRow[];
  failed?: boolean;
}

function List({ direction, rows, failed }: Args) {
  const [query, setQuery] = useState<WhatsappListQuery>({ page: 1, per_page: 10 });
  const list = {
    data: failed ? undefined : pageOf(rows),
    error: failed ? { message: 'Server tidak dapat dihubungi' } : null,
    isLoading: false,
    mutate: () => undefined,
  };
  return (
    <WhatsappMessageList
      direction={direction}
      query={query}
      setQuery={setQuery}
      list={list}
      caption="Pesan WhatsApp"
      empty={{ title: 'Belum ada pesan', description: 'Portal belum mengirim pesan WhatsApp.' }}
    />
  );
}

const meta = {
  title: 'mf-message/WhatsApp/WhatsappMessageList',
  component: List,
  decorators: [withStoryApi],
  args: {
    direction: 'outgoing',
    rows: [
      outgoingRow(),
      outgoingRow({ id: '32', status: 'queue', sent_at: null, attempts: 0, template: 'reset_password' }),
      outgoingRow({ id: '33', status: 'unsent', sent_at: null, attempts: 5 }),
      outgoingRow({ id: '34', status: 'invalid', number: '*****', sent_at: null }),
      outgoingRow({ id: '35', status: 'expired', sent_at: null, template: 'lainnya' }),
    ],
  },
};

export default meta;

/** Outgoing messages in every state. */
export const Outgoing = {};

/** Received messages: a linked employee, and a number no employee registered. */
export const Incoming = {
  args: {
    direction: 'incoming',
    rows: [
      incomingRow(),
      incomingRow({ id: '8', pegawai_id: null, pegawai_nama: null, sender_name: 'Toko Sinar', body: 'Promo hari ini' }),
    ],
  },
};

/** Nothing in the list. */
export const Empty = { args: { rows: [] } };

/** The list could not be loaded: the reason and 'Coba lagi'. */
export const Failed = { args: { failed: true } };
