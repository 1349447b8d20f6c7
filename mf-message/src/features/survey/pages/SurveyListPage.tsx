import { useState } from 'react';
import { Link as RouterLink } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate, formatNumber } from '@portal/domain';
import type { SurveyInput, SurveyRow } from '@portal/contracts';
import {
  Badge,
  Button,
  DataTable,
  type DataTableColumn,
  HStack,
  listTableProps,
  notify,
  notifyError,
  PageHeader,
  Stack,
  tableQueryHandlers,
  Text,
  useConfirm,
  useUrlQuery,
  type UrlQuerySchema,
} from '@portal/design-system';
import {
  deleteSurvey,
  EMPTY_SURVEY_FORM,
  publishSurvey,
  saveSurvey,
  SURVEY_STATUS_LABEL,
  surveyFormValues,
  surveyResultRoute,
  useSurvey,
  useSurveyList,
  type SurveyListQuery,
} from '../api';
import { SurveyFormDialog } from '../components/SurveyFormDialog';

const QUERY_SCHEMA: UrlQuerySchema<SurveyListQuery> = { page: 'number', per_page: 'number', search: 'string' };

interface Actions {
  onEdit: (row: SurveyRow) => void;
  onPublish: (row: SurveyRow) => void;
  onDelete: (row: SurveyRow) => void;
}

const columns = ({ onEdit, onPublish, onDelete }: Actions): DataTableColumn<SurveyRow>[] => [
  {
    key: 'judul',
    header: 'Judul',
    render: (row) => (
      <Stack gap="0.5">
        <Text fontWeight="medium">{row.judul}</Text>
        <Text fontSize="xs" color="fg.muted">
          {row.questions_count} pertanyaan{row.is_anonim ? ' · Anonim' : ''}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'periode',
    header: 'Periode',
    render: (row) => `${formatDate(row.tanggal_mulai)} s.d. ${formatDate(row.tanggal_selesai)}`,
  },
  {
    key: 'status',
    header: 'Status',
    render: (row) => (
      <Badge colorPalette={SURVEY_STATUS_LABEL[row.status].palette}>{SURVEY_STATUS_LABEL[row.status].label}</Badge>
    ),
  },
  { key: 'responses_count', header: 'Responden', align: 'end', render: (row) => formatNumber(row.responses_count) },
  {
    key: 'aksi',
    header: 'Aksi',
    render: (row) => (
      <HStack gap="1" wrap="wrap">
        <Button size="xs" kind="secondary" asChild>
          <RouterLink to={surveyResultRoute(row.id)} aria-label={`Hasil survei ${row.judul}`}>
            Hasil
          </RouterLink>
        </Button>
        <Button size="xs" kind="secondary" onClick={() => onEdit(row)} aria-label={`Ubah survei ${row.judul}`}>
          Ubah
        </Button>
        {!row.is_published ? (
          <Button size="xs" onClick={() => onPublish(row)} aria-label={`Terbitkan survei ${row.judul}`}>
            Terbitkan
          </Button>
        ) : null}
        <Button size="xs" kind="danger" onClick={() => onDelete(row)} aria-label={`Hapus survei ${row.judul}`}>
          Hapus
        </Button>
      </HStack>
    ),
  },
];

function EditDialog({
  id,
  onSave,
  onClose,
}: {
  id: number;
  onSave: (input: SurveyInput) => Promise<void>;
  onClose: () => void;
}) {
  const survey = useSurvey(id).data?.data;
  if (!survey) return null;
  return (
    <SurveyFormDialog
      title="Ubah Survei"
      initialValues={surveyFormValues(survey)}
      questionsLocked={survey.responses_count > 0}
      onSubmit={onSave}
      onClose={onClose}
    />
  );
}

/** /survey (POLICY.manageSurveys): every survey, with adding, changing, publishing, deleting and results. */
export default function SurveyListPage() {
  const transport = useTransport();
  const confirm = useConfirm();
  const [query, setQuery] = useUrlQuery<SurveyListQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = useSurveyList(query);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);

  const save = async (input: SurveyInput, id?: number) => {
    const answer = await saveSurvey(transport, input, id);
    notify.success(answer.message);
    setAdding(false);
    setEditing(null);
    void list.mutate();
  };

  const publish = async (row: SurveyRow) => {
    const message = `Survei "${row.judul}" akan dibuka untuk pegawai sasaran pada periodenya.`;
    if (!(await confirm({ title: 'Terbitkan survei?', message }))) return;
    try {
      notify.success((await publishSurvey(transport, row.id)).message);
      void list.mutate();
    } catch (error) {
      notifyError(error);
    }
  };

  const remove = async (row: SurveyRow) => {
    const message = `Survei "${row.judul}" akan dihapus beserta ${formatNumber(row.responses_count)} jawabannya.`;
    if (!(await confirm({ title: 'Hapus survei?', message, destructive: true }))) return;
    try {
      notify.success((await deleteSurvey(transport, row.id)).message);
      void list.mutate();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="4" data-testid="survey-list-page">
      <PageHeader title="Survei" size="xl" description="Survei untuk pegawai, pertanyaannya dan hasilnya.">
        <Button size="sm" onClick={() => setAdding(true)} data-testid="survey-add">
          Tambah Survei
        </Button>
      </PageHeader>
      <DataTable<SurveyRow>
        search={query.search}
        caption="Daftar survei"
        columns={columns({
          onEdit: (row) => setEditing(row.id),
          onPublish: (row) => void publish(row),
          onDelete: (row) => void remove(row),
        })}
        {...listTableProps(list)}
        numbered
        searchPlaceholder="Cari judul survei..."
        emptyText="Belum ada survei"
        {...tableQueryHandlers(setQuery)}
      />
      {adding ? (
        <SurveyFormDialog
          title="Tambah Survei"
          initialValues={EMPTY_SURVEY_FORM}
          onSubmit={(input) => save(input)}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {editing !== null ? (
        <EditDialog id={editing} onSave={(input) => save(input, editing)} onClose={() => setEditing(null)} />
      ) : null}
    </Stack>
  );
}
