import { useState } from 'react';
import { Link as RouterLink, useParams } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import { formatDate, formatNumber } from '@portal/domain';
import {
  Button,
  downloadFile,
  EmptyState,
  HStack,
  LoadingState,
  notifyError,
  PageHeader,
  Separator,
  Stack,
  Text,
} from '@portal/design-system';
import { downloadSurveyResult, SURVEY_LIST_ROUTE, useSurveyResult } from '../api';
import { SurveyResultBars } from '../components/SurveyResultBars';

const backButton = (
  <Button kind="secondary" size="sm" asChild>
    <RouterLink to={SURVEY_LIST_ROUTE}>Kembali ke daftar survei</RouterLink>
  </Button>
);

/** /survey/:id/hasil (POLICY.manageSurveys): results per question and the xlsx download. */
export default function SurveyResultPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const validId = Number.isInteger(id) && id > 0 ? id : null;
  const transport = useTransport();
  const result = useSurveyResult(validId);
  const [downloading, setDownloading] = useState(false);
  const data = result.data?.data;

  if (validId === null || result.error?.status === 404)
    return <EmptyState title="Survei tidak ditemukan" action={backButton} />;
  if (result.error) return <Text color="fg.error">{result.error.message}</Text>;
  if (!data) return <LoadingState />;

  const download = async () => {
    setDownloading(true);
    try {
      const { blob, fileName } = await downloadSurveyResult(transport, data.survey.id);
      downloadFile(blob, fileName);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="5" data-testid="survey-result-page">
      <PageHeader title={`Hasil Survei: ${data.survey.judul}`} size="xl">
        <HStack gap="2">
          {backButton}
          <Button size="sm" onClick={() => void download()} loading={downloading} data-testid="survey-result-download">
            Unduh Excel
          </Button>
        </HStack>
      </PageHeader>
      <Text fontSize="sm" color="fg.muted" data-testid="survey-result-respondents">
        {formatNumber(data.jumlah_responden)} responden · {formatDate(data.survey.tanggal_mulai)} s.d.{' '}
        {formatDate(data.survey.tanggal_selesai)}
        {data.survey.is_anonim ? ' · Anonim' : ''}
      </Text>
      {data.questions.map((q, i) => (
        <Stack key={q.question_id} gap="5">
          {i > 0 ? <Separator /> : null}
          <SurveyResultBars question={q} number={i + 1} />
        </Stack>
      ))}
    </Stack>
  );
}
