import { useApi, useTransport, type Transport } from '@portal/api-client';
import type { DashboardRefreshAnswer, DashboardTopicValue } from '@portal/contracts';
import type { DashboardTopicKey } from './dashboard-topics';

/** GET /api/dashboard (role 10): every topic; POST event=refresh (roles 1, 57) recomputes them in a job. */
export const DASHBOARD_PATH = '/dashboard';

/** One topic's value, when it was computed, and a note. */
export type DashboardTopic = DashboardTopicValue;

export type DashboardData = Partial<Record<DashboardTopicKey, DashboardTopic>> &
  Record<string, DashboardTopic | undefined>;

export function fetchDashboard(transport: Transport): Promise<DashboardData> {
  return transport.request<{ data: DashboardData }>('GET', DASHBOARD_PATH).then((answer) => answer.data);
}

export function useDashboard() {
  const transport = useTransport();
  return useApi<DashboardData>([DASHBOARD_PATH], () => fetchDashboard(transport), { revalidateOnFocus: false });
}

/** 'Job executed' (spec section 8) and the job to follow. */
export type RefreshAnswer = DashboardRefreshAnswer;

export function requestDashboardRefresh(transport: Transport): Promise<RefreshAnswer> {
  return transport.request<RefreshAnswer>('POST', DASHBOARD_PATH, { body: { event: 'refresh' } });
}
