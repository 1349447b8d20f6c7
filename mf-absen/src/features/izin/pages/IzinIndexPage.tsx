import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@portal/design-system/router';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDateRange, LEAVE_TYPE_OPTIONS } from '@portal/domain';
import type { IzinMutationAnswer, IzinRow, IzinSortColumn } from '@portal/contracts';
import {
  ApprovalStatusCell,
  ApprovalStatusFilter,
  detailLinkColumn,
  FilterSwitch,
  OptionSelect,
  PendingCountBadge,
  DataTable,
  listTableProps,
  notify,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
  Button,
  Field,
  Heading,
  HStack,
  Stack,
  Text,
} from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import { IZIN_CREATED_REDIRECT_MS, useIzinList, type IzinListQuery } from '../api';
import { IzinForm } from '../components/IzinForm';

const columns: DataTableColumn<IzinRow>[] = [
  {
    key: 'pegawai_nama',
    header: 'Pegawai',
    sortable: true,
    render: (r) => (
      <Stack gap="0">
        <Text>{r.pegawai_nama}</Text>
        <Text fontSize="xs" color="fg.muted">
          {r.pegawai_npp}
        </Text>
      </Stack>
    ),
  },
  { key: 'jenis_nama', header: 'Jenis' },
  {
    key: 'tanggal_mulai',
    header: 'Tanggal',
    sortable: true,
    render: (r) => formatDateRange(r.tanggal_mulai, r.tanggal_selesai),
  },
  { key: 'hari', header: 'Hari Kerja', align: 'end' },
  {
    key: 'status',
    header: 'Status',
    render: (r) => (
      <ApprovalStatusCell status={r.status} testId="izin-status" isMyTurn={r.is_myturn} myTurnTestId="izin-myturn" />
    ),
  },
  detailLinkColumn((r) => `/pegawai/izin/${r.token}`),
];

const QUERY_SCHEMA: UrlQuerySchema<IzinListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  status: 'string',
  jenis_id: 'number',
  is_myturn: 'boolean',
  tahun: 'number',
  sortby: 'string',
  sortbydesc: 'string',
};
/** /pegawai/izin: own leave, leave to approve (is_myturn), all for HR; create in a dialog. */
export default function IzinIndexPage() {
  const navigate = useNavigate();
  // In the address: back from an izin returns to the same page, filters and sort.
  const [query, setQuery] = useUrlQuery<IzinListQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = useIzinList(query);
  const [creating, setCreating] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  const filter = (patch: Partial<IzinListQuery>) => setQuery((q) => ({ ...q, ...patch, page: DEFAULT_PAGE }));

  function created(answer: IzinMutationAnswer) {
    setCreating(false);
    notify.success(answer.message);
    notify.draftWarning();
    void list.mutate();
    // Spec section 4: to izin.show with the token after 5 s, once the warning has been read.
    redirect.current = setTimeout(() => void navigate(`/izin/${answer.data.token}`), IZIN_CREATED_REDIRECT_MS);
  }

  return (
    <Stack gap="4" data-testid="izin-index-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3">
          <Heading as="h1" size="xl">
            Daftar Izin &amp; Cuti
          </Heading>
          <PendingCountBadge count={list.data?.unapproved} testId="izin-unapproved" />
        </HStack>
        <Button size="sm" onClick={() => setCreating(true)} data-testid="izin-add">
          Ajukan Izin
        </Button>
      </HStack>
      <DataTable<IzinRow>
        caption="Daftar izin dan cuti"
        columns={columns}
        {...listTableProps(list)}
        numbered
        searchPlaceholder="Cari nama, NPP atau alasan"
        emptyText={
          query.search || query.status || query.jenis_id || query.is_myturn
            ? 'Tidak ada izin yang cocok dengan filter'
            : 'Belum ada izin'
        }
        sort={{ sortby: query.sortby, sortbydesc: query.sortbydesc }}
        // Only the columns marked sortable above can be chosen, and they are the contract's sort columns.
        onSortChange={(s) =>
          filter({
            sortby: s.sortby as IzinSortColumn | undefined,
            sortbydesc: s.sortbydesc as IzinSortColumn | undefined,
          })
        }
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={(per_page) => filter({ per_page })}
        search={query.search}
        onSearch={(search) => filter({ search: search || undefined })}
        toolbar={
          <HStack gap="3" wrap="wrap">
            <ApprovalStatusFilter value={query.status} onChange={(status) => filter({ status })} />
            <Field.Root width="auto">
              <OptionSelect
                size="sm"
                width="56"
                aria-label="Jenis"
                placeholder="Semua jenis"
                options={LEAVE_TYPE_OPTIONS}
                value={query.jenis_id ?? ''}
                onChange={(e) =>
                  filter({ jenis_id: e.currentTarget.value ? Number(e.currentTarget.value) : undefined })
                }
              />
            </Field.Root>
            <FilterSwitch
              label="Giliran saya"
              checked={query.is_myturn ?? false}
              onCheckedChange={(checked) => filter({ is_myturn: checked || undefined })}
              testId="izin-myturn-filter"
            />
          </HStack>
        }
      />
      <FormDialog open={creating} onClose={() => setCreating(false)} size="lg" title="Ajukan Izin">
        <IzinForm onSaved={created} onCancel={() => setCreating(false)} />
      </FormDialog>
    </Stack>
  );
}
