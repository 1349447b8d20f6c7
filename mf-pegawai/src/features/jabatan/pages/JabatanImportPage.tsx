import { Heading, Stack } from '@portal/design-system';
import { JABATAN_IMPORT_PATH, JABATAN_TEMPLATE_PATH } from '../api';
import { BulkImport } from '../components/BulkImport';

/** /pegawai/jabatan/upload_file_massal (role 57): employees' position records from one xlsx. */
export default function JabatanImportPage() {
  return (
    <Stack gap="4" data-testid="jabatan-import-page">
      <Heading as="h1" size="xl">
        Upload File Jabatan Massal
      </Heading>
      <BulkImport
        name="Riwayat jabatan pegawai"
        uploadPath={JABATAN_IMPORT_PATH}
        templatePath={JABATAN_TEMPLATE_PATH}
        templateFileName="template-jabatan-pegawai.xlsx"
        columnsHelp="Kolom: NPP, Jabatan (nama atau ID), Kantor (kode atau nama, boleh kosong), Awal (DD/MM/YYYY), Permanen (Ya/Tidak), Nomor SK. Baris yang Permanen menjadikan riwayat lain pegawai itu tidak permanen."
      />
    </Stack>
  );
}
