import { useState } from 'react';
import { Heading, Stack, Table, Text } from '@portal/design-system';
import { PageError } from '../../../shared/PageError';
import { KantorPicker } from '../../kantor/public';
import { useSotkDiffKantor } from '../api';

/** '+2' over, '-1' short, '0' as planned. */
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** /sotk/difference: one office, position by position: formation, active employees and the gap. */
export default function SotkDifferencePage() {
  const [kantorId, setKantorId] = useState<number | null>(null);
  const diff = useSotkDiffKantor(kantorId);
  const rows = diff.data ?? [];
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        Perbedaan SOTK
      </Heading>
      <KantorPicker value={kantorId} onChange={setKantorId} />
      <PageError error={diff.error} />
      {kantorId === null ? <Text color="fg.muted">Pilih kantor untuk melihat perbedaannya.</Text> : null}
      {diff.data && rows.length === 0 ? (
        <Text>Kantor ini belum memiliki struktur maupun pegawai berjabatan.</Text>
      ) : null}
      {rows.length > 0 ? (
        <Table.Root size="sm" variant="outline">
          <Table.Caption>Formasi dan pegawai per jabatan</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Bidang tugas</Table.ColumnHeader>
              <Table.ColumnHeader>Jabatan</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Formasi</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Pegawai</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Selisih</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.jabatan_id}>
                <Table.Cell>{r.bidangtugas ?? 'Di luar struktur'}</Table.Cell>
                <Table.Cell>{r.jabatan}</Table.Cell>
                <Table.Cell textAlign="end">{r.formasi}</Table.Cell>
                <Table.Cell textAlign="end">{r.jumlah}</Table.Cell>
                <Table.Cell
                  textAlign="end"
                  color={r.selisih < 0 ? 'fg.error' : r.selisih > 0 ? 'fg.warning' : undefined}
                >
                  {signed(r.selisih)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </Stack>
  );
}
