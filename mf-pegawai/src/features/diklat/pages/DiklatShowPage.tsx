import { useParams } from '@portal/design-system/router';
import { PageError } from '../../../shared/PageError';
import { useDiklatEventByToken } from '../api';
import { DiklatEventDetail } from '../components/DiklatEventDetail';

/** /pegawai/diklat/show/:token (61, full width): one event by its token, with files and participants. */
export default function DiklatShowPage() {
  const { token } = useParams();
  const shown = useDiklatEventByToken(token);
  const row = shown.data?.data;
  if (!row) return <PageError error={shown.error} />;
  return <DiklatEventDetail row={row} refresh={() => void shown.mutate()} />;
}
