import { Box, Text } from '@portal/design-system';

export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" py="4" px={{ base: '3', md: '6' }} data-testid="footer">
      <Text fontSize="sm" color="fg.muted">
        © {new Date().getFullYear()} Portal SDM · Divisi Sumber Daya Manusia
      </Text>
    </Box>
  );
}
