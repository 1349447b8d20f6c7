import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, useNavigate } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import { APPROVAL_STATUS_VARIANTS, DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate } from '@portal/domain';
import type { AbsenDeleteRequestInput, AbsenDeleteRequestRow } from '@portal/contracts';
import {
  listTableProps,
  DataTable,
  tableQueryHandlers,
  notify,
  type DataTableColumn,
  Badge,
  Box,
  Button,
  Checkbox,
  Dialog,
  Heading,
  HStack,
  Portal,
  Stack,
  Text,
  useUrlQuery,
  type UrlQuerySchema,
} from '@portal/design-system';
import { submitToApi } from '@portal/design-system/forms';
import { createDeleteRequest, useDeleteRequests, type ListQuery } from '../api';
import { DeleteRequestForm } from '../components/DeleteRequestForm';

const columns: DataTableColumn<AbsenDeleteRequestRow>[] = [
  {
    key: 'tanggal',
    header: 'Tanggal Absen',
    render: (r) => <Link to={`/absen/delete/request/${r.id}`}>{formatDate(r.tanggal)}</Link>,
  },
  { key: 'pegawai', header: 'Pegawai', render: (r) => r.pegawai.nama },
  { key: 'alasan', header: 'Alasan' },
  { key: 'absen_count', header: 'Absen', align: 'end' },
  {
    key: 'status',
    header: 'Status',
    render: (r) => (
      <HStack gap="1">
        <Badge colorPalette={APPROVAL_STATUS_VARIANTS[r.status]}>{r.status_label}</Badge>
        {r.is_myturn ? (
          <Badge colorPalette="orange" variant="outline">
            Giliran Anda
          </Badge>
        ) : null}
      </HStack>
    ),
  },
  { key: 'created_at', header: 'Diajukan', render: (r) => formatDate(r.created_at) },
];

/** The list's state lives in the address: back returns to it, and the address can be shared. */
const QUERY_SCHEMA: UrlQuerySchema<ListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  is_myturn: 'boolean',
};

/** /absen/delete/request: own requests and those waiting for me (is_myturn), and a new one. */
export default function DeleteRequestListPage() {
  const transport = useTransport();
  const navigate = useNavigate();
  const [query, setQuery] = useUrlQuery<ListQuery>(QUERY_SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
  const [creating, setCreating] = useState(false);
  const list = useDeleteRequests(query);

  /** Field errors of a 422 go back to the form (e.g. "Tidak ada absen aktif pada tanggal tersebut"). */
  const create = async (
    values: AbsenDeleteRequestInput,
    helpers: Pick<FormikHelpers<AbsenDeleteRequestInput>, 'setErrors'>,
  ) => {
    await submitToApi(helpers, async () => {
      const answer = await createDeleteRequest(transport, values);
      notify.success(answer.message);
      setCreating(false);
      void navigate(`/absen/delete/request/${answer.data.id}`);
    });
  };

  return (
    <Stack gap="4" data-testid="delete-request-list-page">
      <HStack justify="space-between">
        <Heading as="h1" size="xl">
          Pengajuan Hapus Absen
        </Heading>
        <Button onClick={() => setCreating(true)}>Ajukan Hapus Absen</Button>
      </HStack>
      <DataTable
        search={query.search}
        caption="Daftar pengajuan hapus absen"
        columns={columns}
        {...listTableProps(list)}
        rowKey={(r) => r.id}
        toolbar={
          <Checkbox.Root
            checked={query.is_myturn ?? false}
            onCheckedChange={(e) =>
              setQuery((q) => ({ ...q, is_myturn: e.checked === true ? true : undefined, page: DEFAULT_PAGE }))
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Menunggu persetujuan saya</Checkbox.Label>
          </Checkbox.Root>
        }
        {...tableQueryHandlers(setQuery)}
        emptyText="Belum ada pengajuan hapus absen"
      />
      <Dialog.Root open={creating} onOpenChange={(e) => setCreating(e.open)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Ajukan Hapus Absen</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Box pb="4">
                  <Text fontSize="sm" color="fg.muted" mb="3">
                    Absen Anda pada tanggal tersebut tidak dihitung selama pengajuan berjalan, dan dihapus bila
                    disetujui.
                  </Text>
                  <DeleteRequestForm onSubmit={create} />
                </Box>
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
