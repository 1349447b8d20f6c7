import { useState } from 'react';
import { formatDate, formatNumber } from '@portal/domain';
import type { LearningMateriRow } from '@portal/contracts';
import { Box, Button, EmptyState, Heading, Link, LoadingState, PageHeader, Stack, Text } from '@portal/design-system';
import { useLearningModules, useMateri, useMateriList } from '../api';

function MateriBody({ id }: { id: number }) {
  const { data, error, isLoading } = useMateri(id);
  if (isLoading) return <LoadingState />;
  if (error || !data) return <EmptyState title="Materi tidak dapat dimuat" description={error?.message} />;
  const materi = data.data;
  return (
    <Stack gap="3" data-testid="materi-body">
      <Heading as="h2" size="md">
        {materi.judul}
      </Heading>
      <Text fontSize="xs" color="fg.muted">
        Diperbarui {formatDate(materi.updated_at)}
      </Text>
      <Text whiteSpace="pre-wrap">{materi.isi}</Text>
      {materi.tautan.length > 0 ? (
        <Stack gap="1">
          <Text fontWeight="medium">Tautan</Text>
          {materi.tautan.map((t) => (
            <Link key={t.url} href={t.url} target="_blank" rel="noopener noreferrer">
              {t.label}
            </Link>
          ))}
        </Stack>
      ) : null}
      {materi.files.length > 0 ? (
        <Stack gap="1">
          <Text fontWeight="medium">Berkas</Text>
          {materi.files.map((f) => (
            <Link key={f.id} href={f.url} target="_blank" rel="noopener noreferrer">
              {f.name} ({formatNumber(Math.ceil(f.size / 1024))} KB)
            </Link>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** /learning/materi/baca: modules in their order, each module's materials; one material opened at a time. */
export default function MateriReaderPage() {
  const modules = useLearningModules();
  const materi = useMateriList({ page: 1, per_page: 100 });
  const [open, setOpen] = useState<number | null>(null);
  const rows: LearningMateriRow[] = materi.data?.data ?? [];

  if (modules.isLoading) return <LoadingState />;
  const list = modules.data?.data ?? [];
  return (
    <Stack gap="5">
      <PageHeader title="Materi Pembelajaran Saya" description="Baca materi per modul sesuai urutannya." />
      {list.length === 0 ? <EmptyState title="Belum ada materi" /> : null}
      {[...list]
        .sort((a, b) => a.urutan - b.urutan)
        .map((modul) => (
          <Box key={modul.id} borderWidth="1px" rounded="md" p="4" data-testid="materi-modul">
            <Heading as="h2" size="md">
              {modul.nama}
            </Heading>
            {modul.deskripsi ? (
              <Text fontSize="sm" color="fg.muted">
                {modul.deskripsi}
              </Text>
            ) : null}
            <Stack gap="1" mt="2">
              {rows
                .filter((r) => r.modul_id === modul.id)
                .map((r) => (
                  <Button
                    key={r.id}
                    kind="quiet"
                    justifyContent="start"
                    px="0"
                    onClick={() => setOpen(open === r.id ? null : r.id)}
                  >
                    {r.urutan}. {r.judul}
                  </Button>
                ))}
            </Stack>
            {open !== null && rows.some((r) => r.id === open && r.modul_id === modul.id) ? (
              <Box mt="3">
                <MateriBody id={open} />
              </Box>
            ) : null}
          </Box>
        ))}
    </Stack>
  );
}
