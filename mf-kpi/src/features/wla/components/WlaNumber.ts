import { formatDecimal } from '@portal/domain';

/** FTE, gap and minutes in the Indonesian format with two decimals ("1.234,50"); '-' when missing. */
export const decimalText = (value: string | null | undefined) => formatDecimal(value) || '-';
