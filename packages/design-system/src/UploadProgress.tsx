import { HStack, Progress, Text } from '@chakra-ui/react';
import { TEXTS } from './texts';

export interface UploadProgressProps {
  /** 0–100; values outside are clamped and fractions rounded. */
  value: number;
  /** What is being uploaded, e.g. the file name. */
  label?: string;
}

/** Real upload progress: bar + rounded percentage, and 'Finishing...' once the bytes are sent. */
export function UploadProgress({ value, label }: UploadProgressProps) {
  const percent = Math.min(100, Math.max(0, Math.round(Number.isFinite(value) ? value : 0)));
  const finishing = percent === 100;
  return (
    <Progress.Root value={percent} max={100} size="sm" striped={finishing} animated={finishing}>
      <HStack justify="space-between" mb="1" fontSize="sm">
        <Progress.Label>{label ?? TEXTS.uploadProgress}</Progress.Label>
        <HStack gap="2">
          {finishing ? (
            <Text as="span" color="fg.muted" aria-live="polite">
              {TEXTS.finishing}
            </Text>
          ) : null}
          <Progress.ValueText>{`${percent}%`}</Progress.ValueText>
        </HStack>
      </HStack>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
