import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import type { NamedRegisterRow } from '@portal/contracts';
import {
  notifyError,
  EmptyState,
  LoadingState,
  notify,
  useConfirm,
  Button,
  Heading,
  HStack,
  Input,
  Stack,
  Table,
  Text,
} from '@portal/design-system';
import { deleteNamed, NAMED_REGISTERS, saveNamed, useNamedRegister, type NamedRegisterKind } from '../api';

/** A small { id, nama } register of positions (level, eselon, label): add, rename, delete when unused. */
export function NamedRegisterPage({ kind }: { kind: NamedRegisterKind }) {
  const transport = useTransport();
  const confirm = useConfirm();
  const register = NAMED_REGISTERS[kind];
  const list = useNamedRegister(kind);
  const [nama, setNama] = useState('');
  const [editing, setEditing] = useState<{ id: number; nama: string } | null>(null);

  const add = async () => {
    try {
      notify.success((await saveNamed(transport, kind, nama)).message);
      setNama('');
      void list.mutate();
    } catch (error) {
      notifyError(error);
    }
  };
  const rename = async () => {
    if (!editing) return;
    try {
      notify.success((await saveNamed(transport, kind, editing.nama, editing.id)).message);
      setEditing(null);
      void list.mutate();
    } catch (error) {
      notifyError(error);
    }
  };
  const remove = async (row: NamedRegisterRow) => {
    if (
      !(await confirm({
        title: `Hapus ${register.entity}?`,
        message: `"${row.nama}" akan dihapus.`,
        destructive: true,
      }))
    )
      return;
    try {
      notify.success((await deleteNamed(transport, kind, row.id)).message);
      void list.mutate();
    } catch (error) {
      notifyError(error);
    }
  };

  const rows = list.data?.data;
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="xl">
        {register.title}
      </Heading>
      <HStack as="form" onSubmit={(e) => (e.preventDefault(), void add())}>
        <Input
          aria-label={`Nama ${register.entity} baru`}
          placeholder={`Nama ${register.entity} baru`}
          value={nama}
          onChange={(e) => setNama(e.target.value)}
          maxLength={255}
        />
        <Button type="submit" disabled={nama.trim() === ''}>
          Tambah
        </Button>
      </HStack>
      {list.error ? <Text color="fg.error">{list.error.message}</Text> : null}
      {!rows ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState title={`Belum ada ${register.entity}`} />
      ) : (
        <Table.Root size="sm" variant="outline" aria-label={`Daftar ${register.entity}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Nama</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Jabatan</Table.ColumnHeader>
              <Table.ColumnHeader>Aksi</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>
                  {editing?.id === row.id ? (
                    <Input
                      size="sm"
                      aria-label={`Nama baru untuk ${row.nama}`}
                      value={editing.nama}
                      onChange={(e) => setEditing({ id: row.id, nama: e.target.value })}
                    />
                  ) : (
                    row.nama
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">{row.jabatan_count}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    {editing?.id === row.id ? (
                      <Button size="xs" onClick={() => void rename()}>
                        Simpan
                      </Button>
                    ) : (
                      <Button
                        kind="secondary"
                        size="xs"
                        onClick={() => setEditing({ id: row.id, nama: row.nama })}
                        aria-label={`Ubah ${row.nama}`}
                      >
                        Ubah
                      </Button>
                    )}
                    <Button kind="danger" size="xs" onClick={() => void remove(row)} aria-label={`Hapus ${row.nama}`}>
                      Hapus
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
