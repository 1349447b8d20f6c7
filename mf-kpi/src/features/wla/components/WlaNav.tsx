import { Link as RouterLink } from '@portal/design-system/router';
import { HStack, Link } from '@portal/design-system';
import { WLA_ROUTES } from '../api';

const LINKS = [
  { to: WLA_ROUTES.index, label: 'Hasil' },
  { to: WLA_ROUTES.activities, label: 'Aktivitas' },
  { to: WLA_ROUTES.kantor, label: 'Per Kantor' },
  { to: WLA_ROUTES.pegawaiJabatan, label: 'Per Jabatan' },
  { to: WLA_ROUTES.export, label: 'Ekspor' },
];

/** Links between the WLA pages. */
export function WlaNav() {
  return (
    <HStack as="nav" gap="4" wrap="wrap" aria-label="Halaman WLA" fontSize="sm">
      {LINKS.map((l) => (
        <Link key={l.to} asChild colorPalette="brand">
          <RouterLink to={l.to}>{l.label}</RouterLink>
        </Link>
      ))}
    </HStack>
  );
}
