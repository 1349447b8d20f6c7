import { Link as RouterLink } from '@portal/design-system/router';
import { HStack, Link } from '@portal/design-system';
import { TARGET_ROUTES } from '../api';

const LINKS = [
  { to: TARGET_ROUTES.index, label: 'Daftar' },
  { to: `${TARGET_ROUTES.index}?view=pivot`, label: 'Pivot' },
  { to: TARGET_ROUTES.belumUpload, label: 'Belum Upload' },
  { to: TARGET_ROUTES.register, label: 'Upload' },
  { to: TARGET_ROUTES.cekSaldo, label: 'Cek Saldo' },
  { to: TARGET_ROUTES.cekTarget, label: 'Cek Target' },
];

/** Links between the funds-target pages (the guard still decides what opens). */
export function TargetNav() {
  return (
    <HStack as="nav" gap="4" wrap="wrap" aria-label="Halaman target pegawai kontrak" fontSize="sm">
      {LINKS.map((l) => (
        <Link key={l.to} asChild colorPalette="brand">
          <RouterLink to={l.to}>{l.label}</RouterLink>
        </Link>
      ))}
    </HStack>
  );
}
