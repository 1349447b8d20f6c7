import { Link } from '@portal/design-system/router';
import { Heading, Stack, Text } from '@portal/design-system';
import { lastRefused } from '../api';
import { RowErrors } from '../components/NotadinasUpload';

/**
 * /pegawai/notadinas/upload_error (1, 57): the rows of the last refused upload. The server keeps them
 * only in the upload job's result, so this page shows the report this browser tab last received.
 */
export default function NotadinasUploadErrorPage() {
  const report = lastRefused();
  return (
    <Stack gap="4" data-testid="notadinas-upload-error-page">
      <Heading as="h1" size="xl">
        Gagal Upload Nota Dinas
      </Heading>
      {report && report.errors.length > 0 ? (
        <>
          {report.fileName ? <Text fontSize="sm">File: {report.fileName}</Text> : null}
          <RowErrors report={report} />
        </>
      ) : (
        <Text color="fg.muted" data-testid="notadinas-upload-error-empty">
          Belum ada upload yang ditolak pada sesi ini. Baris yang ditolak hanya disimpan bersama proses upload-nya dan
          ditampilkan langsung di halaman <Link to="/pegawai/notadinas/upload">Upload Nota Dinas</Link> setelah file
          diperiksa; upload ulang file untuk melihat daftarnya.
        </Text>
      )}
    </Stack>
  );
}
