import { Box, Heading, Text, VStack } from '@portal/design-system';
import type { VersionMismatch } from '../federation/version-mismatch';

/**
 * A remote built against another version of a shared package than the portal runs: refused whole
 * (it could otherwise misread a contract), with what an administrator needs to mend it.
 */
export function VersionMismatchNotice({ moduleName, mismatch }: { moduleName: string; mismatch: VersionMismatch }) {
  return (
    <Box
      role="alert"
      borderWidth="1px"
      borderColor="border.warning"
      rounded="lg"
      p="8"
      textAlign="center"
      data-testid="version-mismatch"
    >
      <VStack gap="3">
        <Heading as="h2" size="md">
          Versi modul tidak cocok dengan portal
        </Heading>
        <Text>
          Modul <b>{moduleName}</b> dibangun untuk {mismatch.pkg} {mismatch.needs}, sedangkan portal memakai versi{' '}
          {mismatch.provided}.
        </Text>
        <Text color="fg.muted">
          Halaman modul ini tidak dibuka agar data tidak salah dibaca. Hubungi admin portal untuk memasang versi modul
          yang sesuai.
        </Text>
      </VStack>
    </Box>
  );
}
