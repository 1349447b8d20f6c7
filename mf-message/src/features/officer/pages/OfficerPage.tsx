import { useState } from 'react';
import { Link as RouterLink } from '@portal/design-system/router';
import { useAllows, useOptionFile, useTransport, type OptionItem } from '@portal/api-client';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, POLICY } from '@portal/domain';
import type { PicInput, PicRow } from '@portal/contracts';
import {
  Button,
  DataTable,
  Heading,
  HStack,
  Link,
  listTableProps,
  notify,
  notifyError,
  SearchableSelect,
  Stack,
  tableQueryHandlers,
  Text,
  useConfirm,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
} from '@portal/design-system';
import {
  composeTo,
  createPic,
  deletePic,
  EMPTY_PIC_FORM,
  picFormValues,
  updatePic,
  usePicList,
  usePicTopics,
  type PicListQuery,
} from '../api';
import { PicFormDialog } from '../components/PicFormDialog';

const QUERY_SCHEMA: UrlQuerySchema<PicListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  kantor_id: 'number',
  topic: 'string',
};

/** /message/officer: whom to ask about what at which office; 'Kirim pesan' writes to them. HR keeps the list. */
export default function OfficerPage() {
  const transport = useTransport();
  const confirm = useConfirm();
  const canManage = useAllows(POLICY.manageOfficers);
  const [query, setQuery] = useUrlQuery<PicListQuery>(QUERY_SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
  const list = usePicList(query);
  const topics = usePicTopics();
  const offices = useOptionFile(transport, 'kantor');
  const [editing, setEditing] = useState<PicRow | 'new' | null>(null);

  async function save(input: PicInput) {
    const answer =
      editing && editing !== 'new' ? await updatePic(transport, editing.id, input) : await createPic(transport, input);
    notify.success(answer.message);
    setEditing(null);
    void topics.mutate();
    await list.mutate();
  }
  async function remove(row: PicRow) {
    const yes = await confirm({
      title: 'Hapus PIC',
      message: `Hapus ${row.pegawai_nama} sebagai PIC ${row.topic} di ${row.kantor_nama}?`,
      confirmLabel: 'Hapus',
    });
    if (!yes) return;
    try {
      notify.success((await deletePic(transport, row.id)).message);
      await list.mutate();
    } catch (error) {
      notifyError(error);
    }
  }

  const columns: DataTableColumn<PicRow>[] = [
    { key: 'kantor_nama', header: 'Kantor' },
    { key: 'topic', header: 'Topik' },
    {
      key: 'pegawai_nama',
      header: 'Petugas',
      render: (row) => (
        <Stack gap="0">
          <Text fontWeight="medium">{row.pegawai_nama}</Text>
          {row.jabatan_nama ? (
            <Text fontSize="xs" color="fg.muted">
              {row.jabatan_nama}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'keterangan', header: 'Keterangan', render: (row) => row.keterangan ?? '-' },
    {
      key: 'aksi',
      header: 'Aksi',
      align: 'end',
      render: (row) => (
        <HStack gap="1" justify="flex-end">
          {row.user_id !== null ? (
            <Link asChild colorPalette="brand" fontSize="sm">
              <RouterLink to={composeTo(row)} data-testid={`officer-message-${row.id}`}>
                Kirim pesan
              </RouterLink>
            </Link>
          ) : (
            <Text fontSize="xs" color="fg.muted">
              Belum memiliki akun
            </Text>
          )}
          {canManage ? (
            <>
              <Button
                kind="quiet"
                size="xs"
                onClick={() => setEditing(row)}
                aria-label={`Ubah PIC ${row.pegawai_nama}`}
              >
                Ubah
              </Button>
              <Button
                kind="quiet"
                size="xs"
                onClick={() => void remove(row)}
                aria-label={`Hapus PIC ${row.pegawai_nama}`}
              >
                Hapus
              </Button>
            </>
          ) : null}
        </HStack>
      ),
    },
  ];

  const topicOptions: OptionItem[] = (topics.data?.data ?? []).map((t, i) => ({ id: i + 1, nama: t }));
  const toolbar = (
    <HStack gap="2" wrap="wrap">
      <SearchableSelect<OptionItem>
        aria-label="Saring kantor"
        placeholder="Semua kantor"
        options={offices}
        value={query.kantor_id ?? null}
        onChange={(id) =>
          setQuery((q) => ({ ...q, kantor_id: id === null ? undefined : Number(id), page: DEFAULT_PAGE }))
        }
      />
      <SearchableSelect<OptionItem>
        aria-label="Saring topik"
        placeholder="Semua topik"
        options={topicOptions}
        value={topicOptions.find((o) => o.nama === query.topic)?.id ?? null}
        onChange={(_id, item) => setQuery((q) => ({ ...q, topic: item?.nama, page: DEFAULT_PAGE }))}
      />
    </HStack>
  );

  return (
    <Stack gap="4" data-testid="officer-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            Pesan ke Petugas
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Petugas (PIC) yang dapat Anda hubungi untuk setiap topik di setiap kantor.
          </Text>
        </Stack>
        {canManage ? (
          <Button size="sm" onClick={() => setEditing('new')} data-testid="officer-add">
            Tambah PIC
          </Button>
        ) : null}
      </HStack>
      <DataTable<PicRow>
        search={query.search}
        caption="Daftar petugas"
        columns={columns}
        {...listTableProps(list)}
        numbered
        searchPlaceholder="Cari nama, topik atau kantor..."
        emptyText="Belum ada petugas yang cocok"
        toolbar={toolbar}
        {...tableQueryHandlers(setQuery)}
      />
      {canManage ? (
        <PicFormDialog
          open={editing !== null}
          title={editing === 'new' ? 'Tambah PIC' : 'Ubah PIC'}
          initialValues={editing && editing !== 'new' ? picFormValues(editing) : EMPTY_PIC_FORM}
          pegawai={
            editing && editing !== 'new'
              ? { id: editing.pegawai_id, nama: editing.pegawai_nama, npp: null, jabatan: null, kantor: null }
              : undefined
          }
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
