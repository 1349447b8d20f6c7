/** The user's own sessions, paged (spec §7 /ai/x/session without event). */
import { usePagedList, useTransport, type QueryParams } from '@portal/api-client';
import type { AiSessionRow } from '@portal/contracts';

export const AI_SESSION_PATH = '/ai/x/session';

export interface SessionListQuery {
  page: number;
  per_page: number;
  search?: string;
}

export function useSessionList(query: SessionListQuery) {
  return usePagedList<AiSessionRow>(useTransport(), AI_SESSION_PATH, query as unknown as QueryParams);
}
