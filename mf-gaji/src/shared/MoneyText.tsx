import { Text, type TextProps } from '@portal/design-system';
import { formatRupiah } from '@portal/domain';

/** An amount from the server (decimal string) in 'Rp 1.250.000,00', right-aligned digits. */
export function MoneyText({ value, ...rest }: { value: string | null | undefined } & TextProps) {
  return (
    <Text as="span" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" {...rest}>
      {formatRupiah(value)}
    </Text>
  );
}
