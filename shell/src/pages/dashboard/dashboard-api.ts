import { useApi, useTransport, type Transport } from '@portal/api-client';
import type { DashboardTopicKey } from './dashboard-topics';

/** GET /api/dashboard (role 10): every topic; POST event=refresh (roles 1, 57) recomputes them in a job. */
export const DASHBOARD_PATH = '/dashboard';

export interface DashboardTopic {
  /** Null: no data for the topic yet (never an invented number). */
  value: unknown;
  updated_at: string | null;
  /** 'Belum tersedia' for null values; an explanation for some computed ones. */
  note?: string;
}

export type DashboardData = Partial<Record<DashboardTopicKey, DashboardTopic>> &
  Record<string, DashboardTopic | undefined>;

export function fetchDashboard(transport: Transport): Promise<DashboardData> {
  return transport.request<{ data: DashboardData }>('GET', DASHBOARD_PATH).then((answer) => answer.data);
}

export function useDashboard() {
  const transport = useTransport();
  return useApi<DashboardData>([DASHBOARD_PATH], () => fetchDashboard(transport), { revalidateOnFocus: false });
}

export interface RefreshAnswer {
  /** 'Job executed' (spec section 8). */
  message: string;
  data: { job_id: string };
}

export function requestDashboardRefresh(transport: Transport): Promise<RefreshAnswer> {
  return transport.request<RefreshAnswer>('POST', DASHBOARD_PATH, { body: { event: 'refresh' } });
}
