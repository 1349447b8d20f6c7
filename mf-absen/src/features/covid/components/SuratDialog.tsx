import { useState } from 'react';
import { downloadFile, useApi, useTransport } from '@portal/api-client';
import type { CovidPivotRow } from '@portal/contracts';
import {
  notifyError,
  FileOpener,
  notify,
  UploadProgress,
  useConfirm,
  Box,
  Button,
  Dialog,
  HStack,
  Input,
  Portal,
  Stack,
  Text,
} from '@portal/design-system';
import { deleteSurat, listSurat, uploadSurat } from '../api';

/** Letters (surat) of one declaration: list, upload with progress, delete (while allowed). */
export function SuratDialog({ row, onClose }: { row: CovidPivotRow; onClose: () => void }) {
  const transport = useTransport();
  const confirm = useConfirm();
  const [percent, setPercent] = useState<number | null>(null);
  const surat = useApi(['covid-surat', row.id], () => listSurat(transport, row.id));

  const upload = async (file: File) => {
    setPercent(0);
    try {
      notify.success(await uploadSurat(transport, row.id, file, setPercent));
      await surat.mutate();
    } catch (error) {
      notifyError(error);
    } finally {
      setPercent(null);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{`Surat — ${row.pegawai.nama}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2" pb="4">
                {surat.data?.data.length === 0 ? (
                  <Text color="fg.muted" fontSize="sm">
                    Belum ada surat.
                  </Text>
                ) : null}
                {surat.data?.data.map((f) => (
                  <HStack key={f.id} justify="space-between">
                    <FileOpener location={f.location} load={(location) => downloadFile(transport, location)}>
                      {f.name}
                    </FileOpener>
                    <Button
                      kind="danger"
                      size="xs"
                      onClick={() =>
                        void confirm({
                          title: 'Hapus surat?',
                          message: f.name,
                          destructive: true,
                          confirmLabel: 'Hapus',
                          onConfirm: async () => {
                            notify.success((await deleteSurat(transport, f.id)).message);
                            await surat.mutate();
                          },
                        })
                      }
                    >
                      Hapus
                    </Button>
                  </HStack>
                ))}
                {percent !== null ? (
                  <Box data-testid="upload-progress">
                    <UploadProgress value={percent} label="Mengunggah surat" />
                  </Box>
                ) : (
                  <Box>
                    <label htmlFor="covid-surat-file">
                      <Text fontSize="sm" fontWeight="medium">
                        Unggah surat (PDF, JPG, PNG, maks. 5 MB)
                      </Text>
                    </label>
                    <Input
                      id="covid-surat-file"
                      type="file"
                      size="sm"
                      accept=".pdf,.jpg,.jpeg,.png"
                      onChange={(e) => {
                        const file = e.target.files?.[0];
                        e.target.value = '';
                        if (file) void upload(file);
                      }}
                    />
                  </Box>
                )}
              </Stack>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
