import type { SanksiJenisRow } from '@portal/contracts';
import { Badge } from '@portal/design-system';
import { kelasPalette } from '../api';

/** A sanction's type as a badge coloured by its parent's class (spec: 1 success, 2 warning, else danger). */
export function SanksiBadge({ jenis }: { jenis: SanksiJenisRow }) {
  return (
    <Badge
      colorPalette={kelasPalette(jenis.parent.kelas_id)}
      title={`${jenis.parent.nama} (${jenis.parent.kelas.nama})`}
    >
      {jenis.nama}
    </Badge>
  );
}
