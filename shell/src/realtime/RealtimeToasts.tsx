import { useRealtime } from '@portal/api-client';
import { showRealtimeToast } from './realtime-toasts';

/**
 * Mounted once in the signed-in app: keeps the user's push stream open and turns `notification`
 * and `job.done` events into toasts. Renders nothing.
 */
export function RealtimeToasts() {
  useRealtime(showRealtimeToast);
  return null;
}
