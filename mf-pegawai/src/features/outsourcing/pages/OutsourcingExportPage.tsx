import type { Transport } from '@portal/api-client';
import type { JobQueuedAnswer } from '@portal/contracts';
import { Heading, Stack } from '@portal/design-system';
import { ExportPanel } from '../../jabatan/public';
import { OUTSOURCING_EXPORT_PATH } from '../api';

const startExport = (transport: Transport) => transport.request<JobQueuedAnswer>('POST', OUTSOURCING_EXPORT_PATH);

/** /outsourcing/export (60, 57): every worker on the register as xlsx, built in the background. */
export default function OutsourcingExportPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Ekspor Outsourcing
      </Heading>
      <ExportPanel
        name="Data pegawai outsourcing (.xlsx)"
        description="Semua pegawai outsourcing dengan jabatan, jenis kontrak, kantor, perusahaan, nomor, awal, akhir dan status kontrak terakhirnya."
        start={startExport}
      />
    </Stack>
  );
}
