import { useSWRConfig } from 'swr';
import { useTransport } from '@portal/api-client';
import type { BatasUploadInput } from '@portal/contracts';
import { notify, Stack } from '@portal/design-system';
import { PageHeader } from '../../../shared/PageHeader';
import { currentPeriod } from '../../../shared/period';
import { isPotonganKey, saveBatasUpload } from '../api';
import { BatasTanggalForm } from '../components/BatasTanggalForm';

/** /gaji/potongan/upload_batas_tanggal (3, 53): the last day uploads of a month are accepted ('Tanggal updated'). */
export default function BatasTanggalPage() {
  const transport = useTransport();
  const { mutate } = useSWRConfig();
  const save = async (input: BatasUploadInput) => {
    const answer = await saveBatasUpload(transport, input);
    notify.success(answer.message);
    // Every view of the deadline (this form, the upload page, belum_upload) reads it again.
    await mutate(isPotonganKey);
  };
  return (
    <Stack gap="4" data-testid="batas-page">
      <PageHeader
        title="Batas Tanggal Upload"
        description="Setelah tanggal ini, upload dan penghapusan potongan gaji bulan tersebut ditolak. Tanpa tanggal, batasnya hari terakhir bulan itu."
      />
      <BatasTanggalForm initialValues={{ ...currentPeriod(), tanggal: '' }} onSubmit={save} />
    </Stack>
  );
}
