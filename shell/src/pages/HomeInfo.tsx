import { useCallback, useState } from 'react';
import { usePagedList, useTransport } from '@portal/api-client';
import { formatDate } from '@portal/domain';
import type { ChannelPostRow, InfobankRow } from '@portal/contracts';
import { Box, Button, Card, FileOpener, Heading, HStack, Stack, Text, type FileLoader } from '@portal/design-system';

/** The announcements valid today (GET /general/infobank?event=index_active), then the public channel's newest posts. */
export function HomeInfo() {
  const transport = useTransport();
  const announcements = usePagedList<InfobankRow>(transport, '/general/infobank', {
    event: 'index_active',
    per_page: 5,
  });
  const [channelPage, setChannelPage] = useState(1);
  const channel = usePagedList<ChannelPostRow>(transport, '/general/channel/x/public', {
    page: channelPage,
    per_page: 3,
  });
  // An attachment: its signed address, then the bytes (PDF and images open in a new tab).
  const load = useCallback<FileLoader>(
    async (location) => {
      const row = announcements.data?.data.find((r) => r.attachments.some((a) => a.location === location));
      const file = row?.attachments.find((a) => a.location === location);
      if (!row || !file) throw new Error('Lampiran tidak ditemukan');
      const { data: url } = await transport.request<{ data: string }>('GET', `/general/infobank/${row.id}/x/file`, {
        query: { file_id: file.id },
      });
      const response = await fetch(url);
      if (!response.ok) throw Object.assign(new Error(response.statusText), { status: response.status });
      return { blob: await response.blob(), fileName: file.name, contentType: file.content_type };
    },
    [transport, announcements.data],
  );
  const items = announcements.data?.data ?? [];
  const posts = channel.data?.data ?? [];
  if (items.length === 0 && posts.length === 0) return null;

  return (
    <Stack gap="4">
      {items.length > 0 ? (
        <Box data-testid="home-announcements">
          <Heading as="h2" size="md" mb="3">
            Pengumuman
          </Heading>
          <Stack gap="3">
            {items.map((row) => (
              <Card.Root key={row.id} size="sm" data-testid="home-announcement">
                <Card.Body gap="1">
                  <Heading as="h3" size="sm">
                    {row.judul}
                  </Heading>
                  <Text fontSize="sm" whiteSpace="pre-line">
                    {row.isi}
                  </Text>
                  {row.attachments.map((file) => (
                    <FileOpener key={file.id} location={file.location} load={load} size="xs" w="fit-content">
                      {file.name}
                    </FileOpener>
                  ))}
                  <Text fontSize="xs" color="fg.muted">
                    Berlaku {formatDate(row.valid_from)}
                    {row.valid_until ? ` s.d. ${formatDate(row.valid_until)}` : ''}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        </Box>
      ) : null}
      {posts.length > 0 ? (
        <Box data-testid="home-channel">
          <Heading as="h2" size="md" mb="3">
            Kanal Informasi
          </Heading>
          <Stack gap="2">
            {posts.map((post) => (
              <HStack key={post.id} align="flex-start" justify="space-between" gap="3" borderBottomWidth="1px" pb="2">
                <Box>
                  <Text fontWeight="medium">{post.judul}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {post.isi}
                  </Text>
                </Box>
                <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                  {formatDate(post.created_at)}
                </Text>
              </HStack>
            ))}
          </Stack>
          {(channel.data?.last_page ?? 1) > 1 ? (
            <HStack justify="flex-end" gap="2" mt="2">
              <Button kind="quiet" size="xs" disabled={channelPage <= 1} onClick={() => setChannelPage((p) => p - 1)}>
                Lebih baru
              </Button>
              <Button
                kind="quiet"
                size="xs"
                disabled={channelPage >= (channel.data?.last_page ?? 1)}
                onClick={() => setChannelPage((p) => p + 1)}
              >
                Lebih lama
              </Button>
            </HStack>
          ) : null}
        </Box>
      ) : null}
    </Stack>
  );
}
