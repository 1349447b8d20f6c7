import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import type { LearningMateriDetail, LearningMateriRow, LearningModulRow } from '@portal/contracts';
import { formatDate, formatNumber } from '@portal/domain';
import {
  Box,
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Heading,
  HStack,
  Link,
  notify,
  notifyError,
  PageHeader,
  Stack,
  Text,
} from '@portal/design-system';
import {
  deleteMateri,
  deleteMateriFile,
  deleteModul,
  saveMateri,
  saveModul,
  uploadMateriFile,
  useLearningModules,
  useMateri,
  useMateriList,
} from '../api';
import { MateriFormDialog } from '../components/MateriFormDialog';
import { ModulFormDialog } from '../components/ModulFormDialog';

/** The files of a saved material: open (signed address), remove, attach (PDF, images, office files, ≤ 10 MB). */
function MateriFiles({ materi, onChanged }: { materi: LearningMateriDetail; onChanged: () => void }) {
  const transport = useTransport();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      notify.success((await action()).message);
      onChanged();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box borderWidth="1px" rounded="md" p="3" data-testid="materi-files">
      <Text fontWeight="medium" mb="2">
        Berkas: {materi.judul}
      </Text>
      <Stack gap="1">
        {materi.files.map((f) => (
          <HStack key={f.id} justify="space-between">
            <Link href={f.url} target="_blank" rel="noopener noreferrer">
              {f.name}
            </Link>
            <Button
              size="xs"
              kind="danger"
              disabled={busy}
              onClick={() => void run(() => deleteMateriFile(transport, materi.id, f.id))}
            >
              Hapus
            </Button>
          </HStack>
        ))}
        <input
          type="file"
          aria-label="Lampirkan berkas"
          disabled={busy}
          accept=".pdf,.jpg,.jpeg,.png,.doc,.docx,.xls,.xlsx,.ppt,.pptx"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void run(() => uploadMateriFile(transport, materi.id, file));
          }}
        />
      </Stack>
    </Box>
  );
}

type Deleting = { kind: 'modul'; row: LearningModulRow } | { kind: 'materi'; row: LearningMateriRow };

function MateriEditDialog({
  id,
  modules,
  onDone,
}: {
  id: number | null;
  modules: readonly LearningModulRow[];
  onDone: (saved: boolean) => void;
}) {
  const transport = useTransport();
  const shown = useMateri(id);
  if (id !== null && !shown.data) return null;
  const materi = shown.data?.data;
  return (
    <MateriFormDialog
      title={materi ? 'Ubah Materi' : 'Tambah Materi'}
      modules={modules}
      initialValues={
        materi
          ? {
              modul_id: materi.modul_id,
              judul: materi.judul,
              isi: materi.isi,
              urutan: materi.urutan,
              tautan: materi.tautan,
            }
          : { modul_id: modules[0]?.id ?? 0, judul: '', isi: '', urutan: 0, tautan: [] }
      }
      onClose={() => onDone(false)}
      onSubmit={async (input) => {
        const answer = await saveMateri(transport, input, materi?.id);
        notify.success(answer.message);
        onDone(true);
      }}
    />
  );
}

