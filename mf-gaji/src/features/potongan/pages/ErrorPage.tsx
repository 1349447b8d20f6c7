import { formatDate } from '@portal/domain';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  Stack,
  Text,
  type UrlQuerySchema,
  useUrlQuery,
} from '@portal/design-system';
import { currentPeriod } from '../../../shared/period';
import { kindOf, useUploadError, type MonthQuery } from '../api';
import { MonthFilters } from '../components/MonthFilters';
import { UploadErrorReport } from '../components/UploadErrorReport';

const QUERY_SCHEMA: UrlQuerySchema<MonthQuery> = {
  kind: 'string',
  tahun: 'number',
  bulan: 'number',
  kantor_id: 'number',
};

/**
 * /gaji/potongan/error (3, 53): the row report of an office's last failed upload of a month, of
 * salary or service deductions by the "Jenis potongan" switch.
 */
export default function ErrorPage() {
  const [query, setQuery] = useUrlQuery<MonthQuery>(QUERY_SCHEMA, () => ({ kind: 'gaji', ...currentPeriod() }));
  const report = useUploadError(query, kindOf(query.kind));
  let body;
  if (query.kantor_id === undefined) body = <EmptyState title="Pilih kantor untuk melihat laporan upload gagal" />;
  else if (report.error) body = <ErrorState message={report.error.message} onRetry={() => void report.mutate()} />;
  else if (!report.data) body = <LoadingState />;
  else if (report.data.data === null)
    body = (
      <EmptyState
        title="Tidak ada upload gagal"
        description="Upload terakhir kantor ini pada bulan tersebut tidak gagal, atau belum ada upload."
      />
    );
  else
    body = (
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          {report.data.data.kantor.nama}, diupload {formatDate(report.data.data.created_at, { time: true })}
        </Text>
        <UploadErrorReport errors={report.data.data.errors} errorCount={report.data.data.error_count} />
      </Stack>
    );
  return (
    <Stack gap="4" data-testid="error-page">
      <PageHeader size="xl" title="Gagal Upload Potongan" />
      <MonthFilters query={query} setQuery={setQuery} kantorRequired />
      {body}
    </Stack>
  );
}
