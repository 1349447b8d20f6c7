import { Link as RouterLink } from '@portal/design-system/router';
import { Box, Heading, Link, PageHeader, SimpleGrid, Stack, Text } from '@portal/design-system';

const GUIDES = [
  {
    to: '/guidelines/sdm',
    title: 'Pedoman SDM',
    description: 'Pengelolaan data pegawai, persetujuan, akun dan laporan untuk staf Divisi SDM.',
  },
  {
    to: '/guidelines/programmer',
    title: 'Pedoman Programmer',
    description: 'Cara portal dibangun, cara divisi merilis remote-nya, cara menjalankan dan menguji satu remote.',
  },
];

/** /guidelines (57): the two guidelines (their routes stay out of the side menu). */
export default function GuidelinesPage() {
  return (
    <Stack gap="4" data-testid="guidelines-page">
      <PageHeader size="xl" title="Pedoman" description="Pedoman kerja Portal SDM." />
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3">
        {GUIDES.map((guide) => (
          <Box as="li" key={guide.to} borderWidth="1px" rounded="md" p="4">
            <Heading as="h2" size="sm">
              <Link asChild colorPalette="brand">
                <RouterLink to={guide.to}>{guide.title}</RouterLink>
              </Link>
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {guide.description}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
