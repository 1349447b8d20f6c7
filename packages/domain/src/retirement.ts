import { DateTime } from 'luxon';

/** Spec sections 4 and 9: retirement date = birth date + 56 years. */
export const RETIREMENT_AGE = 56;

export interface RemainingTime {
  years: number;
  months: number;
  days: number;
}

export type NowInput = Date | number | DateTime;

/** Birth dates arrive as 'YYYY-MM-DD' or as a timestamp; the calendar date as written is what counts. */
function parseBirthDate(birthIsoDate: string | null | undefined): DateTime | null {
  if (!birthIsoDate) return null;
  const parsed = DateTime.fromISO(birthIsoDate.trim().replace(' ', 'T'), { zone: 'utc', setZone: true });
  if (!parsed.isValid) return null;
  return DateTime.utc(parsed.year, parsed.month, parsed.day);
}

/** "Today" is the calendar day where the code runs (the user's office), compared as a plain date. */
function todayOf(now: NowInput | undefined): DateTime {
  const local =
    now === undefined
      ? DateTime.local()
      : DateTime.isDateTime(now)
        ? now
        : typeof now === 'number'
          ? DateTime.fromMillis(now)
          : DateTime.fromJSDate(now);
  return DateTime.utc(local.year, local.month, local.day);
}

function retirementDay(birthIsoDate: string | null | undefined): DateTime | null {
  // luxon clamps 29 February to the 28th when the target year is not a leap year.
  return parseBirthDate(birthIsoDate)?.plus({ years: RETIREMENT_AGE }) ?? null;
}

/** ISO date ('YYYY-MM-DD') of retirement, or null for a missing/invalid birth date. */
export function retirementDate(birthIsoDate: string | null | undefined): string | null {
  return retirementDay(birthIsoDate)?.toISODate() ?? null;
}

/**
 * Time left until the retirement date. On the retirement date itself the age is reached, so nothing
 * remains and the result is null, as it is afterwards (and for an invalid birth date).
 */
export function remainingUntilRetirement(
  birthIsoDate: string | null | undefined,
  now?: NowInput,
): RemainingTime | null {
  const retirement = retirementDay(birthIsoDate);
  if (!retirement) return null;
  const today = todayOf(now);
  if (today >= retirement) return null;
  const { years, months, days } = retirement.diff(today, ['years', 'months', 'days']).toObject();
  return { years: years ?? 0, months: months ?? 0, days: Math.round(days ?? 0) };
}

export const PAST_RETIREMENT_LABEL = 'Lewat umur pensiun';

/** '3 tahun 2 bulan 5 hari', 'Lewat umur pensiun', or '-' when the birth date is unknown. */
export function formatRemainingUntilRetirement(birthIsoDate: string | null | undefined, now?: NowInput): string {
  if (!retirementDay(birthIsoDate)) return '-';
  const remaining = remainingUntilRetirement(birthIsoDate, now);
  if (!remaining) return PAST_RETIREMENT_LABEL;
  return `${remaining.years} tahun ${remaining.months} bulan ${remaining.days} hari`;
}
