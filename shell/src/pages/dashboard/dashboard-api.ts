import { useApi, useTransport, type Transport } from '@portal/api-client';
import type { DashboardRefreshAnswer, DashboardScope, DashboardTopicValue } from '@portal/contracts';
import type { DashboardTopicKey } from './dashboard-topics';

/** GET /api/dashboard (role 10): every topic; POST event=refresh (roles 1, 57) recomputes them in a job. */
export const DASHBOARD_PATH = '/dashboard';

/** One topic's value, when it was computed, and a note. */
export type DashboardTopic = DashboardTopicValue;

export type DashboardData = Partial<Record<DashboardTopicKey, DashboardTopic>> &
  Record<string, DashboardTopic | undefined>;

/** The topics and whose figures they are (every office, or the caller's office and those below it). */
export interface DashboardView {
  data: DashboardData;
  /** Absent from an older server: read as unknown. */
  scope?: DashboardScope;
}

export function fetchDashboard(transport: Transport): Promise<DashboardView> {
  return transport.request<DashboardView>('GET', DASHBOARD_PATH);
}

export function useDashboard() {
  const transport = useTransport();
  return useApi<DashboardView>([DASHBOARD_PATH], () => fetchDashboard(transport), { revalidateOnFocus: false });
}

/** 'Job executed' (spec section 8) and the job to follow. */
export type RefreshAnswer = DashboardRefreshAnswer;

export function requestDashboardRefresh(transport: Transport): Promise<RefreshAnswer> {
  return transport.request<RefreshAnswer>('POST', DASHBOARD_PATH, { body: { event: 'refresh' } });
}
