import { useRef, useState } from 'react';
import { useTransport } from '@portal/api-client';
import { Avatar, Button, HStack, notify, notifyError, VisuallyHidden } from '@portal/design-system';
import { initials, usePhotoUrl } from '../../pegawai-list/public';
import { PHOTO_TYPES, photoProblem, readAsDataUrl } from '../../../shared/read-file';
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
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File) {
    const problem = photoProblem(file);
    if (problem) return notify.error(problem);
    setBusy(true);
    try {
      notify.success((await uploadOutsourcingPhoto(transport, id, await readAsDataUrl(file))).message);
      onUploaded();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <HStack gap="2">
      <OutsourcingAvatar nama={nama} photo={photo} />
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          aria-label={`Unggah foto ${nama}`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
      </VisuallyHidden>
      <Button kind="quiet" size="xs" loading={busy} onClick={() => input.current?.click()}>
        Foto
      </Button>
    </HStack>
  );
}
