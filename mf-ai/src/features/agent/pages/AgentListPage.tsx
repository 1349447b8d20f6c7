/**
 * /ai/agent (spec §2; 9, 64 or 57): the assistant's agents with their svg avatar, model and allowed
 * tools. Adding, changing and removing: POLICY.manageAiAgents (the server refuses the others too).
 */
import { useState } from 'react';
import { useAllows, useTransport } from '@portal/api-client';
import type { AiAgentInput, AiAgentRow } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, POLICY } from '@portal/domain';
import {
  Badge,
  Button,
  DataTable,
  Heading,
  HStack,
  Stack,
  Text,
  listTableProps,
  notify,
  tableQueryHandlers,
  useConfirmedDelete,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
} from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import { AgentAvatar } from '../../chat/public';
import {
  agentFormValues,
  createAgent,
  deleteAgent,
  TOOL_LABELS,
  updateAgent,
  useAgentList,
  type AgentListQuery,
} from '../api';
import { AgentForm } from '../components/AgentForm';

const QUERY_SCHEMA: UrlQuerySchema<AgentListQuery> = { page: 'number', per_page: 'number', search: 'string' };

export default function AgentListPage() {
  const transport = useTransport();
  const confirmDelete = useConfirmedDelete();
  const canManage = useAllows(POLICY.manageAiAgents);
  const [query, setQuery] = useUrlQuery<AgentListQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = useAgentList(query);
  const [editing, setEditing] = useState<AiAgentRow | 'new' | null>(null);

  async function save(input: AiAgentInput) {
    const answer =
      editing === 'new' || editing === null
        ? await createAgent(transport, input)
        : await updateAgent(transport, editing.id, input);
    notify.success(answer.message);
    setEditing(null);
    void list.mutate();
  }

  async function remove(row: AiAgentRow) {
    const ok = await confirmDelete({
      title: 'Hapus agen AI?',
      message: `${row.nama} dihapus beserta seluruh sesi chat-nya.`,
      remove: () => deleteAgent(transport, row.id),
    });
    if (ok) void list.mutate();
  }

  const columns: DataTableColumn<AiAgentRow>[] = [
    {
      key: 'nama',
      header: 'Agen',
      render: (row) => (
        <HStack gap="2">
          <AgentAvatar svg={row.avatar_svg} nama={row.nama} />
          <Text fontWeight="medium">{row.nama}</Text>
        </HStack>
      ),
    },
    { key: 'model', header: 'Model', render: (row) => row.model || 'Bawaan server' },
    { key: 'temperature', header: 'Temperatur', align: 'center', render: (row) => String(row.temperature) },
    {
      key: 'tools',
      header: 'Data portal',
      render: (row) => (
        <Text fontSize="xs">
          {row.tools.map((t) => TOOL_LABELS[t as keyof typeof TOOL_LABELS] ?? t).join(', ') || '-'}
        </Text>
      ),
    },
    {
      key: 'is_active',
      header: 'Status',
      render: (row) => (
        <Badge colorPalette={row.is_active ? 'green' : 'gray'}>{row.is_active ? 'Aktif' : 'Tidak aktif'}</Badge>
      ),
    },
    ...(canManage
      ? [
          {
            key: 'aksi',
            header: 'Aksi',
            render: (row: AiAgentRow) => (
              <HStack gap="1">
                <Button
                  size="xs"
                  kind="secondary"
                  onClick={() => setEditing(row)}
                  data-testid={`ai-agent-edit-${row.id}`}
                >
                  Ubah
                </Button>
                <Button size="xs" kind="danger" onClick={() => void remove(row)}>
                  Hapus
                </Button>
              </HStack>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="4" data-testid="ai-agent-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          Agen AI
        </Heading>
        {canManage ? (
          <Button size="sm" onClick={() => setEditing('new')} data-testid="ai-agent-add">
            Tambah Agen
          </Button>
        ) : null}
      </HStack>
      <DataTable<AiAgentRow>
        search={query.search}
        caption="Daftar agen AI"
        columns={columns}
        {...listTableProps(list)}
        numbered
        searchPlaceholder="Cari nama agen..."
        emptyText="Belum ada agen AI"
        {...tableQueryHandlers(setQuery)}
      />
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        testId="ai-agent-dialog"
        title={editing === 'new' ? 'Tambah Agen AI' : 'Ubah Agen AI'}
      >
        <AgentForm
          initialValues={editing && editing !== 'new' ? agentFormValues(editing) : undefined}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      </FormDialog>
    </Stack>
  );
}
