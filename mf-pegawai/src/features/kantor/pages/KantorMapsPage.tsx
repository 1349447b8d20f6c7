import { useEffect, useState } from 'react';
import { Heading, Stack, Table, Text } from '@portal/design-system';
import { fetchMapTileUrl, useKantorMaps } from '../api';
import { KantorMap } from '../components/KantorMap';
import { PageError } from '../../../shared/PageError';

/**
 * /kantor/maps (role 10): offices with coordinates on a map (tiles from the server's MAP_TILE_URL),
 * and always as a list below it; when the tiles cannot be reached only the list remains.
 */
export default function KantorMapsPage() {
  const points = useKantorMaps();
  const [tileUrl, setTileUrl] = useState<string | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    void fetchMapTileUrl().then((url) => alive && setTileUrl(url));
    return () => {
      alive = false;
    };
  }, []);

  const rows = points.data ?? [];
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        Peta Kantor
      </Heading>
      <PageError error={points.error} />
      {points.isLoading ? <Text>Memuat…</Text> : null}
      {points.data && rows.length === 0 ? <Text>Belum ada kantor dengan koordinat.</Text> : null}
      {rows.length > 0 && tileUrl && !tilesFailed ? (
        <KantorMap points={rows} tileUrl={tileUrl} onTilesFailed={() => setTilesFailed(true)} />
      ) : null}
      {tilesFailed ? (
        <Text role="status" color="fg.muted">
          Peta tidak dapat dimuat; kantor ditampilkan sebagai daftar.
        </Text>
      ) : null}
      {rows.length > 0 ? (
        <Table.Root size="sm" variant="outline">
          <Table.Caption>Kantor dengan koordinat</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Kantor</Table.ColumnHeader>
              <Table.ColumnHeader>Alamat</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Latitude</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Longitude</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((k) => (
              <Table.Row key={k.id}>
                <Table.Cell>{k.display_name}</Table.Cell>
                <Table.Cell>{k.alamat ?? '-'}</Table.Cell>
                <Table.Cell textAlign="end">{k.latitude.toFixed(5)}</Table.Cell>
                <Table.Cell textAlign="end">{k.longitude.toFixed(5)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </Stack>
  );
}
