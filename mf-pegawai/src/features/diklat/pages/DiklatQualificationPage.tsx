import { Heading, Stack } from '@portal/design-system';
import { DiklatMasterSection } from '../components/DiklatMasterSection';

/**
 * /pegawai/diklat/qualification (61, full width): certifications and qualifications under their
 * parents, and the events' categories and statuses.
 */
export default function DiklatQualificationPage() {
  return (
    <Stack gap="8">
      <Heading as="h1" size="xl">
        Kualifikasi Diklat
      </Heading>
      <DiklatMasterSection kind="sertifikasi_parent" noun="Induk Sertifikasi" />
      <DiklatMasterSection
        kind="sertifikasi"
        noun="Sertifikasi"
        parent={{ kind: 'sertifikasi_parent', noun: 'Induk Sertifikasi' }}
      />
      <DiklatMasterSection kind="qualification_parent" noun="Induk Kualifikasi" />
      <DiklatMasterSection
        kind="qualification"
        noun="Kualifikasi"
        parent={{ kind: 'qualification_parent', noun: 'Induk Kualifikasi' }}
      />
      <DiklatMasterSection kind="kategori" noun="Kategori Diklat" />
      <DiklatMasterSection kind="status" noun="Status Diklat" />
    </Stack>
  );
}
