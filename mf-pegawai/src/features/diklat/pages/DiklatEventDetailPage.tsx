import { useSearchParams } from '@portal/design-system/router';
import { PageError } from '../../../shared/PageError';
import { useDiklatEvent } from '../api';
import { DiklatEventDetail } from '../components/DiklatEventDetail';

/** /pegawai/diklat/event_detail?id= (61): one event opened from elsewhere (a CV, a notification). */
export default function DiklatEventDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) > 0 ? Number(params.get('id')) : null;
  const shown = useDiklatEvent(id);
  const row = shown.data?.data;
  if (!row)
    return <PageError error={shown.error ?? (id === null ? { message: 'Event diklat tidak ditemukan' } : undefined)} />;
  return <DiklatEventDetail row={row} refresh={() => void shown.mutate()} />;
}
