import { useId, useState } from 'react';
import { formatNumber } from '@portal/domain';
import type { SurveyQuestionResult } from '@portal/contracts';
import { Box, Button, Heading, HStack, List, Stack, Table, Text } from '@portal/design-system';
import { percentOf } from '../api';

const TYPE_LABEL = {
  pilihan_tunggal: 'Pilihan tunggal',
  pilihan_ganda: 'Pilihan ganda',
  skala: 'Skala 1–5',
  teks: 'Isian bebas',
} as const;

interface Row {
  key: string;
  label: string;
  jumlah: number;
}

/** The rows counted: the options of a choice question, 1..5 of a scale. */
export function resultRows(question: SurveyQuestionResult): Row[] {
  if (question.tipe === 'skala')
    return question.distribusi.map((jumlah, i) => ({ key: String(i + 1), label: String(i + 1), jumlah }));
  return question.options.map((o) => ({ key: String(o.option_id), label: o.label, jumlah: o.jumlah }));
}

function Bars({ rows, total, labelId }: { rows: Row[]; total: number; labelId: string }) {
  return (
    <List.Root listStyleType="none" gap="2" aria-labelledby={labelId}>
      {rows.map((row) => {
        const percent = percentOf(row.jumlah, total);
        const text = `${formatNumber(row.jumlah)} (${percent}%)`;
        return (
          <List.Item key={row.key} data-testid="survey-result-bar">
            <Stack gap="0.5" width="full">
              <HStack justify="space-between" fontSize="sm">
                <Text>{row.label}</Text>
                <Text fontWeight="medium" data-testid="survey-result-count">
                  {text}
                </Text>
              </HStack>
              <Box bg="bg.muted" borderRadius="sm" height="3" aria-hidden="true">
                <Box bg="brand.solid" borderRadius="sm" height="full" width={`${percent}%`} />
              </Box>
            </Stack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}

function CountTable({ rows, total, caption }: { rows: Row[]; total: number; caption: string }) {
  return (
    <Table.Root size="sm" data-testid="survey-result-table">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Jawaban</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Jumlah</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Persentase</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.key}>
            <Table.Cell>{row.label}</Table.Cell>
            <Table.Cell textAlign="end">{formatNumber(row.jumlah)}</Table.Cell>
            <Table.Cell textAlign="end">{percentOf(row.jumlah, total)}%</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export interface SurveyResultBarsProps {
  question: SurveyQuestionResult;
  /** The question's number in the survey (1-based). */
  number: number;
}

/**
 * One question's results: counts per option (or per scale value) as horizontal bars with the number
 * and percentage as text, a 'Tampilkan tabel' toggle with the same numbers, and the free texts.
 * Percentages are of the responses that answered the question (multiple choice may sum above 100%).
 */
export function SurveyResultBars({ question, number }: SurveyResultBarsProps) {
  const [asTable, setAsTable] = useState(false);
  const labelId = useId();
  const rows = resultRows(question);
  const total = question.jumlah_jawaban;
  return (
    <Stack gap="3" data-testid={`survey-result-${question.question_id}`}>
      <Stack gap="0.5">
        <Heading as="h2" size="md" id={labelId}>
          {number}. {question.pertanyaan}
        </Heading>
        <Text fontSize="xs" color="fg.muted">
          {TYPE_LABEL[question.tipe]} · {formatNumber(total)} jawaban
          {question.tipe === 'skala' && question.rata_rata !== null
            ? ` · Rata-rata ${formatNumber(question.rata_rata, '0,0.00')}`
            : ''}
        </Text>
      </Stack>
      {question.tipe === 'teks' ? (
        question.teks.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            Belum ada jawaban
          </Text>
        ) : (
          <List.Root gap="1" ps="5" aria-labelledby={labelId} data-testid="survey-result-texts">
            {question.teks.map((teks, i) => (
              <List.Item key={i} fontSize="sm" whiteSpace="pre-wrap">
                {teks}
              </List.Item>
            ))}
          </List.Root>
        )
      ) : (
        <>
          {asTable ? (
            <CountTable rows={rows} total={total} caption={question.pertanyaan} />
          ) : (
            <Bars rows={rows} total={total} labelId={labelId} />
          )}
          <HStack>
            <Button size="xs" kind="quiet" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
              {asTable ? 'Tampilkan grafik' : 'Tampilkan tabel'}
            </Button>
          </HStack>
        </>
      )}
    </Stack>
  );
}
