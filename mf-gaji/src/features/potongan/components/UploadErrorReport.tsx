import type { ImportRowError } from '@portal/contracts';
import { formatNumber } from '@portal/domain';
import { Alert, ImportErrorTable, Stack, Text } from '@portal/design-system';

export interface UploadErrorReportProps {
  /** Spreadsheet row (the header is row 1), column header and the server's Indonesian message. */
  errors: readonly ImportRowError[];
  /** How many problems the server found (it keeps at most 1000 rows of them). */
  errorCount?: number;
}

/** A refused upload: every problem with its row and column; nothing of the file was saved. */
export function UploadErrorReport({ errors, errorCount = errors.length }: UploadErrorReportProps) {
  return (
    <Stack gap="2" data-testid="upload-errors">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          File ditolak: {formatNumber(errorCount)} masalah ditemukan, tidak ada data yang disimpan.
        </Alert.Title>
      </Alert.Root>
      {errorCount > errors.length ? (
        <Text fontSize="sm" color="fg.muted">
          Ditampilkan {formatNumber(errors.length)} masalah pertama.
        </Text>
      ) : null}
      <ImportErrorTable errors={errors} />
    </Stack>
  );
}
