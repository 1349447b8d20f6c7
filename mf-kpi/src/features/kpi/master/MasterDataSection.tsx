import { useState } from 'react';
import { useOptionFile, useTransport } from '@portal/api-client';
import type { KpiMasterRow } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate, formatDecimal } from '@portal/domain';
import {
  Badge,
  Button,
  DataTable,
  Field,
  HStack,
  listTableProps,
  notify,
  OptionSelect,
  PageHeader,
  Stack,
  useConfirmedDelete,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
} from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import { deleteMaster, useMasterList, useMasterOptions, type MasterListQuery } from '../api';
import { BobotSummary } from './BobotSummary';
import { PERSPEKTIF_OPTIONS, POLARITAS_OPTIONS, rowLabel, type MasterColumn, type MasterEntity } from './master-config';
import { MasterForm } from './MasterForm';

const QUERY_SCHEMA: UrlQuerySchema<MasterListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  jabatan_id: 'number',
  periode_id: 'number',
  perspektif_id: 'number',
};
const FIRST: MasterListQuery = { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE };

/** The 100 % rule of a jabatan's weights, on every row of the set. */
function BobotBadge({ total }: { total: unknown }) {
  const text = typeof total === 'string' ? total : '0';
  const valid = Number(text) === 100;
  return (
    <Badge colorPalette={valid ? 'green' : 'red'} variant="subtle" data-testid="bobot-total">
      {formatDecimal(text)}%{valid ? '' : ' (harus 100%)'}
    </Badge>
  );
}

function cellOf(c: MasterColumn, row: KpiMasterRow) {
  const value = row[c.key];
  if (c.key === 'total_bobot') return <BobotBadge total={value} />;
  if (c.kind === 'boolean') return value === true ? 'Ya' : 'Tidak';
  if (value === null || value === undefined || value === '') return '-';
  if (c.kind === 'decimal') return formatDecimal(String(value));
  if (c.kind === 'percent') return `${formatDecimal(String(value))}%`;
  if (c.kind === 'date') return formatDate(String(value));
  if (c.kind === 'polaritas') return POLARITAS_OPTIONS.find((o) => o.id === value)?.nama ?? String(value);
  return String(value);
}

function Filters({
  entity,
  query,
  onFilter,
}: {
  entity: MasterEntity;
  query: MasterListQuery;
  onFilter: (patch: MasterListQuery) => void;
}) {
  const filters = entity.filters ?? [];
  const jabatan = useOptionFile(useTransport(), 'jabatan', { enabled: filters.includes('jabatan_id') });
  const periode = useMasterOptions(filters.includes('periode_id') ? 'periode' : null);
  const number = (value: string) => (value ? Number(value) : undefined);
  return (
    <HStack gap="3" wrap="wrap">
      {filters.includes('jabatan_id') ? (
        <Field.Root width="auto">
          <OptionSelect
            size="sm"
            width="64"
            aria-label="Jabatan"
            placeholder="Semua jabatan"
            options={jabatan}
            value={query.jabatan_id ?? ''}
            onChange={(e) => onFilter({ jabatan_id: number(e.currentTarget.value) })}
          />
        </Field.Root>
      ) : null}
      {filters.includes('periode_id') ? (
        <Field.Root width="auto">
          <OptionSelect
            size="sm"
            width="56"
            aria-label="Periode"
            placeholder="Semua periode"
            options={periode}
            value={query.periode_id ?? ''}
            onChange={(e) => onFilter({ periode_id: number(e.currentTarget.value) })}
          />
        </Field.Root>
      ) : null}
      {filters.includes('perspektif_id') ? (
        <Field.Root width="auto">
          <OptionSelect
            size="sm"
            width="48"
            aria-label="Perspektif"
            placeholder="Semua perspektif"
            options={PERSPEKTIF_OPTIONS}
            value={query.perspektif_id ?? ''}
            onChange={(e) => onFilter({ perspektif_id: number(e.currentTarget.value) })}
          />
        </Field.Root>
      ) : null}
    </HStack>
  );
}

export interface MasterDataSectionProps {
  entity: MasterEntity;
}

/**
 * One KPI master resource: list with search, filters and paging in the address, create/edit dialog
 * (formik + yup; 409/422 on the fields), delete after confirmation (a 409 "still used" shown as the server says).
 */
export function MasterDataSection({ entity }: MasterDataSectionProps) {
  const transport = useTransport();
  const confirmDelete = useConfirmedDelete();
  const [query, setQuery] = useUrlQuery<MasterListQuery>(QUERY_SCHEMA, FIRST);
  const list = useMasterList(entity.resource, query);
  const [editing, setEditing] = useState<KpiMasterRow | 'new' | null>(null);

  async function remove(row: KpiMasterRow) {
    const deleted = await confirmDelete({
      title: `Hapus ${entity.noun}?`,
      message: `${rowLabel(row)} dihapus. Data yang masih dipakai penilaian tidak dapat dihapus.`,
      remove: () => deleteMaster(transport, entity.resource, row.id),
    });
    if (deleted) void list.mutate();
  }

  const columns: DataTableColumn<KpiMasterRow>[] = [
    ...entity.columns.map((c): DataTableColumn<KpiMasterRow> => ({
      key: c.key,
      header: c.header,
      align: c.kind === 'decimal' || c.kind === 'percent' ? 'end' : undefined,
      render: (r) => cellOf(c, r),
    })),
    {
      key: 'actions',
      header: 'Aksi',
      render: (r) => (
        <HStack gap="1">
          <Button kind="quiet" size="xs" onClick={() => setEditing(r)} aria-label={`Ubah ${rowLabel(r)}`}>
            Ubah
          </Button>
          {entity.fixedRows ? null : (
            <Button kind="danger" size="xs" onClick={() => void remove(r)} aria-label={`Hapus ${rowLabel(r)}`}>
              Hapus
            </Button>
          )}
        </HStack>
      ),
    },
  ];

  const filter = (patch: MasterListQuery) => setQuery((q) => ({ ...q, ...patch, page: DEFAULT_PAGE }));
  const bobotOf =
    entity.resource === 'indikator_jabatan' || entity.resource === 'indikator_jabatan_non' ? entity.resource : null;

  return (
    <Stack gap="4" data-testid={`master-${entity.resource}`}>
      <PageHeader size="xl" title={entity.title} description={entity.description}>
        {entity.fixedRows ? null : (
          <Button size="sm" onClick={() => setEditing('new')} data-testid="master-add">
            Tambah {entity.noun}
          </Button>
        )}
      </PageHeader>
      {bobotOf ? <BobotSummary resource={bobotOf} jabatanId={query.jabatan_id} /> : null}
      <DataTable<KpiMasterRow>
        caption={entity.title}
        columns={columns}
        {...listTableProps(list)}
        numbered
        emptyText={query.search ? 'Tidak ada data yang cocok dengan pencarian' : 'Belum ada data'}
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={(per_page) => filter({ per_page })}
        search={query.search}
        onSearch={(search) => filter({ search: search || undefined })}
        toolbar={entity.filters ? <Filters entity={entity} query={query} onFilter={filter} /> : undefined}
      />
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? `Tambah ${entity.noun}` : `Ubah ${entity.noun}`}
        testId="master-dialog"
      >
        <MasterForm
          entity={entity}
          row={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={(answer) => {
            notify.success(answer.message);
            setEditing(null);
            void list.mutate();
          }}
        />
      </FormDialog>
    </Stack>
  );
}
