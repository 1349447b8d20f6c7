import { useState } from 'react';
import { Link as RouterLink, useParams } from '@portal/design-system/router';
import { ApiError, useTransport } from '@portal/api-client';
import { formatDate } from '@portal/domain';
import type { SurveyAnswerInput } from '@portal/contracts';
import {
  Alert,
  Button,
  EmptyState,
  LoadingState,
  notify,
  notifyError,
  PageHeader,
  Stack,
  Text,
} from '@portal/design-system';
import { answerSurvey, SURVEY_OPEN_ROUTE, useSurveyForm } from '../api';
import { SurveyAnswerForm } from '../components/SurveyAnswerForm';

const backButton = (
  <Button kind="secondary" size="sm" asChild>
    <RouterLink to={SURVEY_OPEN_ROUTE}>Kembali ke daftar survei</RouterLink>
  </Button>
);

/** /survey/isi/:id (POLICY.answerSurveys): answer one open survey once; a second answer shows the 409. */
export default function SurveyAnswerPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const validId = Number.isInteger(id) && id > 0 ? id : null;
  const transport = useTransport();
  const shown = useSurveyForm(validId);
  const [done, setDone] = useState<{ message: string; stored: boolean } | null>(null);
  const survey = shown.data?.data;

  if (validId === null || shown.error?.status === 404)
    return (
      <EmptyState
        title="Survei tidak ditemukan"
        description="Survei mungkin sudah ditutup, atau tidak ditujukan kepada Anda."
        action={backButton}
      />
    );
  if (shown.error) return <Text color="fg.error">{shown.error.message}</Text>;
  if (!survey) return <LoadingState />;

  const submit = async (input: SurveyAnswerInput) => {
    try {
      const answer = await answerSurvey(transport, survey.id, input);
      notify.success(answer.message);
      setDone({ message: answer.message, stored: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setDone({ message: error.message, stored: false });
        return;
      }
      notifyError(error);
      throw error;
    }
  };

  const answered = survey.sudah_diisi || done !== null;
  return (
    <Stack gap="4" data-testid="survey-answer-page">
      <PageHeader title={survey.judul} size="xl" description={survey.deskripsi ?? undefined}>
        {backButton}
      </PageHeader>
      <Text fontSize="sm" color="fg.muted">
        Dibuka {formatDate(survey.tanggal_mulai)} s.d. {formatDate(survey.tanggal_selesai)}
        {survey.is_anonim ? ' · Anonim: jawaban Anda tidak dikaitkan dengan nama Anda' : ''}
      </Text>
      {answered ? (
        <Alert.Root status={done?.stored ? 'success' : 'info'} data-testid="survey-answer-done">
          <Alert.Indicator />
          <Alert.Title>{done?.message ?? 'Anda sudah mengisi survei ini'}</Alert.Title>
        </Alert.Root>
      ) : (
        <SurveyAnswerForm questions={survey.questions} onSubmit={submit} />
      )}
    </Stack>
  );
}
