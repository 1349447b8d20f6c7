import { useRef, useState } from 'react';
import { Button, notify, notifyError, VisuallyHidden } from '@portal/design-system';
import { PHOTO_TYPES, photoProblem, readAsDataUrl } from './read-file';

export interface PhotoUploadButtonProps {
  /** The button's text. */
  children: string;
  /** The hidden file input's accessible name, e.g. 'Unggah foto Budi'. */
  inputLabel: string;
  /** Sends the photo as a data URL; its answer's message is shown. */
  send: (dataUrl: string) => Promise<{ message: string }>;
  onUploaded: () => void;
  kind?: 'secondary' | 'quiet';
  testId?: string;
}

/**
 * A button that opens the file chooser for a photo (JPEG/PNG, at most 2 MB: refused here with the
 * reason before anything is sent), then sends it and reports the answer.
 */
export function PhotoUploadButton({
  children,
  inputLabel,
  send,
  onUploaded,
  kind = 'secondary',
  testId,
}: PhotoUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File) {
    const problem = photoProblem(file);
    if (problem) return notify.error(problem);
    setBusy(true);
    try {
      notify.success((await send(await readAsDataUrl(file))).message);
      onUploaded();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          aria-label={inputLabel}
          data-testid={testId}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) void upload(file);
          }}
        />
      </VisuallyHidden>
      <Button kind={kind} size="xs" loading={busy} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
