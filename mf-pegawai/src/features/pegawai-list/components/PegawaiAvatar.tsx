import { Avatar } from '@portal/design-system';
import { initials, usePhotoUrl } from '../api';

export interface PegawaiAvatarProps {
  nama: string;
  photo: string | null;
}

/** The employee photo (spec: photos/{id}.jpeg, read through a signed address); initials without one. */
export function PegawaiAvatar({ nama, photo }: PegawaiAvatarProps) {
  const src = usePhotoUrl(photo);
  return (
    <Avatar.Root size="sm" aria-hidden="true">
      <Avatar.Fallback>{initials(nama)}</Avatar.Fallback>
      {src ? <Avatar.Image src={src} alt="" /> : null}
    </Avatar.Root>
  );
}
