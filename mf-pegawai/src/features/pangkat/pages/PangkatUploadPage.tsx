import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import type { PegawaiPangkatRow } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import {
  notifyError,
  EmptyState,
  notify,
  SearchableSelect,
  UploadProgress,
  Box,
  Heading,
  HStack,
  Input,
  Link,
  Stack,
  Table,
  Text,
} from '@portal/design-system';
import {
  gradeText,
  searchPegawai,
  uploadDecree,
  useDecreeFiles,
  usePegawaiPangkatRecords,
  type PegawaiPick,
} from '../api';

function DecreeFiles({ record }: { record: PegawaiPangkatRow }) {
  const transport = useTransport();
  const files = useDecreeFiles(record.id);
  const [percent, setPercent] = useState<number | null>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    try {
      notify.success((await uploadDecree(transport, record.id, file, setPercent)).message);
      void files.mutate();
    } catch (error) {
      notifyError(error);
    } finally {
      setPercent(null);
    }
  };

  return (
    <Stack gap="1">
      {(files.data?.data ?? []).map((f) => (
        <Link key={f.id} href={f.url} target="_blank" rel="noopener noreferrer" colorPalette="brand" fontSize="sm">
          {f.name}
        </Link>
      ))}
      <Box as="label" fontSize="sm">
        <Text srOnly>File SK untuk pangkat {record.pangkat.nama}</Text>
        <Input
          type="file"
          size="xs"
          p="1"
          accept=".pdf,.jpg,.jpeg,.png"
          disabled={percent !== null}
          onChange={(e) => void send(e.target.files?.[0])}
        />
      </Box>
      {percent !== null ? <UploadProgress value={percent} /> : null}
    </Stack>
  );
}

/** /pegawai/pangkat/upload (1 or 57, not 8): attach decree files (PDF/JPEG/PNG, at most 2 MB) to an employee's rank records. */
export default function PangkatUploadPage() {
  const transport = useTransport();
  const [pegawai, setPegawai] = useState<PegawaiPick | null>(null);
  const records = usePegawaiPangkatRecords(pegawai?.id ?? null);
  const rows = records.data?.data;
  return (
    <Stack gap="4" maxW="4xl">
      <Heading as="h1" size="xl">
        Upload SK Pangkat
      </Heading>
      <SearchableSelect<PegawaiPick>
        label="Pegawai"
        options={[]}
        searchKeys={['npp']}
        selectedOptions={pegawai ? [pegawai] : []}
        loadOptions={(search) => searchPegawai(transport, search)}
        value={pegawai?.id ?? null}
        onChange={(_id, item) => setPegawai(item)}
        placeholder="Ketik nama atau NPP (lebih dari 3 huruf)"
      />
      {records.error ? <Text color="fg.error">{records.error.message}</Text> : null}
      {rows && rows.length === 0 ? <EmptyState title="Pegawai ini belum punya riwayat pangkat" /> : null}
      {rows && rows.length > 0 ? (
        <Table.Root size="sm" variant="outline" aria-label="Riwayat pangkat pegawai">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Pangkat</Table.ColumnHeader>
              <Table.ColumnHeader>Grade</Table.ColumnHeader>
              <Table.ColumnHeader>TMT</Table.ColumnHeader>
              <Table.ColumnHeader>Nomor SK</Table.ColumnHeader>
              <Table.ColumnHeader>File SK</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell>{r.pangkat.nama}</Table.Cell>
                <Table.Cell>{gradeText(r.pangkat)}</Table.Cell>
                <Table.Cell>{formatDate(r.awal)}</Table.Cell>
                <Table.Cell>{r.nomor_sk ?? '-'}</Table.Cell>
                <Table.Cell>
                  <HStack>
                    <DecreeFiles record={r} />
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </Stack>
  );
}
