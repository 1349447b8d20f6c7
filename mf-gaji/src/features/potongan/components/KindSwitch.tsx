import { useId } from 'react';
import { Button, HStack, Stack, Text } from '@portal/design-system';
import { DEDUCTION_KIND_OPTIONS, type DeductionKind } from '../api';

/**
 * "Jenis potongan": salary deductions (uploaded per office) or service deductions (made by the
 * service job). The pages keep the choice in their address (`?kind=service`; gaji is the default).
 */
export function KindSwitch({ value, onChange }: { value: DeductionKind; onChange: (kind: DeductionKind) => void }) {
  const labelId = useId();
  return (
    <Stack gap="1.5">
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        Jenis potongan
      </Text>
      <HStack role="group" aria-labelledby={labelId} gap="0" data-testid="kind-switch">
        {DEDUCTION_KIND_OPTIONS.map((option, i) => {
          const active = option.kind === value;
          return (
            <Button
              key={option.kind}
              size="sm"
              kind={active ? 'primary' : 'secondary'}
              aria-pressed={active}
              roundedStart={i === 0 ? undefined : '0'}
              roundedEnd={i === DEDUCTION_KIND_OPTIONS.length - 1 ? undefined : '0'}
              onClick={() => {
                if (!active) onChange(option.kind);
              }}
            >
              {option.label}
            </Button>
          );
        })}
      </HStack>
    </Stack>
  );
}
