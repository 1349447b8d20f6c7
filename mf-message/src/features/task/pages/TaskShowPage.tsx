import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from '@portal/design-system/router';
import { useAllows, useTransport } from '@portal/api-client';
import { formatDate, POLICY } from '@portal/domain';
import type { TaskDetail, TaskInput } from '@portal/contracts';
import {
  Box,
  Button,
  EmptyState,
  Grid,
  Heading,
  HStack,
  Link,
  LoadingState,
  notify,
  notifyError,
  PageHeader,
  Stack,
  Text,
} from '@portal/design-system';
import { EMPTY_TASK_FORM, sendTaskEvent, TASK_LIST_ROUTE, taskShowRoute, useTask } from '../api';
import { TaskHistoryChat, type TaskChatEvent } from '../components/TaskHistoryChat';
import { TaskStatusBadge } from '../components/TaskStatusBadge';
import { TaskFormDialog } from '../components/TaskFormDialog';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box>{children}</Box>
    </Stack>
  );
}

/**
 * /task/show?id=…: one task for its owner, its assignee or a task manager: details, sub-tasks
 * ('Tambah sub-tugas'), and the history as a chat ('Kirim'; for the owner 'Review' and 'Setujui').
 */
export default function TaskShowPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const validId = Number.isInteger(id) && id > 0 ? id : null;
  const transport = useTransport();
  const manages = useAllows(POLICY.manageTasks);
  const shown = useTask(validId);
  const [addingChild, setAddingChild] = useState(false);
  const task = shown.data?.data;
  const { mutate } = shown;

  if (validId === null || (shown.error && shown.error.status === 404)) {
    return (
      <EmptyState
        title="Tugas tidak ditemukan"
        description="Tugas mungkin sudah dihapus, atau bukan tugas Anda."
        action={
          manages ? (
            <Button kind="secondary" asChild size="sm">
              <RouterLink to={TASK_LIST_ROUTE}>Kembali ke daftar</RouterLink>
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (shown.error) return <Text color="fg.error">{shown.error.message}</Text>;
  if (!task) return <LoadingState />;

  const replace = (data: TaskDetail) => mutate({ data }, { revalidate: false });

  const send = async (event: TaskChatEvent, pesan: string) => {
    try {
      const answer = await sendTaskEvent(transport, task.id, event, pesan ? { pesan } : {});
      notify.success(answer.message);
      await replace(answer.data);
    } catch (error) {
      notifyError(error);
      throw error;
    }
  };

  const addChild = async (input: TaskInput) => {
    const answer = await sendTaskEvent(transport, task.id, 'store_child', { ...input });
    notify.success(answer.message);
    setAddingChild(false);
    await replace(answer.data);
  };

  return (
    <Stack gap="5" data-testid="task-show-page">
      <PageHeader
        title={task.nama}
        description={task.parent ? `Sub-tugas dari ${task.parent.nama}` : undefined}
        size="xl"
      >
        <TaskStatusBadge status={task.status} />
      </PageHeader>

      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
        <Detail label="Pegawai">{task.pegawai.nama}</Detail>
        <Detail label="Kantor">{task.kantor.nama}</Detail>
        <Detail label="Pemilik">{task.owner.nama}</Detail>
        <Detail label="Batas Tanggal">{formatDate(task.batas_tanggal)}</Detail>
        <Detail label="Dibuat">{formatDate(task.created_at, { time: true })}</Detail>
        {task.parent ? (
          <Detail label="Tugas Induk">
            <Link asChild colorPalette="brand">
              <RouterLink to={taskShowRoute(task.parent.id)}>{task.parent.nama}</RouterLink>
            </Link>
          </Detail>
        ) : null}
      </Grid>
      {task.deskripsi ? <Text whiteSpace="pre-wrap">{task.deskripsi}</Text> : null}

      {task.parent_id === null ? (
        <Stack gap="2" as="section" aria-label="Sub-tugas">
          <HStack justify="space-between">
            <Heading as="h2" size="md">
              Sub-tugas
            </Heading>
            {task.can.child ? (
              <Button size="sm" kind="secondary" onClick={() => setAddingChild(true)} data-testid="task-add-child">
                Tambah sub-tugas
              </Button>
            ) : null}
          </HStack>
          {task.children.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              Belum ada sub-tugas.
            </Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none" data-testid="task-children">
              {task.children.map((child) => (
                <HStack as="li" key={child.id} gap="3" wrap="wrap">
                  <Link asChild colorPalette="brand" fontWeight="medium">
                    <RouterLink to={taskShowRoute(child.id)}>{child.nama}</RouterLink>
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {child.pegawai.nama} · {formatDate(child.batas_tanggal)}
                  </Text>
                  <TaskStatusBadge status={child.status} />
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
      ) : null}

      <Stack gap="2" as="section" aria-label="Riwayat">
        <Heading as="h2" size="md">
          Riwayat
        </Heading>
        <TaskHistoryChat history={task.history} ownerId={task.owner.id} can={task.can} onSend={send} />
      </Stack>

      {addingChild ? (
        <TaskFormDialog
          open
          title="Tambah Sub-tugas"
          parentNama={task.nama}
          initialValues={{ ...EMPTY_TASK_FORM, kantor_id: task.kantor.id }}
          onSubmit={addChild}
          onClose={() => setAddingChild(false)}
        />
      ) : null}
    </Stack>
  );
}
