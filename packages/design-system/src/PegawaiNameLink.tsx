import { Link as RouterLink } from '@portal/design-system/router';
import { Link } from './chakra';

/** The CV's address (mf-pegawai's `/pegawai/show/:id?`): one place, for every list that names employees. */
export function pegawaiCvPath(id: number): string {
  return `/pegawai/show/${id}`;
}

export interface PegawaiNameLinkProps {
  id: number;
  nama: string;
  /** Shown after the name inside the link, e.g. the NPP: '(55501234)'. */
  detail?: string;
}

/**
 * An employee's name that opens their CV: a real link (keyboard, middle click, a new tab), so every
 * employee list leads to the person instead of ending at the name.
 */
export function PegawaiNameLink({ id, nama, detail }: PegawaiNameLinkProps) {
  return (
    <Link
      asChild
      fontWeight="medium"
      color="fg"
      textDecoration="underline"
      textDecorationColor="border.emphasized"
      _hover={{ textDecorationColor: 'currentColor' }}
    >
      <RouterLink to={pegawaiCvPath(id)}>{detail ? `${nama} ${detail}` : nama}</RouterLink>
    </Link>
  );
}
