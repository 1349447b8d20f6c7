import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from '@portal/design-system/router';
import { ApiError, useTransport } from '@portal/api-client';
import type { LearningSheet } from '@portal/contracts';
import { formatNumber } from '@portal/domain';
import { Badge, Box, Button, EmptyState, HStack, notify, PageHeader, Stack, Text } from '@portal/design-system';
import { LEARNING_QUIZ_MINE_ROUTE, startAttempt, submitAttempt } from '../api';

function errorText(error: unknown) {
  return error instanceof ApiError || error instanceof Error ? error.message : 'Terjadi kesalahan';
}

/**
 * /learning/quiz/kerjakan?id=…: the employee starts (or resumes) an attempt, picks one choice per
 * question and submits. The score and pass/fail shown are the server's answer, never counted here.
 */
export default function QuizTakePage() {
  const [params] = useSearchParams();
  const quizId = Number(params.get('id'));
  const validId = Number.isInteger(quizId) && quizId > 0 ? quizId : null;
  const transport = useTransport();
  const [sheet, setSheet] = useState<LearningSheet | null>(null);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (validId === null) {
    return <EmptyState title="Kuis tidak ditemukan" description="Buka kuis dari daftar Kuis Saya." />;
  }

  const start = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await startAttempt(transport, validId);
      setSheet(answer.data);
      setChosen({});
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (!sheet) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await submitAttempt(transport, sheet.id, {
        answers: sheet.questions.map((q) => ({ question_id: q.id, choice_id: chosen[q.id] ?? null })),
      });
      setSheet(answer.data);
      notify.success(answer.message);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const submitted = sheet?.submitted_at != null;
  const unanswered = sheet ? sheet.questions.filter((q) => chosen[q.id] === undefined).length : 0;

  return (
    <Stack gap="5">
      <PageHeader
        title={sheet?.judul ?? 'Kerjakan Kuis'}
        description={
          sheet
            ? `Percobaan ke-${sheet.percobaan_ke} dari ${sheet.maks_percobaan} · nilai lulus ${sheet.nilai_lulus}`
            : undefined
        }
      >
        <Button kind="secondary" size="sm" asChild>
          <RouterLink to={LEARNING_QUIZ_MINE_ROUTE}>Kembali ke Kuis Saya</RouterLink>
        </Button>
      </PageHeader>

      {problem ? (
        <Box role="alert" data-testid="quiz-problem" borderWidth="1px" borderColor="red.300" p="3" rounded="md">
          <Text color="red.700">{problem}</Text>
        </Box>
      ) : null}

      {!sheet ? (
        <Box>
          <Button data-testid="quiz-start" loading={busy} onClick={() => void start()}>
            Mulai kuis
          </Button>
        </Box>
      ) : null}

      {sheet && submitted ? (
        <Box data-testid="quiz-result" borderWidth="1px" p="4" rounded="md">
          <HStack gap="3">
            <Text fontSize="lg" fontWeight="semibold">
              Skor: <span data-testid="quiz-score">{sheet.skor === null ? '-' : formatNumber(sheet.skor)}</span>
            </Text>
            <Badge data-testid="quiz-status" colorPalette={sheet.is_lulus ? 'green' : 'red'}>
              {sheet.is_lulus ? 'Lulus' : 'Tidak lulus'}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            Benar {formatNumber(sheet.jumlah_benar ?? 0)} dari {formatNumber(sheet.jumlah_soal)} soal
          </Text>
        </Box>
      ) : null}

      {sheet ? (
        <Stack gap="4" as="ol" data-testid="quiz-questions">
          {sheet.questions.map((q, index) => (
            <Box as="li" key={q.id} listStyleType="none" borderWidth="1px" p="3" rounded="md">
              <fieldset>
                <legend>
                  <Text fontWeight="medium">
                    {index + 1}. {q.pertanyaan}
                  </Text>
                </legend>
                <Stack gap="1" mt="2">
                  {q.choices.map((c) => {
                    const checked = submitted ? q.jawaban_id === c.id : chosen[q.id] === c.id;
                    return (
                      <label key={c.id}>
                        <HStack gap="2">
                          <input
                            type="radio"
                            name={`soal-${q.id}`}
                            value={c.id}
                            checked={checked}
                            disabled={submitted || busy}
                            onChange={() => setChosen((prev) => ({ ...prev, [q.id]: c.id }))}
                          />
                          <Text>{c.label}</Text>
                          {submitted && c.is_benar ? (
                            <Badge colorPalette="green" size="sm">
                              Jawaban benar
                            </Badge>
                          ) : null}
                        </HStack>
                      </label>
                    );
                  })}
                </Stack>
              </fieldset>
            </Box>
          ))}
        </Stack>
      ) : null}

      {sheet && !submitted ? (
        <HStack gap="3">
          <Button data-testid="quiz-submit" loading={busy} onClick={() => void submit()}>
            Kirim jawaban
          </Button>
          {unanswered > 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {formatNumber(unanswered)} soal belum dijawab
            </Text>
          ) : null}
        </HStack>
      ) : null}
    </Stack>
  );
}
