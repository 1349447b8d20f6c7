import { useState } from 'react';
import { useAllows, useTransport } from '@portal/api-client';
import type {
  OutsourcingInput,
  OutsourcingKontrakFields,
  OutsourcingRow,
  OutsourcingUpdateInput,
} from '@portal/contracts';
import { POLICY } from '@portal/domain';
import { Alert, Button, HStack, Link, notify, PageHeader, Stack, useConfirmedDelete } from '@portal/design-system';
import { Link as RouterLink } from '@portal/design-system/router';
import { RowActions } from '../../../shared/RowActions';
import {
  deleteOutsourcing,
  EMPTY_KONTRAK_FORM,
  EMPTY_OUTSOURCING_FORM,
  OUTSOURCING_JABATAN_PATH,
  OUTSOURCING_JENIS_PATH,
  outsourcingFormValues,
  saveKontrak,
  saveOutsourcing,
  useOutsourcingList,
  useOutsourcingOptions,
} from '../api';
import { KontrakFormDialog } from '../components/KontrakFormDialog';
import { OutsourcingDetailDialog } from '../components/OutsourcingDetailDialog';
import { OutsourcingFormDialog } from '../components/OutsourcingFormDialog';
import { OutsourcingJabatanSection } from '../components/OutsourcingJabatanSection';
import { OutsourcingTable } from '../components/OutsourcingTable';
import { useOutsourcingListQuery } from '../list-query';

type Editing = { mode: 'create' } | { mode: 'edit' | 'kontrak' | 'detail'; row: OutsourcingRow } | null;

/**
 * /outsourcing (60, 57, 4, not 8; full width): the outsourced staff on the register. Who manages
 * outsourcing (60, 57) adds workers with their first contract, changes, deletes, adds contracts
 * and uploads photos; role 4 reads the workers at its own offices (the server scopes the rows).
 * Every reader opens a worker's detail with the contract history, where the managers correct or
 * delete a contract; the managers keep the positions list below the register (it has no page).
 * A contract ending within 30 days shows as such, with a pointer to the expiry list.
 */
export default function OutsourcingPage() {
  const transport = useTransport();
  const confirmDelete = useConfirmedDelete();
  const canManage = useAllows(POLICY.manageOutsourcing);
  const [query, setQuery] = useOutsourcingListQuery();
  const list = useOutsourcingList('index', query);
  const soon = useOutsourcingList('index_expired', { page: 1, per_page: 1, status_kontrak: 'akan_berakhir' });
  const jabatan = useOutsourcingOptions(OUTSOURCING_JABATAN_PATH);
  const jenis = useOutsourcingOptions(OUTSOURCING_JENIS_PATH);
  const [editing, setEditing] = useState<Editing>(null);
  const ending = soon.data?.total ?? 0;

  const reload = () => {
    void list.mutate();
    void soon.mutate();
  };
  const refresh = () => {
    setEditing(null);
    reload();
  };

  const save = async (input: OutsourcingInput | OutsourcingUpdateInput) => {
    const id = editing?.mode === 'edit' ? editing.row.id : undefined;
    notify.success((await saveOutsourcing(transport, input, id)).message);
    refresh();
  };

  const addKontrak = async (input: OutsourcingKontrakFields) => {
    if (editing?.mode !== 'kontrak') return;
    notify.success((await saveKontrak(transport, input, { outsourcing_id: editing.row.id })).message);
    refresh();
  };

  const remove = async (row: OutsourcingRow) => {
    const message = `Data ${row.nama} akan dihapus beserta seluruh kontrak, data PHK dan fotonya.`;
    if (
      await confirmDelete({
        title: 'Hapus pegawai outsourcing?',
        message,
        remove: () => deleteOutsourcing(transport, row.id),
      })
    )
      refresh();
  };

  return (
    <Stack gap="4">
      <PageHeader title="Pegawai Outsourcing" size="xl">
        {canManage ? (
          <Button size="sm" onClick={() => setEditing({ mode: 'create' })} data-testid="outsourcing-add">
            Tambah Outsourcing
          </Button>
        ) : null}
      </PageHeader>
      {ending > 0 ? (
        <Alert.Root status="warning" data-testid="outsourcing-expiring">
          <Alert.Indicator />
          <Alert.Title>
            {ending} kontrak berakhir dalam 30 hari.{' '}
            <Link asChild colorPalette="brand" fontWeight="medium">
              <RouterLink to="/outsourcing/kontrak_expired?status_kontrak=akan_berakhir">Lihat daftarnya</RouterLink>
            </Link>
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <OutsourcingTable
        list={list}
        query={query}
        setQuery={setQuery}
        jabatan={jabatan}
        jenis={jenis}
        caption="Daftar pegawai outsourcing"
        emptyText="Belum ada pegawai outsourcing"
        canManage={canManage}
        actions={(r) => (
          <HStack gap="1">
            <Button
              kind="secondary"
              size="xs"
              onClick={() => setEditing({ mode: 'detail', row: r })}
              aria-label={`Detail ${r.nama}`}
            >
              Detail
            </Button>
            {canManage ? (
              <>
                <Button kind="secondary" size="xs" onClick={() => setEditing({ mode: 'kontrak', row: r })}>
                  Kontrak
                </Button>
                <RowActions
                  editLabel={`Ubah ${r.nama}`}
                  deleteLabel={`Hapus ${r.nama}`}
                  onEdit={() => setEditing({ mode: 'edit', row: r })}
                  onDelete={() => void remove(r)}
                />
              </>
            ) : null}
          </HStack>
        )}
      />
      {canManage ? <OutsourcingJabatanSection onChange={reload} /> : null}
      {editing?.mode === 'create' || editing?.mode === 'edit' ? (
        <OutsourcingFormDialog
          title={editing.mode === 'edit' ? 'Ubah Pegawai Outsourcing' : 'Tambah Pegawai Outsourcing'}
          initialValues={editing.mode === 'edit' ? outsourcingFormValues(editing.row) : EMPTY_OUTSOURCING_FORM}
          jabatan={jabatan}
          jenis={jenis}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.mode === 'detail' ? (
        <OutsourcingDetailDialog
          row={editing.row}
          jenis={jenis}
          canManage={canManage}
          onChange={reload}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.mode === 'kontrak' ? (
        <KontrakFormDialog
          title="Tambah Kontrak"
          nama={editing.row.nama}
          initialValues={EMPTY_KONTRAK_FORM}
          jenis={jenis}
          onSubmit={addKontrak}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
