import { useAllows, type Transport } from '@portal/api-client';
import { Heading, Stack } from '@portal/design-system';
import { POLICY } from '@portal/domain';
import { ExportPanel } from '../../jabatan/public';
import { startContactExport } from '../api';

const startWa = (transport: Transport) => startContactExport(transport, 'whatsapp');
const startEmail = (transport: Transport) => startContactExport(transport, 'email');

/**
 * /pegawai/contact/export (57): the WhatsApp numbers and the e-mail addresses as xlsx, built in the
 * background. The WhatsApp numbers only for HR without restricted access, as their page (/wa: not 8).
 */
export default function ContactExportPage() {
  const mayReadWhatsapp = useAllows(POLICY.hrAdminUnrestricted);
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Ekspor Kontak
      </Heading>
      {mayReadWhatsapp && (
        <ExportPanel
          name="Kontak WhatsApp pegawai (.xlsx)"
          description="Pegawai aktif dengan nomor WhatsApp-nya dan status verifikasinya."
          start={startWa}
        />
      )}
      <ExportPanel
        name="Kontak email pegawai (.xlsx)"
        description="Pegawai aktif dengan alamat email-nya dan status verifikasinya."
        start={startEmail}
      />
    </Stack>
  );
}
