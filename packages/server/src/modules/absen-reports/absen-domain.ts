/**
 * The attendance run-time values of @portal/domain (absen-vocabulary.ts), through the same
 * CommonJS/ES module door as platform/domain.ts (which lists only the platform's own values).
 * Shared by the three modules of ADR 0017: absen-reports, absen-delete-request and covid.
 */
import { domain } from '../../platform/domain.js';

export const {
  ABSEN_JAM_MASUK,
  ABSEN_YEAR_REPORT_MESSAGE,
  ABSEN_DELETE_REQUEST_MESSAGES,
  ABSEN_DAY_LABELS,
  APPROVAL_STATUS_LABELS,
  COVID_MESSAGES,
  MONTHS,
} = domain;
