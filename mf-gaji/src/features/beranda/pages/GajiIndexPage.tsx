import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '@portal/api-client';
import { allows } from '@portal/domain';
import { Box, EmptyState, Heading, Link, PageHeader, SimpleGrid, Stack, Text } from '@portal/design-system';
import { routes } from '../../../routes';

/** /gaji (10, not 8/52): the salary pages this user may open, by the same policies as the guard and menu. */
export default function GajiIndexPage() {
  const user = useCurrentUser();
  const open = routes.filter(
    (r) =>
      r.path !== '/gaji' &&
      r.meta.menu !== false &&
      user !== null &&
      (!r.meta.policy || allows(r.meta.policy, { rolesId: user.rolesId, jabatanId: user.jabatan_id })),
  );
  return (
    <Stack gap="4" data-testid="gaji-index-page">
      <PageHeader size="xl" title="Penggajian" description="Potongan gaji, penghasilan dan plafon tunjangan." />
      {open.length === 0 ? (
        <EmptyState title="Tidak ada halaman penggajian untuk Anda" />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="3">
          {open.map((r) => (
            <Box as="li" key={r.path} borderWidth="1px" rounded="md" p="4" _hover={{ bg: 'bg.muted' }}>
              <Heading as="h2" size="sm">
                <Link asChild colorPalette="brand">
                  <RouterLink to={r.path}>{r.meta.title}</RouterLink>
                </Link>
              </Heading>
              <Text fontSize="xs" color="fg.muted">
                {r.path}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
