import { Box, Button, Heading, Text, VStack } from '@portal/design-system';
import { Link as RouterLink } from '@portal/design-system/router';

/** Where the guard (and any 403 from the API) sends the user. */
export default function UnauthorizedPage() {
  return (
    <Box role="alert" textAlign="center" py="12" data-testid="unauthorized-page">
      <VStack gap="4">
        <Text fontSize="5xl" fontWeight="bold" color="fg.muted" aria-hidden="true">
          403
        </Text>
        <Heading as="h1" size="lg">
          Anda tidak memiliki akses ke halaman ini
        </Heading>
        <Text color="fg.muted" maxW="lg">
          Halaman yang Anda buka memerlukan hak akses (role) atau jabatan yang tidak Anda miliki. Jika Anda merasa
          seharusnya dapat membukanya, hubungi Divisi SDM.
        </Text>
        <Button asChild>
          <RouterLink to="/home">Kembali ke Beranda</RouterLink>
        </Button>
      </VStack>
    </Box>
  );
}
