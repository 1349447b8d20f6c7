import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import type { LearningQuizRow, LearningResultRow } from '@portal/contracts';
import { formatDate, formatNumber } from '@portal/domain';
import {
  Badge,
  Box,
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Heading,
  HStack,
  notify,
  notifyError,
  PageHeader,
  Stack,
} from '@portal/design-system';
import {
  deleteQuiz,
  EMPTY_QUIZ_FORM,
  quizFormValues,
  saveQuiz,
  useLearningModules,
  useQuiz,
  useQuizList,
  useQuizResults,
} from '../api';
import { QuizFormDialog } from '../components/QuizFormDialog';

type Editing = { id: null } | { id: number };

function QuizEditDialog({ editing, onDone }: { editing: Editing; onDone: (saved: boolean) => void }) {
  const transport = useTransport();
  const modules = useLearningModules().data?.data ?? [];
  const shown = useQuiz(editing.id);
  if (editing.id !== null && !shown.data) return null;
  const quiz = shown.data?.data;
  return (
    <QuizFormDialog
      open
      title={quiz ? 'Ubah Kuis' : 'Tambah Kuis'}
      initialValues={quiz ? quizFormValues(quiz) : EMPTY_QUIZ_FORM}
      modules={modules}
      questionsLocked={quiz ? quiz.attempts_count > 0 : false}
      onClose={() => onDone(false)}
      onSubmit={async (input) => {
        const answer = await saveQuiz(transport, input, quiz?.id);
        notify.success(answer.message);
        onDone(true);
      }}
    />
  );
}

function QuizResults({ quiz }: { quiz: LearningQuizRow }) {
  const [event, setEvent] = useState<'pegawai' | 'kantor'>('pegawai');
  const { data, error, isLoading } = useQuizResults(quiz.id, event);
  const rows = data?.data ?? [];
  const columns: DataTableColumn<LearningResultRow>[] =
    event === 'pegawai'
      ? [
          { key: 'npp', header: 'NPP' },
          { key: 'pegawai_nama', header: 'Nama' },
          { key: 'kantor_nama', header: 'Kantor' },
          { key: 'jumlah', header: 'Percobaan', align: 'end', render: (r) => formatNumber(r.jumlah) },
          { key: 'jumlah_lulus', header: 'Lulus', align: 'end', render: (r) => formatNumber(r.jumlah_lulus) },
          { key: 'skor_terbaik', header: 'Skor Terbaik', align: 'end', render: (r) => formatNumber(r.skor_terbaik) },
          { key: 'rata_rata', header: 'Rata-rata', align: 'end', render: (r) => formatNumber(r.rata_rata, '0,0.00') },
        ]
      : [
          { key: 'kantor_nama', header: 'Kantor' },
          { key: 'jumlah', header: 'Pegawai', align: 'end', render: (r) => formatNumber(r.jumlah) },
          { key: 'jumlah_lulus', header: 'Lulus', align: 'end', render: (r) => formatNumber(r.jumlah_lulus) },
          { key: 'skor_terbaik', header: 'Skor Terbaik', align: 'end', render: (r) => formatNumber(r.skor_terbaik) },
          { key: 'rata_rata', header: 'Rata-rata', align: 'end', render: (r) => formatNumber(r.rata_rata, '0,0.00') },
        ];
  return (
    <Box borderWidth="1px" rounded="md" p="4" data-testid="quiz-results">
      <HStack justify="space-between" wrap="wrap" mb="3">
        <Heading as="h2" size="md">
          Hasil: {quiz.judul}
        </Heading>
        <HStack gap="2">
          <Button size="sm" kind={event === 'pegawai' ? 'primary' : 'secondary'} onClick={() => setEvent('pegawai')}>
            Per pegawai
          </Button>
          <Button size="sm" kind={event === 'kantor' ? 'primary' : 'secondary'} onClick={() => setEvent('kantor')}>
            Per kantor
          </Button>
        </HStack>
      </HStack>
      <DataTable<LearningResultRow>
        caption={`Hasil kuis ${quiz.judul}`}
        columns={columns}
        data={{
          data: rows,
          current_page: 1,
          per_page: Math.max(rows.length, 1),
          from: rows.length ? 1 : null,
          to: rows.length || null,
          total: rows.length,
          last_page: 1,
        }}
        rowKey={(r, i) => `${r.pegawai_id ?? r.kantor_id ?? 'x'}-${i}`}
        isLoading={isLoading}
        error={error}
        onPageChange={() => undefined}
        emptyText="Belum ada yang mengerjakan"
      />
    </Box>
  );
}

/** /learning/quiz/index (managers): quizzes with add/edit/delete and the results per employee / office. */
export default function QuizManagePage() {
  const transport = useTransport();
  const [query, setQuery] = useState({ page: 1, per_page: 10, search: '' });
  const list = useQuizList(query);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<LearningQuizRow | null>(null);
  const [results, setResults] = useState<LearningQuizRow | null>(null);

  const columns: DataTableColumn<LearningQuizRow>[] = [
    { key: 'judul', header: 'Judul' },
    { key: 'modul_nama', header: 'Modul' },
    { key: 'questions_count', header: 'Soal', align: 'end', render: (r) => formatNumber(r.questions_count) },
    { key: 'nilai_lulus', header: 'Nilai Lulus', align: 'end', render: (r) => formatNumber(r.nilai_lulus) },
    { key: 'attempts_count', header: 'Dikerjakan', align: 'end', render: (r) => formatNumber(r.attempts_count) },
    {
      key: 'is_published',
      header: 'Status',
      render: (r) =>
        r.is_published ? <Badge colorPalette="green">Terbit</Badge> : <Badge colorPalette="gray">Draf</Badge>,
    },
    { key: 'updated_at', header: 'Diperbarui', render: (r) => formatDate(r.updated_at) },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (r) => (
        <HStack gap="1">
          <Button size="xs" kind="secondary" onClick={() => setResults(r)}>
            Hasil
          </Button>
          <Button size="xs" kind="secondary" onClick={() => setEditing({ id: r.id })}>
            Ubah
          </Button>
          <Button size="xs" kind="danger" onClick={() => setDeleting(r)}>
            Hapus
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="5">
      <PageHeader title="Kuis" description="Kelola kuis pembelajaran dan lihat hasilnya.">
        <Button size="sm" data-testid="quiz-add" onClick={() => setEditing({ id: null })}>
          Tambah Kuis
        </Button>
      </PageHeader>
      <DataTable<LearningQuizRow>
        caption="Daftar kuis"
        columns={columns}
        data={list.data}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.mutate()}
        numbered
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={(per_page) => setQuery((q) => ({ ...q, per_page, page: 1 }))}
        onSearch={(search) => setQuery((q) => ({ ...q, search, page: 1 }))}
        search={query.search}
      />
      {results ? <QuizResults quiz={results} /> : null}
      {editing ? (
        <QuizEditDialog
          editing={editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) void list.mutate();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Hapus kuis?"
        message={deleting ? `Kuis "${deleting.judul}" akan dihapus.` : undefined}
        confirmLabel="Hapus"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            const answer = await deleteQuiz(transport, deleting.id);
            notify.success(answer.message);
            if (results?.id === deleting.id) setResults(null);
            await list.mutate();
          } catch (error) {
            notifyError(error);
            throw error;
          }
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
