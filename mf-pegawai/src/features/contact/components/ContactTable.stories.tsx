// A contact list of /pegawai/contact/*: the WhatsApp numbers with their verified state and the
// 'Kirim link verifikasi' button, and the employees without one (answers of GET
// /api/sdm/pegawai/x/whatsapp and ?event=unregistered_whatsapp, as the pages pass them).
import type { PagedListState } from '@portal/api-client';
import type { PegawaiContactRow } from '@portal/contracts';
import { withStoryApi } from '@portal/design-system/storybook';
import { paged } from '@portal/api-client/testing/paged';
import { unregisteredRows, waRows } from '../contact-fixtures';
import { ContactTable } from './ContactTable';

const list = (rows: PegawaiContactRow[]) =>
  ({
    data: paged(rows),
    isLoading: false,
    isValidating: false,
    mutate: async () => undefined,
  }) as unknown as PagedListState<PegawaiContactRow>;

const meta = {
  title: 'mf-pegawai/Contact/ContactTable',
  component: ContactTable,
  decorators: [withStoryApi],
  args: {
    channel: 'whatsapp',
    kind: 'registered',
    list: list(waRows),
    query: { page: 1, per_page: 10 },
    setQuery: () => undefined,
    onSendLink: () => undefined,
    caption: 'Daftar nomor whatsapp pegawai',
  },
};

export default meta;

/** Two numbers: one verified, one not; each with 'Kirim link verifikasi'. */
export const WhatsApp = {};

/** The employees who have not registered a number: no contact column, no button. */
export const Unregistered = {
  args: { kind: 'unregistered', list: list(unregisteredRows), caption: 'Pegawai tanpa nomor whatsapp' },
};

/** Nothing to show. */
export const Empty = { args: { list: list([]) } };
