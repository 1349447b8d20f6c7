import { useState } from 'react';
import { formatDate, formatNumber, formatRupiah, MONTHS } from '@portal/domain';
import { DataTable, listTableProps, PageHeader, Stack, Text, type DataTableColumn } from '@portal/design-system';
import { currentPeriod, useUploads } from '../api';
import { TargetNav } from '../components/TargetNav';
import { TargetUpload } from '../components/TargetUpload';
import type { TargetDanaUpload } from '@portal/contracts';

const columns: DataTableColumn<TargetDanaUpload>[] = [
  { key: 'periode', header: 'Periode', render: (r) => `${MONTHS[r.bulan]} ${r.tahun}` },
  { key: 'type.nama', header: 'Jenis' },
  { key: 'row_count', header: 'Rekening', align: 'end', render: (r) => formatNumber(r.row_count) },
  { key: 'total', header: 'Total', align: 'end', render: (r) => formatRupiah(r.total) },
  { key: 'user_name', header: 'Oleh', render: (r) => r.user_name ?? '-' },
  { key: 'created_at', header: 'Waktu', render: (r) => formatDate(r.created_at, { time: true }) },
];

/** /penilaian/target_pegawai_kontrak/register, titled 'Upload' (50, 51, 64): the xlsx upload and the good uploads. */
export default function RegisterPage() {
  const [page, setPage] = useState({ page: 1, per_page: 10 });
  const uploads = useUploads(page);
  return (
    <Stack gap="4" data-testid="target-register-page">
      <PageHeader size="xl" title="Upload" description="Upload target pegawai kontrak" />
      <TargetNav />
      <TargetUpload initial={currentPeriod()} onUploaded={() => void uploads.mutate()} />
      <Text fontWeight="semibold">Upload Berhasil</Text>
      <DataTable<TargetDanaUpload>
        {...listTableProps(uploads)}
        columns={columns}
        onPageChange={(p) => setPage((q) => ({ ...q, page: p }))}
        onPerPageChange={(per_page) => setPage({ page: 1, per_page })}
        caption="Upload target yang berhasil"
        emptyText="Belum ada upload"
      />
    </Stack>
  );
}
