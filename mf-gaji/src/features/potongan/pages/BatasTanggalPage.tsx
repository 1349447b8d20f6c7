import { useSWRConfig } from 'swr';
import { useTransport } from '@portal/api-client';
import type { BatasUploadInput } from '@portal/contracts';
import { notify, PageHeader, Stack, type UrlQuerySchema, useUrlQuery } from '@portal/design-system';
import { currentPeriod } from '../../../shared/period';
import { isPotonganKey, kindOf, saveBatasUpload } from '../api';
import { BatasTanggalForm } from '../components/BatasTanggalForm';
import { KindSwitch } from '../components/KindSwitch';

interface Query {
  kind?: string;
}
const QUERY_SCHEMA: UrlQuerySchema<Query> = { kind: 'string' };

const DESCRIPTIONS = {
  gaji: 'Setelah tanggal ini, upload dan penghapusan potongan gaji bulan tersebut ditolak. Tanpa tanggal, batasnya hari terakhir bulan itu.',
  service:
    'Setelah tanggal ini, job service dan penghapusan potongan service bulan tersebut ditolak. Tanpa tanggal, batasnya hari terakhir bulan itu.',
} as const;

/**
 * /gaji/potongan/upload_batas_tanggal (3, 53): the last day deductions of a month may change
 * ('Tanggal updated'), for salary or service deductions by the "Jenis potongan" switch.
 */
export default function BatasTanggalPage() {
  const transport = useTransport();
  const { mutate } = useSWRConfig();
  const [query, setQuery] = useUrlQuery<Query>(QUERY_SCHEMA, { kind: 'gaji' });
  const kind = kindOf(query.kind);
  const save = async (input: BatasUploadInput) => {
    const answer = await saveBatasUpload(transport, input, kind);
    notify.success(answer.message);
    // Every view of the deadline (this form, the upload page, belum_upload) reads it again.
    await mutate(isPotonganKey);
  };
  return (
    <Stack gap="4" data-testid="batas-page">
      <PageHeader size="xl" title="Batas Tanggal Upload" description={DESCRIPTIONS[kind]} />
      <KindSwitch value={kind} onChange={(k) => setQuery((q) => ({ ...q, kind: k }))} />
      <BatasTanggalForm kind={kind} initialValues={{ ...currentPeriod(), tanggal: '' }} onSubmit={save} />
    </Stack>
  );
}
