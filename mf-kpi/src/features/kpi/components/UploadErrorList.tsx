import type { ImportRowError } from '@portal/contracts';
import { formatNumber } from '@portal/domain';
import { Alert, ImportErrorTable, Stack } from '@portal/design-system';

/** A refused upload: every problem with its spreadsheet row and column; nothing of the file was saved. */
export function UploadErrorList({ errors }: { errors: readonly ImportRowError[] }) {
  return (
    <Stack gap="2" data-testid="kpi-upload-errors">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          File ditolak: {formatNumber(errors.length)} masalah ditemukan, tidak ada realisasi yang disimpan.
        </Alert.Title>
      </Alert.Root>
      <ImportErrorTable errors={errors} />
    </Stack>
  );
}
