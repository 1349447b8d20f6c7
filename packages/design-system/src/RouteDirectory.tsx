import { Link as RouterLink } from '@portal/design-system/router';
import { useCurrentUser } from '@portal/api-client';
import { buildMenu, type PortalRoute } from '@portal/domain';
import { Box, Heading, Link, SimpleGrid, Stack, Text } from './chakra';
import { PageHeader } from './PageHeader';
import { EmptyState } from './PageStates';

export interface RouteDirectoryProps {
  /** The remote's route table; the directory lists the pages of it this user may open. */
  routes: readonly PortalRoute[];
  /** The group page's own path (left out of its list). */
  groupPath: string;
  title: string;
  description?: string;
  /** Shown when the user may open none of the pages. */
  emptyTitle: string;
}

/**
 * A module's group page (e.g. /gaji, /penilaian): a card per side-menu entry of the module this user
 * may open. The entries come from the side menu's own builder (`buildMenu`: same policies as the page
 * guard, same labels and query), so the group page and the menu never disagree.
 */
export function RouteDirectory({ routes, groupPath, title, description, emptyTitle }: RouteDirectoryProps) {
  const user = useCurrentUser();
  const open =
    user === null
      ? []
      : buildMenu(routes, { rolesId: user.rolesId, jabatanId: user.jabatan_id })
          .flatMap((group) => group.items)
          .filter((item) => item.route.path !== groupPath);
  return (
    <Stack gap="4" data-testid="route-directory">
      <PageHeader size="xl" title={title} description={description} />
      {open.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="3">
          {open.map((item) => (
            <Box as="li" key={item.href} borderWidth="1px" rounded="md" p="4" _hover={{ bg: 'bg.muted' }}>
              <Heading as="h2" size="sm">
                <Link asChild colorPalette="brand">
                  <RouterLink to={item.href}>{item.label}</RouterLink>
                </Link>
              </Heading>
              <Text fontSize="xs" color="fg.muted">
                {item.route.path}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
