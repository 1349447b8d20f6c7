import { useState } from 'react';
import { downloadFile, requestUploadUrl, uploadToAddress, useCaptchaToken, useTransport } from '@portal/api-client';
import type { AbsenDeleteRequestFile } from '@portal/contracts';
import {
  notifyError,
  FileOpener,
  UploadProgress,
  useConfirm,
  Box,
  Button,
  HStack,
  Input,
  Stack,
  Text,
} from '@portal/design-system';
import { attachmentPath } from '../api';

export interface DeleteRequestAttachmentProps {
  requestId: number;
  files: AbsenDeleteRequestFile[];
  canEdit: boolean;
  onRecord: (file: { path: string; name: string }) => Promise<void>;
  onDestroy: (fileId: number) => Promise<void>;
}

/** Attachments (upload-address flow: captcha → address → PUT with progress → record). */
export function DeleteRequestAttachment({
  requestId,
  files,
  canEdit,
  onRecord,
  onDestroy,
}: DeleteRequestAttachmentProps) {
  const transport = useTransport();
  const getCaptcha = useCaptchaToken();
  const confirm = useConfirm();
  const [percent, setPercent] = useState<number | null>(null);

  const upload = async (file: File) => {
    const path = attachmentPath(requestId, file.name);
    setPercent(0);
    try {
      const url = await requestUploadUrl(transport, { path, captcha: await getCaptcha() });
      await uploadToAddress(url, file, setPercent);
      setPercent(100);
      await onRecord({ path, name: file.name });
    } catch (error) {
      notifyError(error);
    } finally {
      setPercent(null);
    }
  };

  return (
    <Stack gap="2">
      {files.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          Belum ada lampiran.
        </Text>
      ) : null}
      {files.map((f) => (
        <HStack key={f.id} justify="space-between">
          <FileOpener location={f.location} load={(location) => downloadFile(transport, location)}>
            {f.name}
          </FileOpener>
          {canEdit ? (
            <Button
              kind="danger"
              size="xs"
              onClick={() =>
                void confirm({
                  title: 'Hapus lampiran?',
                  message: f.name,
                  destructive: true,
                  confirmLabel: 'Hapus',
                  onConfirm: () => onDestroy(f.id),
                })
              }
            >
              Hapus
            </Button>
          ) : null}
        </HStack>
      ))}
      {percent !== null ? (
        <Box data-testid="upload-progress">
          <UploadProgress value={percent} label="Mengunggah lampiran" />
        </Box>
      ) : null}
      {canEdit && percent === null ? (
        <Box>
          <label htmlFor="delete-request-file">
            <Text fontSize="sm" fontWeight="medium">
              Tambah lampiran (PDF, JPG, PNG)
            </Text>
          </label>
          <Input
            id="delete-request-file"
            type="file"
            accept=".pdf,.jpg,.jpeg,.png"
            size="sm"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
        </Box>
      ) : null}
    </Stack>
  );
}
