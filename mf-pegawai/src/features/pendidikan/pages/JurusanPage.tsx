import { PageHeader, Stack } from '@portal/design-system';
import { MasterUsage, useMasterList } from '../../keluarga/public';
import { useJurusan, usePendidikanCount } from '../api';

/** /pegawai/pendidikan/jurusan (57): the majors under their level, with how many records name each. */
export default function JurusanPage() {
  const levels = useMasterList('pendidikan').data ?? [];
  const majors = useJurusan();
  const counts = usePendidikanCount('jurusan');
  const levelName = new Map(levels.map((l) => [l.id, l.nama]));
  return (
    <Stack gap="4" maxW="3xl">
      <PageHeader title="Jurusan" size="xl" />
      <MasterUsage
        caption="Jurusan"
        nameHeader="Jurusan"
        parentHeader="Jenjang"
        items={majors.data?.data}
        counts={counts.data}
        error={majors.error ?? counts.error}
        parentOf={(m) => (m.parent_id === null ? null : (levelName.get(m.parent_id) ?? null))}
      />
    </Stack>
  );
}
