import { useSWRConfig } from 'swr';
import { HStack, PageHeader, Stack, type UrlQuerySchema, useUrlQuery } from '@portal/design-system';
import { PeriodFilter } from '../../../shared/PeriodFilter';
import { currentPeriod } from '../../../shared/period';
import { isPotonganKey, useBatasUpload, type MonthQuery } from '../api';
import { BatasInfo } from '../components/BatasInfo';
import { PotonganKantorSelect } from '../components/PotonganKantorSelect';
import { PotonganUpload } from '../components/PotonganUpload';

/** Upload is for salary deductions only (service rows are made by the service job): no kind here. */
type Query = Omit<MonthQuery, 'kind'>;
const QUERY_SCHEMA: UrlQuerySchema<Query> = { tahun: 'number', bulan: 'number', kantor_id: 'number' };

/** /gaji/potongan/upload (3, 53): an office's deductions of a month from one xlsx, checked and written by a job. */
export default function UploadPage() {
  const [query, setQuery] = useUrlQuery<Query>(QUERY_SCHEMA, currentPeriod);
  const batas = useBatasUpload(query);
  const { mutate } = useSWRConfig();
  const { kantor_id, tahun, bulan } = query;
  const target =
    kantor_id !== undefined && tahun !== undefined && bulan !== undefined ? { kantor_id, tahun, bulan } : null;
  return (
    <Stack gap="4" data-testid="upload-page">
      <PageHeader size="xl" title="Upload Potongan Gaji" />
      <HStack gap="3" align="end" wrap="wrap">
        <PotonganKantorSelect
          required
          placeholder="Pilih kantor"
          value={kantor_id}
          onChange={(id) => setQuery((q) => ({ ...q, kantor_id: id }))}
        />
        <PeriodFilter tahun={tahun} bulan={bulan} onChange={(p) => setQuery((q) => ({ ...q, ...p }))} />
      </HStack>
      {batas.data ? <BatasInfo batas={batas.data.data} /> : null}
      <PotonganUpload
        target={target}
        locked={batas.data?.data.is_lewat ?? false}
        onUploaded={() => void mutate(isPotonganKey)}
      />
    </Stack>
  );
}
