import { Link as RouterLink } from '@portal/design-system/router';
import type { UploadStatus } from '@portal/contracts';
import { formatNumber } from '@portal/domain';
import {
  Badge,
  EmptyState,
  ErrorState,
  Link,
  LoadingState,
  PageHeader,
  Stack,
  Table,
  Text,
  type UrlQuerySchema,
  useUrlQuery,
} from '@portal/design-system';
import { currentPeriod } from '../../../shared/period';
import {
  kindNoun,
  kindOf,
  POTONGAN_ROUTES,
  UPLOAD_STATUS_LABELS,
  UPLOAD_STATUS_PALETTE,
  useBelumUpload,
  type MonthQuery,
} from '../api';
import { BatasInfo } from '../components/BatasInfo';
import { MonthFilters } from '../components/MonthFilters';

type Query = Pick<MonthQuery, 'kind' | 'tahun' | 'bulan'>;
const QUERY_SCHEMA: UrlQuerySchema<Query> = { kind: 'string', tahun: 'number', bulan: 'number' };

/**
 * /gaji/potongan/belum_upload (3, 53): offices taking part in deductions that have no good upload
 * for the month. Salary deductions link to their upload; service deductions are made by the service
 * job (on /gaji/potongan), so that view has no upload link.
 */
export default function BelumUploadPage() {
  const [query, setQuery] = useUrlQuery<Query>(QUERY_SCHEMA, () => ({ kind: 'gaji', ...currentPeriod() }));
  const kind = kindOf(query.kind);
  const uploads = kind === 'gaji';
  const belum = useBelumUpload(query, kind);
  const rows = belum.data?.data ?? [];
  let body;
  if (query.tahun === undefined || query.bulan === undefined) body = <EmptyState title="Pilih tahun dan bulan" />;
  else if (belum.error) body = <ErrorState message={belum.error.message} onRetry={() => void belum.mutate()} />;
  else if (!belum.data) body = <LoadingState />;
  else
    body = (
      <Stack gap="3">
        <BatasInfo batas={belum.data.batas} />
        {!uploads ? (
          <Text fontSize="sm" color="fg.muted">
            Potongan service dibuat oleh Job Service di halaman Potongan Gaji, tidak melalui upload.
          </Text>
        ) : null}
        {rows.length === 0 ? (
          <EmptyState title={`Semua kantor sudah memiliki ${kindNoun(kind)} bulan ini`} />
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
            <Table.Root size="sm" striped aria-label={`Kantor yang belum memiliki ${kindNoun(kind)}`}>
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader>Kantor</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Jumlah Pegawai</Table.ColumnHeader>
                  <Table.ColumnHeader>Upload Terakhir</Table.ColumnHeader>
                  {uploads ? <Table.ColumnHeader>Aksi</Table.ColumnHeader> : null}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((r) => (
                  <Table.Row key={r.kantor.id}>
                    <Table.Cell>{r.kantor.nama}</Table.Cell>
                    <Table.Cell textAlign="end">{formatNumber(r.pegawai_count)}</Table.Cell>
                    <Table.Cell>
                      {r.last_status ? (
                        <Badge colorPalette={UPLOAD_STATUS_PALETTE[r.last_status as UploadStatus]}>
                          {UPLOAD_STATUS_LABELS[r.last_status]}
                        </Badge>
                      ) : (
                        'Belum ada'
                      )}
                    </Table.Cell>
                    {uploads ? (
                      <Table.Cell>
                        <Link asChild colorPalette="brand" fontSize="sm">
                          <RouterLink
                            aria-label={`Upload potongan ${r.kantor.nama}`}
                            to={`${POTONGAN_ROUTES.upload}?kantor_id=${r.kantor.id}&tahun=${query.tahun}&bulan=${query.bulan}`}
                          >
                            Upload
                          </RouterLink>
                        </Link>
                      </Table.Cell>
                    ) : null}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
    );
  return (
    <Stack gap="4" data-testid="belum-upload-page">
      <PageHeader size="xl" title="Potongan Belum Upload" />
      <MonthFilters query={query} setQuery={setQuery} withKantor={false} />
      {body}
    </Stack>
  );
}
