import { Heading, Stack } from '@portal/design-system';
import { BulkImport } from '../../jabatan/public';
import { PANGKAT_IMPORT_PATH, PANGKAT_TEMPLATE_PATH } from '../api';

/** /pegawai/pangkat/upload_file_massal (1 or 57, not 8): employees' rank records from one xlsx. */
export default function PangkatImportPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Upload File Pangkat Massal
      </Heading>
      <BulkImport
        name="Riwayat pangkat pegawai"
        uploadPath={PANGKAT_IMPORT_PATH}
        templatePath={PANGKAT_TEMPLATE_PATH}
        templateFileName="template-pangkat-pegawai.xlsx"
        columnsHelp="Kolom: NPP, Pangkat (nama|grade|corporate title, nama yang unik, atau ID), Awal (DD/MM/YYYY), Nomor SK."
      />
    </Stack>
  );
}
