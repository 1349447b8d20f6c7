import { useMemo } from 'react';
import { buildMenu, portalNow } from '@portal/domain';
import { Badge, Box, Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@portal/design-system';
import { Link as RouterLink } from '@portal/design-system/router';
import type { SessionClient } from '@portal/contracts';
import { usePortalRoutes } from '../routing/PortalRoutesContext';
import { preloadRoutePage } from '../routing/RoutePage';
import { subjectOf, useSessionUser } from '../session/SessionContext';
import { HomeInfo } from './HomeInfo';

/** Optional names the session client may carry next to the ids. */
type UserWithNames = SessionClient;

function greeting(hour: number): string {
  if (hour < 11) return 'Selamat pagi';
  if (hour < 15) return 'Selamat siang';
  if (hour < 18) return 'Selamat sore';
  return 'Selamat malam';
}

/** Landing page: who is signed in, where they work, and shortcuts to the menu groups they may open. */
export default function HomePage() {
  const user = useSessionUser() as UserWithNames | null;
  const routes = usePortalRoutes();
  const groups = useMemo(() => (user ? buildMenu(routes, subjectOf(user)) : []), [routes, user]);
  if (!user) return null;
  const workplace = [user.jabatan_nama, user.kantor_nama].filter(Boolean).join(' · ');

  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="xl" data-testid="home-greeting">
          {greeting(portalNow().hour)}, {user.nama || user.name}
        </Heading>
        {workplace ? (
          <Text color="fg.muted" data-testid="home-workplace">
            {workplace}
          </Text>
        ) : (
          <Text color="fg.muted">Nama user: {user.name}</Text>
        )}
      </Box>
      <HomeInfo />
      <Box>
        <Heading as="h2" size="md" mb="3">
          Akses cepat
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="home-shortcuts">
          {groups.map(({ group, items }) => (
            <Card.Root key={group} size="sm">
              <Card.Header>
                <HStack justify="space-between">
                  <Heading as="h3" size="sm">
                    {group}
                  </Heading>
                  <Badge variant="subtle">{items.length} menu</Badge>
                </HStack>
              </Card.Header>
              <Card.Body>
                <Stack gap="1">
                  {items.slice(0, 4).map((item) => (
                    <Link key={item.href} asChild fontSize="sm" color="colorPalette.fg">
                      <RouterLink to={item.href} onMouseEnter={() => preloadRoutePage(item.route)}>
                        {item.label}
                      </RouterLink>
                    </Link>
                  ))}
                  {items.length > 4 ? (
                    <Text fontSize="xs" color="fg.muted">
                      dan {items.length - 4} menu lain di menu samping
                    </Text>
                  ) : null}
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
