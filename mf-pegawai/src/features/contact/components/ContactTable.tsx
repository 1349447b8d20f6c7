import type { PagedListState } from '@portal/api-client';
import type { PegawaiContactRow } from '@portal/contracts';
import { Badge, Button, type DataTableColumn, HStack, OptionSelect, tableQueryHandlers } from '@portal/design-system';
import { RegisterTable } from '../../../shared/ListTable';
import { CHANNEL_LABEL, type ContactChannel, type ContactListQuery } from '../api';
import { VERIFIED_OPTIONS } from '../list-query';

export interface ContactTableProps {
  channel: ContactChannel;
  /** registered: the contacts with their verified state and the link button; unregistered: who has none. */
  kind: 'registered' | 'unregistered';
  list: PagedListState<PegawaiContactRow>;
  query: ContactListQuery;
  setQuery: (change: (current: ContactListQuery) => ContactListQuery) => void;
  /** 'Kirim link verifikasi' on a row (registered lists only). */
  onSendLink?: (row: PegawaiContactRow) => void;
  caption: string;
}

/** A contact list: search (nama, NPP, user), sort, paging and, for registered contacts, the verified filter. */
export function ContactTable({ channel, kind, list, query, setQuery, onSendLink, caption }: ContactTableProps) {
  const setFilter = (patch: Partial<ContactListQuery>) => setQuery((q) => ({ ...q, ...patch, page: 1 }));
  const columns: DataTableColumn<PegawaiContactRow>[] = [
    { key: 'nama', header: 'Nama', sortable: true, render: (r) => r.nama },
    { key: 'npp', header: 'NPP', sortable: true, render: (r) => r.npp ?? '-' },
    { key: 'kantor', header: 'Kantor', sortable: true, render: (r) => r.kantor ?? '-' },
    { key: 'user_name', header: 'User', render: (r) => r.user_name },
  ];
  if (kind === 'registered') {
    columns.push(
      { key: 'contact', header: CHANNEL_LABEL[channel], sortable: true, render: (r) => r.contact ?? '-' },
      {
        key: 'verified',
        header: 'Verifikasi',
        render: (r) =>
          r.verified ? (
            <Badge colorPalette="green">Terverifikasi</Badge>
          ) : (
            <Badge colorPalette="orange">Belum diverifikasi</Badge>
          ),
      },
    );
    if (onSendLink)
      columns.push({
        key: 'aksi',
        header: 'Aksi',
        render: (r) => (
          <Button
            kind="secondary"
            size="xs"
            onClick={() => onSendLink(r)}
            aria-label={`Kirim link verifikasi ke ${r.nama}`}
            data-testid="contact-send-link"
          >
            Kirim link verifikasi
          </Button>
        ),
      });
  }
  return (
    <RegisterTable<PegawaiContactRow>
      list={list}
      search={query.search}
      caption={caption}
      columns={columns}
      rowKey={(r) => r.pegawai_id}
      searchPlaceholder="Cari nama, NPP atau user..."
      emptyText={kind === 'registered' ? 'Belum ada kontak' : 'Semua pegawai sudah terdaftar'}
      toolbar={
        kind === 'registered' ? (
          <HStack gap="2">
            <OptionSelect
              aria-label="Status verifikasi"
              size="sm"
              width="52"
              placeholder="Semua status verifikasi"
              options={VERIFIED_OPTIONS}
              value={query.verified ?? ''}
              onChange={(e) => setFilter({ verified: e.target.value || undefined })}
            />
          </HStack>
        ) : undefined
      }
      {...tableQueryHandlers(setQuery)}
    />
  );
}
