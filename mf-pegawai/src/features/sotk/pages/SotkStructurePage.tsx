import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import type { SotkStructureRow } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate } from '@portal/domain';
import {
  tableQueryHandlers,
  notify,
  useConfirm,
  type DataTableColumn,
  Button,
  Heading,
  HStack,
  Stack,
  Text,
  FollowedJob,
  useUrlQuery,
  type UrlQuerySchema,
} from '@portal/design-system';
import { RegisterTable } from '../../../shared/ListTable';
import { KantorPicker } from '../../kantor/public';
import { postSotk, useCanWriteSotk, useSotkStructure, type PageQuery } from '../api';

const columns: DataTableColumn<SotkStructureRow>[] = [
  { key: 'bidangtugas', header: 'Bidang tugas', render: (r) => r.bidangtugas },
  { key: 'jabatan', header: 'Jabatan', render: (r) => <Text fontWeight="medium">{r.jabatan}</Text> },
  { key: 'formasi', header: 'Formasi', render: (r) => r.formasi },
  { key: 'updated_at', header: 'Diperbarui', render: (r) => formatDate(r.updated_at) },
];

/** The list's state lives in the address: back returns to it, and the address can be shared. */
const QUERY_SCHEMA: UrlQuerySchema<PageQuery> = { page: 'number', per_page: 'number', search: 'string' };

/**
 * /sotk/structure: the positions an office should have (formasi). Admins (1, 57, 64) rebuild it from
 * the standard of the office's level; the rebuild runs in the background and is followed here.
 */
export default function SotkStructurePage() {
  const transport = useTransport();
  const confirm = useConfirm();
  const canWrite = useCanWriteSotk();
  const [kantorId, setKantorId] = useState<number | null>(null);
  const [query, setQuery] = useUrlQuery<PageQuery>(QUERY_SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
  const [jobId, setJobId] = useState<string | null>(null);
  const list = useSotkStructure(kantorId, query);

  const reset = async () => {
    if (!kantorId) return;
    const ok = await confirm({
      title: 'Reset struktur SOTK',
      message: 'Struktur kantor ini diganti dengan standar level kantornya. Lanjutkan?',
      confirmLabel: 'Reset',
      destructive: true,
    });
    if (!ok) return;
    try {
      const answer = await postSotk(transport, { action: 'storeResetStructure', kantor_id: kantorId });
      notify.success(answer.message);
      setJobId(answer.data.job_id ?? null);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        Struktur SOTK
      </Heading>
      <HStack wrap="wrap">
        <KantorPicker
          value={kantorId}
          onChange={(id) => (setKantorId(id), setQuery((q) => ({ ...q, page: DEFAULT_PAGE })))}
        />
        {canWrite && kantorId ? (
          <Button kind="danger" onClick={() => void reset()}>
            Reset struktur
          </Button>
        ) : null}
      </HStack>
      <FollowedJob jobId={jobId} label="Reset struktur SOTK" onDone={() => void list.mutate()} />
      {kantorId === null ? (
        <Text color="fg.muted">Pilih kantor untuk melihat strukturnya.</Text>
      ) : (
        <>
          <RegisterTable<SotkStructureRow>
            list={list}
            search={query.search}
            caption="Struktur SOTK kantor"
            columns={columns}
            emptyText="Kantor ini belum memiliki struktur SOTK"
            searchPlaceholder="Cari jabatan"
            {...tableQueryHandlers(setQuery)}
          />
        </>
      )}
    </Stack>
  );
}
