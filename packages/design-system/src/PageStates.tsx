import { Badge, Box, EmptyState as ChakraEmptyState, Heading, Spinner, Text, VStack } from '@chakra-ui/react';
import { Button } from './Button';
import type { ReactNode } from 'react';
import { TEXTS } from './texts';

export interface UnderConstructionProps {
  /** The page's own title, e.g. 'Rekap Absensi'. */
  title: string;
  /** Optional extra line, e.g. which issue delivers the page. */
  note?: ReactNode;
}

/** Placeholder for routes whose page is not built yet: clearly marked, never pretending to work. */
export function UnderConstruction({ title, note }: UnderConstructionProps) {
  return (
    <Box
      role="status"
      data-under-construction=""
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="orange.300"
      bg="orange.50"
      _dark={{ bg: 'orange.950', borderColor: 'orange.700' }}
      rounded="lg"
      p={{ base: '6', md: '10' }}
      textAlign="center"
    >
      <VStack gap="3">
        <Badge colorPalette="orange" variant="solid" size="md">
          {TEXTS.underConstructionBadge}
        </Badge>
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        <Text fontWeight="semibold">{TEXTS.underConstruction}</Text>
        <Text color="fg.muted" maxW="lg">
          {TEXTS.underConstructionDetail}
        </Text>
        {note ? (
          <Text color="fg.muted" fontSize="sm">
            {note}
          </Text>
        ) : null}
      </VStack>
    </Box>
  );
}

export interface ModuleUnavailableProps {
  onRetry?: () => void;
  /** The module's name, shown under the message. */
  moduleName?: string;
}

/** Fallback for a remote that failed to load: the rest of the portal keeps working. */
export function ModuleUnavailable({ onRetry, moduleName }: ModuleUnavailableProps) {
  return (
    <Box role="alert" borderWidth="1px" borderColor="border.error" bg="bg.error" rounded="lg" p="8" textAlign="center">
      <VStack gap="3">
        <Heading as="h2" size="md">
          {TEXTS.moduleUnavailable}
        </Heading>
        {moduleName ? (
          <Text fontFamily="mono" fontSize="sm">
            {moduleName}
          </Text>
        ) : null}
        <Text color="fg.muted">{TEXTS.moduleUnavailableDetail}</Text>
        {onRetry ? (
          <Button size="sm" onClick={onRetry}>
            {TEXTS.retry}
          </Button>
        ) : null}
      </VStack>
    </Box>
  );
}

export interface EmptyStateProps {
  title?: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** A button or link to act on the empty state. */
  action?: ReactNode;
}

export function EmptyState({ title = TEXTS.noData, description, icon, action }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root size="sm">
      <ChakraEmptyState.Content>
        {icon ? <ChakraEmptyState.Indicator>{icon}</ChakraEmptyState.Indicator> : null}
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {description ? <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description> : null}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}

export interface ErrorStateProps {
  /** What went wrong, as the server or the network said it. */
  message: string;
  onRetry?: () => void;
}

/** A list or page that could not be loaded: the reason and a retry, never an empty state beside it. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <VStack role="alert" gap="2" py="6" textAlign="center" data-testid="error-state">
      <Text color="fg.error">{message}</Text>
      {onRetry ? (
        <Button kind="secondary" size="sm" onClick={onRetry}>
          {TEXTS.retry}
        </Button>
      ) : null}
    </VStack>
  );
}

export interface LoadingStateProps {
  label?: string;
}

export function LoadingState({ label = TEXTS.loading }: LoadingStateProps) {
  return (
    <VStack role="status" aria-live="polite" gap="2" py="8" color="fg.muted">
      <Spinner size="md" color="colorPalette.solid" />
      <Text fontSize="sm">{label}</Text>
    </VStack>
  );
}
