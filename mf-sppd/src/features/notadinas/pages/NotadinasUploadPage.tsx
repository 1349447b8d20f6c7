import { Heading, Stack } from '@portal/design-system';
import { NotadinasUpload } from '../components/NotadinasUpload';

/** /pegawai/notadinas/upload (1, 57): memos from an xlsx, with the template and the refused rows. */
export default function NotadinasUploadPage() {
  return (
    <Stack gap="4" data-testid="notadinas-upload-page">
      <Heading as="h1" size="xl">
        Upload Nota Dinas
      </Heading>
      <NotadinasUpload />
    </Stack>
  );
}
