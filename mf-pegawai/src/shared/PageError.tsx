import { Text } from '@portal/design-system';

/** A failed load, read out by screen readers. */
export function PageError({ error }: { error: { message: string } | undefined }) {
  return error ? (
    <Text color="fg.error" role="alert">
      {error.message}
    </Text>
  ) : null;
}
