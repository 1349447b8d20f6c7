import { useTransport } from '@portal/api-client';
import { Avatar, HStack } from '@portal/design-system';
import { initials, usePhotoUrl } from '../../pegawai-list/public';
import { PhotoUploadButton } from '../../../shared/PhotoUploadButton';
import { uploadOutsourcingPhoto } from '../api';

/** The worker's photo (a signed address of the stored key), else their initials. */
export function OutsourcingAvatar({ nama, photo }: { nama: string; photo: string | null }) {
  const src = usePhotoUrl(photo);
  return (
    <Avatar.Root size="sm">
      <Avatar.Fallback>{initials(nama)}</Avatar.Fallback>
      {src ? <Avatar.Image src={src} alt={`Foto ${nama}`} /> : null}
    </Avatar.Root>
  );
}

/** The avatar with an upload button (JPEG/PNG, 2 MB) for who manages outsourcing. */
export function OutsourcingPhotoUpload({
  id,
  nama,
  photo,
  onUploaded,
}: {
  id: number;
  nama: string;
  photo: string | null;
  onUploaded: () => void;
}) {
  const transport = useTransport();
  return (
    <HStack gap="2">
      <OutsourcingAvatar nama={nama} photo={photo} />
      <PhotoUploadButton
        kind="quiet"
        inputLabel={`Unggah foto ${nama}`}
        send={(dataUrl) => uploadOutsourcingPhoto(transport, id, dataUrl)}
        onUploaded={onUploaded}
      >
        Foto
      </PhotoUploadButton>
    </HStack>
  );
}
