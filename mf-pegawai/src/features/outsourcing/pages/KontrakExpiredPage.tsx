import { useState } from 'react';
import { useAllows, useTransport } from '@portal/api-client';
import type { OutsourcingPerpanjangInput } from '@portal/contracts';
import { POLICY } from '@portal/domain';
import { Button, notify, PageHeader, Stack, Text } from '@portal/design-system';
import {
  extendKontrak,
  OUTSOURCING_JABATAN_PATH,
  OUTSOURCING_JENIS_PATH,
  useOutsourcingList,
  useOutsourcingOptions,
} from '../api';
import { OutsourcingTable } from '../components/OutsourcingTable';
import { PerpanjangDialog } from '../components/PerpanjangDialog';
import { useOutsourcingListQuery } from '../list-query';

/**
 * /outsourcing/kontrak_expired: the workers whose last contract has ended or ends within 30 days,
 * the nearest end first. Who manages outsourcing picks rows and extends them together (all or none).
 */
export default function KontrakExpiredPage() {
  const transport = useTransport();
  const canManage = useAllows(POLICY.manageOutsourcing);
  const [query, setQuery] = useOutsourcingListQuery();
  const list = useOutsourcingList('index_expired', query);
  const jabatan = useOutsourcingOptions(OUTSOURCING_JABATAN_PATH);
  const jenis = useOutsourcingOptions(OUTSOURCING_JENIS_PATH);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [extending, setExtending] = useState(false);

  const extend = async (input: OutsourcingPerpanjangInput) => {
    notify.success((await extendKontrak(transport, input)).message);
    setExtending(false);
    setSelected(new Set());
    void list.mutate();
  };

  return (
    <Stack gap="4">
      <PageHeader title="Kontrak Outsourcing Berakhir" size="xl">
        {canManage ? (
          <Button
            size="sm"
            disabled={selected.size === 0}
            onClick={() => setExtending(true)}
            data-testid="perpanjang-open"
          >
            Perpanjang Kontrak ({selected.size})
          </Button>
        ) : null}
      </PageHeader>
      <Text>Kontrak yang sudah berakhir atau berakhir dalam 30 hari, yang paling dekat lebih dulu.</Text>
      <OutsourcingTable
        list={list}
        query={query}
        setQuery={setQuery}
        jabatan={jabatan}
        jenis={jenis}
        caption="Daftar kontrak outsourcing berakhir"
        emptyText="Tidak ada kontrak yang berakhir dalam 30 hari"
        canManage={canManage}
        selected={canManage ? selected : undefined}
        onToggle={(row, checked) =>
          setSelected((current) => {
            const next = new Set(current);
            if (checked) next.add(row.id);
            else next.delete(row.id);
            return next;
          })
        }
      />
      {extending ? (
        <PerpanjangDialog ids={[...selected]} onSubmit={extend} onClose={() => setExtending(false)} />
      ) : null}
    </Stack>
  );
}
