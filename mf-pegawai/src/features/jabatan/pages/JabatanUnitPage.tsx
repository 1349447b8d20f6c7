import { useEffect, useState } from 'react';
import { ApiError, useTransport } from '@portal/api-client';
import type { JabatanRow, JabatanUnitRow } from '@portal/contracts';
import {
  EmptyState,
  notify,
  SearchableSelect,
  useConfirm,
  Button,
  Heading,
  HStack,
  Stack,
  Table,
  Text,
} from '@portal/design-system';
import { kantorOptions, UNIT_PATH, useJabatanDetails } from '../api';
import { JabatanPicker } from '../components/JabatanPicker';

function report(error: unknown) {
  if (!(error instanceof ApiError && (error.status === 401 || error.status === 403)))
    notify.error(error instanceof Error ? error.message : String(error));
}

/** /pegawai/jabatan/unit (1, 57): the offices (units) where a position exists. */
export default function JabatanUnitPage() {
  const transport = useTransport();
  const confirm = useConfirm();
  const [jabatan, setJabatan] = useState<JabatanRow | null>(null);
  const [kantor, setKantor] = useState<{ id: number; nama: string }[]>([]);
  const [kantorId, setKantorId] = useState<number | null>(null);
  const units = useJabatanDetails<JabatanUnitRow>(UNIT_PATH, jabatan?.id ?? null);

  useEffect(() => {
    kantorOptions(transport).then(setKantor, () => undefined);
  }, [transport]);

  const add = async () => {
    if (!jabatan || kantorId === null) return;
    try {
      notify.success(
        (
          await transport.request<{ message: string }>('POST', UNIT_PATH, {
            body: { jabatan_id: jabatan.id, kantor_id: kantorId },
          })
        ).message,
      );
      setKantorId(null);
      void units.mutate();
    } catch (error) {
      report(error);
    }
  };
  const remove = async (unit: JabatanUnitRow) => {
    if (
      !jabatan ||
      !(await confirm({
        title: 'Hapus unit?',
        message: `${unit.nama} dihapus dari jabatan ${jabatan.nama}.`,
        destructive: true,
      }))
    )
      return;
    try {
      notify.success(
        (await transport.request<{ message: string }>('DELETE', `${UNIT_PATH}/${jabatan.id}/${unit.id}`)).message,
      );
      void units.mutate();
    } catch (error) {
      report(error);
    }
  };

  const rows = units.data?.data;
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="xl">
        Unit Kerja Jabatan
      </Heading>
      <JabatanPicker label="Jabatan" value={jabatan} onChange={setJabatan} />
      {jabatan ? (
        <>
          <HStack align="end">
            <SearchableSelect<{ id: number; nama: string }>
              label="Tambah kantor"
              options={kantor}
              value={kantorId}
              onChange={(id) => setKantorId(id === null ? null : Number(id))}
              placeholder="Pilih kantor"
            />
            <Button onClick={() => void add()} disabled={kantorId === null}>
              Tambah
            </Button>
          </HStack>
          {units.error ? <Text color="fg.error">{units.error.message}</Text> : null}
          {rows && rows.length === 0 ? <EmptyState title="Belum ada unit untuk jabatan ini" /> : null}
          {rows && rows.length > 0 ? (
            <Table.Root size="sm" variant="outline" aria-label="Unit kerja jabatan">
              <Table.Body>
                {rows.map((unit) => (
                  <Table.Row key={unit.id}>
                    <Table.Cell>{unit.nama}</Table.Cell>
                    <Table.Cell>{unit.kode ?? '-'}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button
                        kind="danger"
                        size="xs"
                        aria-label={`Hapus ${unit.nama}`}
                        onClick={() => void remove(unit)}
                      >
                        Hapus
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
