import { Heading, Stack, Text } from '@portal/design-system';
import { NotadinasUpload } from '../components/NotadinasUpload';

/** /pegawai/notadinas/import (57): the same all-or-nothing xlsx import as the upload page, for HR. */
export default function NotadinasImportPage() {
  return (
    <Stack gap="4" data-testid="notadinas-import-page">
      <Heading as="h1" size="xl">
        Impor Nota Dinas
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Impor berjalan di latar belakang; kemajuannya tampil di bawah dan di notifikasi.
      </Text>
      <NotadinasUpload />
    </Stack>
  );
}
