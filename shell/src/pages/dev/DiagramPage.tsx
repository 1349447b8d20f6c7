import { useMemo } from 'react';
import { useApi } from '@portal/api-client';
import { Heading, List, LoadingState, Stack, Text } from '@portal/design-system';
import { ArchitectureDiagram } from './ArchitectureDiagram';
import { layoutArchitecture } from './architecture-layout';
import { loadPortalModules } from './system-info';

/**
 * /diagram (63): the portal's architecture drawn from the remotes.json the shell runs with — a remote
 * added, moved to another host or down shows here at once, unlike a picture that drifts.
 */
export default function DiagramPage() {
  const modules = useApi(['dev:modules'], loadPortalModules, { revalidateOnFocus: false });
  const layout = useMemo(
    () =>
      modules.data
        ? layoutArchitecture(
            modules.data.modules.map((module) => ({
              name: module.name,
              manifestUrl: module.manifestUrl,
              unavailable: module.error !== null,
            })),
          )
        : null,
    [modules.data],
  );

  return (
    <Stack gap="4" data-testid="diagram-page">
      <Heading as="h1" size="xl">
        Diagram Arsitektur
      </Heading>
      <Text color="fg.muted">
        Digambar dari remotes.json yang sedang dipakai portal. Kotak merah bergaris putus-putus: remote yang
        manifest-nya tidak menjawab.
      </Text>
      {layout ? <ArchitectureDiagram layout={layout} title="Arsitektur Portal SDM" /> : <LoadingState />}
      <List.Root ps="5" gap="1" fontSize="sm">
        <List.Item>
          Shell memuat tabel route setiap remote sebagai data dan kodenya hanya saat halamannya dibuka.
        </List.Item>
        <List.Item>Shell dan remote memanggil satu API Fastify; API menyimpan data di PostgreSQL.</List.Item>
        <List.Item>Job latar belakang (pg-boss) memakai PostgreSQL yang sama sebagai antrian.</List.Item>
        <List.Item>
          Realtime: setiap proses server mendengarkan NOTIFY PostgreSQL dan mengirim event ke browser lewat SSE.
        </List.Item>
      </List.Root>
    </Stack>
  );
}
