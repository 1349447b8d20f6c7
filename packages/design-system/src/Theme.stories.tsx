import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Button } from './Button';
import type { Meta, StoryObj } from '@storybook/react-webpack5';

const STEPS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];

function ThemeOverview() {
  return (
    <Stack gap="6">
      <Heading size="lg">Portal SDM</Heading>
      <SimpleGrid columns={11} gap="1">
        {STEPS.map((step) => (
          <Stack key={step} gap="1" align="center">
            <Box w="full" h="10" rounded="sm" bg={`brand.${step}`} />
            <Text fontSize="xs">{step}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      <HStack gap="2">
        <Button>Simpan</Button>
        <Button kind="secondary">Batal</Button>
        <Button kind="quiet">Filter</Button>
        <Button kind="danger">Hapus</Button>
      </HStack>
      <HStack gap="2">
        <Badge bg="status.success" color="white">
          Fit
        </Badge>
        <Badge bg="status.danger" color="white">
          Under Load
        </Badge>
        <Badge bg="status.warning" color="white">
          Over Load
        </Badge>
      </HStack>
    </Stack>
  );
}

const meta = {
  title: 'Design system/Theme',
  component: ThemeOverview,
} satisfies Meta<typeof ThemeOverview>;

export default meta;
export const Overview: StoryObj<typeof meta> = {};
