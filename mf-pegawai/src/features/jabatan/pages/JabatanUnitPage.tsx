import { useEffect, useState } from 'react';
import { useTransport } from '@portal/api-client';
import type { JabatanRow, JabatanUnitRow } from '@portal/contracts';
import { notifyError, notify, SearchableSelect, useConfirm, Button, HStack, Table } from '@portal/design-system';
import { kantorOptions, UNIT_PATH, useJabatanDetails } from '../api';
import { JabatanDetails } from '../components/JabatanDetails';

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
      notifyError(error);
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
      notifyError(error);
    }
  };

  return (
    <JabatanDetails<JabatanUnitRow>
      title="Unit Kerja Jabatan"
      jabatan={jabatan}
      onJabatanChange={setJabatan}
      details={units}
      emptyTitle="Belum ada unit untuk jabatan ini"
      form={() => (
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
      )}
    >
      {(rows) => (
        <Table.Root size="sm" variant="outline" aria-label="Unit kerja jabatan">
          <Table.Body>
            {rows.map((unit) => (
              <Table.Row key={unit.id}>
                <Table.Cell>{unit.nama}</Table.Cell>
                <Table.Cell>{unit.kode ?? '-'}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button kind="danger" size="xs" aria-label={`Hapus ${unit.nama}`} onClick={() => void remove(unit)}>
                    Hapus
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </JabatanDetails>
  );
}
