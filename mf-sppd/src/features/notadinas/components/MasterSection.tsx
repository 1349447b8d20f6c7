import { useState } from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useTransport } from '@portal/api-client';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import {
  Button,
  DataTable,
  Heading,
  HStack,
  listTableProps,
  notify,
  Stack,
  useConfirmedDelete,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
} from '@portal/design-system';
import { FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import { deleteMaster, saveMaster, useMasterList, type MasterQuery, type MasterResource, type MasterRow } from '../api';

export interface MasterEntity {
  resource: MasterResource;
  title: string;
  noun: string;
  /** Letter types carry a code (ND, SE …); positions only a name. */
  withKode: boolean;
}

export const SURAT_ENTITY: MasterEntity = {
  resource: 'surat',
  title: 'Surat Nota Dinas',
  noun: 'jenis surat',
  withKode: true,
};
export const JABATAN_ENTITY: MasterEntity = {
  resource: 'jabatan',
  title: 'Jabatan Nota Dinas',
  noun: 'jabatan',
  withKode: false,
};

const QUERY_SCHEMA: UrlQuerySchema<MasterQuery> = { page: 'number', per_page: 'number', search: 'string' };

interface MasterValues {
  nama: string;
  kode: string;
}

function schemaOf(entity: MasterEntity) {
  return yup.object({
    nama: yup.string().trim().required('Nama wajib diisi').max(200, 'Nama paling banyak 200 karakter'),
    kode: entity.withKode
      ? yup
          .string()
          .trim()
          .required('Kode wajib diisi')
          .matches(/^[A-Z0-9.-]{1,20}$/, 'Kode: huruf besar, angka, titik atau strip; 1–20 karakter')
      : yup.string(),
  });
}

/** A memo master list (letter types or positions): search, paging, create/edit, delete after confirmation (409 shown). */
export function MasterSection({ entity }: { entity: MasterEntity }) {
  const transport = useTransport();
  const confirmDelete = useConfirmedDelete();
  const [query, setQuery] = useUrlQuery<MasterQuery>(QUERY_SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
  const list = useMasterList(entity.resource, query);
  const [editing, setEditing] = useState<MasterRow | 'new' | null>(null);
  const filter = (patch: MasterQuery) => setQuery((q) => ({ ...q, ...patch, page: DEFAULT_PAGE }));

  async function remove(row: MasterRow) {
    // 409 (still used by a memo) is shown as the server says it; the dialog stays open to cancel.
    const deleted = await confirmDelete({
      title: `Hapus ${entity.noun}?`,
      message: `${row.nama} dihapus. Data yang masih dipakai nota dinas tidak dapat dihapus.`,
      remove: () => deleteMaster(transport, entity.resource, row.id),
    });
    if (deleted) void list.mutate();
  }

  const columns: DataTableColumn<MasterRow>[] = [
    ...(entity.withKode ? [{ key: 'kode', header: 'Kode', render: (r: MasterRow) => r.kode ?? '-' }] : []),
    { key: 'nama', header: 'Nama', render: (r) => r.nama },
    {
      key: 'actions',
      header: 'Aksi',
      render: (r) => (
        <HStack gap="1">
          <Button kind="quiet" size="xs" onClick={() => setEditing(r)} aria-label={`Ubah ${r.nama}`}>
            Ubah
          </Button>
          <Button kind="danger" size="xs" onClick={() => void remove(r)} aria-label={`Hapus ${r.nama}`}>
            Hapus
          </Button>
        </HStack>
      ),
    },
  ];

  const row = editing === 'new' ? null : editing;
  return (
    <Stack gap="3" data-testid={`notadinas-master-${entity.resource}`}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          {entity.title}
        </Heading>
        <Button size="sm" onClick={() => setEditing('new')} data-testid="notadinas-master-add">
          Tambah {entity.noun}
        </Button>
      </HStack>
      <DataTable<MasterRow>
        caption={entity.title}
        columns={columns}
        {...listTableProps(list)}
        numbered
        emptyText={query.search ? 'Tidak ada data yang cocok dengan pencarian' : 'Belum ada data'}
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={(per_page) => filter({ per_page })}
        search={query.search}
        onSearch={(search) => filter({ search: search || undefined })}
      />
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={row ? `Ubah ${entity.noun}` : `Tambah ${entity.noun}`}
        testId="notadinas-master-dialog"
      >
        <Formik<MasterValues>
          initialValues={{ nama: row?.nama ?? '', kode: row?.kode ?? '' }}
          validationSchema={schemaOf(entity)}
          onSubmit={async (values, helpers) => {
            const body = entity.withKode
              ? { nama: values.nama.trim(), kode: values.kode.trim() }
              : { nama: values.nama.trim() };
            await submitToApi(
              helpers,
              async () => {
                notify.success((await saveMaster(transport, entity.resource, row?.id ?? null, body)).message);
                setEditing(null);
                void list.mutate();
              },
              { conflictField: 'nama' },
            );
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <Stack gap="4">
                {entity.withKode ? <FormField name="kode" label="Kode" required /> : null}
                <FormField name="nama" label="Nama" required />
                <FormActions
                  onCancel={() => setEditing(null)}
                  isSubmitting={isSubmitting}
                  submitTestId="notadinas-master-submit"
                />
              </Stack>
            </Form>
          )}
        </Formik>
      </FormDialog>
    </Stack>
  );
}
