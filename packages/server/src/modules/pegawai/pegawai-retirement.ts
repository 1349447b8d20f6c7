/**
 * The retirement rules of @portal/domain (spec sections 4 and 9: birth date + 56 years, remaining
 * time or 'Lewat umur pensiun'), read the way src/platform/domain.ts reads run-time values (the
 * domain package may load as CommonJS under tsx), so server and browser show the same text.
 */
import { domain } from '../../platform/domain.js';

export const { RETIREMENT_AGE, formatRemainingUntilRetirement, PAST_RETIREMENT_LABEL } = domain;