/** /learning/materi/index (managers): the modules in order and their materials, with add/edit/delete. */
export default function MateriManagePage() {
  const transport = useTransport();
  const modules = useLearningModules();
  const modulRows = modules.data?.data ?? [];
  const [query, setQuery] = useState({ page: 1, per_page: 10, search: '' });
  const list = useMateriList(query);
  const [editingModul, setEditingModul] = useState<LearningModulRow | 'new' | null>(null);
  const [editingMateri, setEditingMateri] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [filesOf, setFilesOf] = useState<number | null>(null);
  const files = useMateri(filesOf);

  const columns: DataTableColumn<LearningMateriRow>[] = [
    { key: 'modul_nama', header: 'Modul' },
    { key: 'urutan', header: 'Urutan', align: 'end', render: (r) => formatNumber(r.urutan) },
    { key: 'judul', header: 'Judul' },
    { key: 'tautan', header: 'Tautan', align: 'end', render: (r) => formatNumber(r.tautan.length) },
    { key: 'files_count', header: 'Berkas', align: 'end', render: (r) => formatNumber(r.files_count) },
    { key: 'updated_at', header: 'Diperbarui', render: (r) => formatDate(r.updated_at) },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (r) => (
        <HStack gap="1">
          <Button size="xs" kind="secondary" onClick={() => setFilesOf(r.id)}>
            Berkas
          </Button>
          <Button size="xs" kind="secondary" onClick={() => setEditingMateri(r.id)}>
            Ubah
          </Button>
          <Button size="xs" kind="danger" onClick={() => setDeleting({ kind: 'materi', row: r })}>
            Hapus
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="5">
      <PageHeader title="Materi Pembelajaran" description="Kelola modul dan materi pembelajaran.">
        <HStack gap="2">
          <Button size="sm" kind="secondary" data-testid="modul-add" onClick={() => setEditingModul('new')}>
            Tambah Modul
          </Button>
          <Button
            size="sm"
            data-testid="materi-add"
            disabled={modulRows.length === 0}
            onClick={() => setEditingMateri('new')}
          >
            Tambah Materi
          </Button>
        </HStack>
      </PageHeader>

      <Box borderWidth="1px" rounded="md" p="4">
        <Heading as="h2" size="md" mb="2">
          Modul
        </Heading>
        {modulRows.length === 0 ? <Text color="fg.muted">Belum ada modul</Text> : null}
        <Stack gap="2">
          {modulRows.map((m) => (
            <HStack key={m.id} justify="space-between" data-testid="modul-row">
              <Text>
                {m.urutan}. {m.nama} ({formatNumber(m.materi_count)} materi)
              </Text>
              <HStack gap="1">
                <Button size="xs" kind="secondary" onClick={() => setEditingModul(m)}>
                  Ubah
                </Button>
                <Button size="xs" kind="danger" onClick={() => setDeleting({ kind: 'modul', row: m })}>
                  Hapus
                </Button>
              </HStack>
            </HStack>
          ))}
        </Stack>
      </Box>

      <DataTable<LearningMateriRow>
        caption="Daftar materi"
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

      {files.data ? (
        <MateriFiles
          materi={files.data.data}
          onChanged={() => {
            void files.mutate();
            void list.mutate();
          }}
        />
      ) : null}

      {editingModul ? (
        <ModulFormDialog
          title={editingModul === 'new' ? 'Tambah Modul' : 'Ubah Modul'}
          initialValues={
            editingModul === 'new'
              ? { nama: '', deskripsi: '', urutan: modulRows.length }
              : { nama: editingModul.nama, deskripsi: editingModul.deskripsi ?? '', urutan: editingModul.urutan }
          }
          onClose={() => setEditingModul(null)}
          onSubmit={async (input) => {
            const answer = await saveModul(transport, input, editingModul === 'new' ? undefined : editingModul.id);
            notify.success(answer.message);
            setEditingModul(null);
            await modules.mutate();
          }}
        />
      ) : null}
      {editingMateri !== null ? (
        <MateriEditDialog
          id={editingMateri === 'new' ? null : editingMateri}
          modules={modulRows}
          onDone={(saved) => {
            setEditingMateri(null);
            if (saved) {
              void list.mutate();
              void modules.mutate();
            }
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.kind === 'modul' ? 'Hapus modul?' : 'Hapus materi?'}
        message={
          deleting ? `"${deleting.kind === 'modul' ? deleting.row.nama : deleting.row.judul}" akan dihapus.` : undefined
        }
        confirmLabel="Hapus"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            const answer =
              deleting.kind === 'modul'
                ? await deleteModul(transport, deleting.row.id)
                : await deleteMateri(transport, deleting.row.id);
            notify.success(answer.message);
            if (deleting.kind === 'materi' && deleting.row.id === filesOf) setFilesOf(null);
            await Promise.all([modules.mutate(), list.mutate()]);
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
