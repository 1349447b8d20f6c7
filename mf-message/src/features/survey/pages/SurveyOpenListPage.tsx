import { Link as RouterLink } from '@portal/design-system/router';
import { formatDate } from '@portal/domain';
import { Badge, Button, Card, EmptyState, HStack, LoadingState, PageHeader, Stack, Text } from '@portal/design-system';
import { surveyAnswerRoute, useOpenSurveys } from '../api';

/** /survey/isi (POLICY.answerSurveys): the surveys open to the caller, with 'Sudah diisi' or 'Isi survei'. */
export default function SurveyOpenListPage() {
  const list = useOpenSurveys();
  const rows = list.data?.data;
  return (
    <Stack gap="4" data-testid="survey-open-page">
      <PageHeader title="Isi Survei" size="xl" description="Survei yang sedang dibuka untuk Anda." />
      {list.error ? (
        <Text color="fg.error">{list.error.message}</Text>
      ) : !rows ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState title="Tidak ada survei yang sedang dibuka" description="Survei baru akan tampil di sini." />
      ) : (
        <Stack gap="3" as="ul" listStyleType="none">
          {rows.map((row) => (
            <Card.Root as="li" key={row.id} data-testid={`survey-open-${row.id}`}>
              <Card.Body>
                <HStack justify="space-between" align="start" gap="4" wrap="wrap">
                  <Stack gap="1">
                    <Text fontWeight="semibold">{row.judul}</Text>
                    {row.deskripsi ? <Text fontSize="sm">{row.deskripsi}</Text> : null}
                    <Text fontSize="xs" color="fg.muted">
                      {formatDate(row.tanggal_mulai)} s.d. {formatDate(row.tanggal_selesai)} · {row.questions_count}{' '}
                      pertanyaan{row.is_anonim ? ' · Anonim' : ''}
                    </Text>
                  </Stack>
                  {row.sudah_diisi ? (
                    <Badge colorPalette="green" data-testid="survey-open-done">
                      Sudah diisi
                    </Badge>
                  ) : (
                    <Button size="sm" asChild>
                      <RouterLink to={surveyAnswerRoute(row.id)} aria-label={`Isi survei ${row.judul}`}>
                        Isi survei
                      </RouterLink>
                    </Button>
                  )}
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
