import { Box, Heading, Text, VStack } from '@chakra-ui/react';

const TEXTS = {
  signedOut: {
    title: 'Silakan masuk terlebih dahulu',
    body: 'Halaman ini bagian dari Portal SDM. Masuk melalui Portal SDM, lalu buka kembali halaman ini.',
  },
  forbidden: {
    title: 'Anda tidak memiliki akses ke halaman ini',
    body: 'Hubungi administrator Portal SDM bila Anda memerlukan akses.',
  },
} as const;

/** What a remote mounted outside the shell shows instead of a page the user may not open. */
export function GuardNotice({ kind }: { kind: keyof typeof TEXTS }) {
  return (
    <Box role="alert" borderWidth="1px" rounded="lg" p="8" textAlign="center" data-testid={`guard-${kind}`}>
      <VStack gap="2">
        <Heading as="h1" size="md">
          {TEXTS[kind].title}
        </Heading>
        <Text color="fg.muted">{TEXTS[kind].body}</Text>
      </VStack>
    </Box>
  );
}
