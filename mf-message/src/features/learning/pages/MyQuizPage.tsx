import { Link as RouterLink } from '@portal/design-system/router';
import { formatNumber } from '@portal/domain';
import { Badge, Box, Button, EmptyState, HStack, LoadingState, PageHeader, Stack, Text } from '@portal/design-system';
import { learningQuizTakeRoute, useMyQuizzes } from '../api';

/** /learning/quiz/saya: the published quizzes with the caller's attempts, best score and 'Kerjakan'. */
export default function MyQuizPage() {
  const { data, error, isLoading } = useMyQuizzes();
  const rows = data?.data ?? [];
  return (
    <Stack gap="5">
      <PageHeader title="Kuis Saya" description="Kuis yang dapat Anda kerjakan." />
      {isLoading ? <LoadingState /> : null}
      {error ? <EmptyState title="Kuis tidak dapat dimuat" description={error.message} /> : null}
      {!isLoading && !error && rows.length === 0 ? <EmptyState title="Belum ada kuis" /> : null}
      {rows.map((quiz) => {
        const left = quiz.maks_percobaan - quiz.percobaan;
        return (
          <Box key={quiz.id} borderWidth="1px" rounded="md" p="4" data-testid="my-quiz">
            <HStack justify="space-between" wrap="wrap" gap="3">
              <Stack gap="1">
                <Text fontWeight="semibold">{quiz.judul}</Text>
                {quiz.modul_nama ? (
                  <Text fontSize="sm" color="fg.muted">
                    {quiz.modul_nama}
                  </Text>
                ) : null}
                <Text fontSize="sm">
                  {formatNumber(quiz.questions_count)} soal · nilai lulus {formatNumber(quiz.nilai_lulus)} · percobaan{' '}
                  {formatNumber(quiz.percobaan)}/{formatNumber(quiz.maks_percobaan)}
                  {quiz.skor_terbaik !== null ? ` · skor terbaik ${formatNumber(quiz.skor_terbaik)}` : ''}
                </Text>
              </Stack>
              <HStack gap="2">
                {quiz.is_lulus ? <Badge colorPalette="green">Lulus</Badge> : null}
                {quiz.open_attempt_id !== null || left > 0 ? (
                  <Button size="sm" asChild>
                    <RouterLink to={learningQuizTakeRoute(quiz.id)}>
                      {quiz.open_attempt_id !== null ? 'Lanjutkan' : 'Kerjakan'}
                    </RouterLink>
                  </Button>
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    Batas percobaan habis
                  </Text>
                )}
              </HStack>
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}
