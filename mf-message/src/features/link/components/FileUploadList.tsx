import { useEffect, useRef, useState } from 'react';
import {
  ApiError,
  isAbortError,
  requestUploadUrl,
  uploadToAddress,
  useCaptchaToken,
  useTransport,
  type UploadAddressPath,
} from '@portal/api-client';
import { UploadProgress, Box, Button, HStack, Stack, Text, VisuallyHidden } from '@portal/design-system';
import { formatFileSize } from '../api';

/** What the file platform accepts (server: content-check.ts), and its default size limit. */
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,.xlsx,.docx';
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export interface UploadedFileRef {
  path: UploadAddressPath;
  name: string;
}

export interface FileUploadListProps {
  /** The storage key of a chosen file, one of the spec's upload paths (e.g. `link/7/surat.pdf`). */
  pathFor: (fileName: string) => UploadAddressPath;
  /** Records an uploaded file (e.g. the link's `update_files`); a rejection marks the file failed. */
  onRecord: (file: UploadedFileRef) => Promise<unknown>;
  /** After each recorded file, e.g. to reload the list that shows it. */
  onUploaded?: () => void;
  accept?: string;
  maxBytes?: number;
  disabled?: boolean;
}

type Phase = 'waiting' | 'preparing' | 'uploading' | 'done' | 'error';

interface Item {
  key: number;
  name: string;
  size: number;
  phase: Phase;
  percent: number;
  error?: string;
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError && error.errors) return Object.values(error.errors).flat()[0] ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

function allowedByName(name: string, accept: string): boolean {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot).toLowerCase() : '';
  return accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .includes(ext);
}

/**
 * The spec's upload-address flow for each chosen file, one after another: a solved captcha and an
 * upload address (POST /storage store_get_url_upload), the PUT of the bytes with real progress
 * (rounded percent, 'Finishing...' at 100 while the server stores and records it), then `onRecord`.
 */
export function FileUploadList({
  pathFor,
  onRecord,
  onUploaded,
  accept = UPLOAD_ACCEPT,
  maxBytes = UPLOAD_MAX_BYTES,
  disabled,
}: FileUploadListProps) {
  const transport = useTransport();
  const getCaptcha = useCaptchaToken();
  const [items, setItems] = useState<Item[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextKey = useRef(1);
  const aborter = useRef(new AbortController());
  // The latest callbacks, so a queued upload reports to the page as it is now.
  const callbacks = useRef({ pathFor, onRecord, onUploaded });
  callbacks.current = { pathFor, onRecord, onUploaded };

  useEffect(() => {
    const controller = new AbortController();
    aborter.current = controller;
    return () => controller.abort();
  }, []);

  const update = (key: number, patch: Partial<Item>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  async function upload(key: number, file: File): Promise<void> {
    const signal = aborter.current.signal;
    if (file.size > maxBytes)
      return update(key, {
        phase: 'error',
        error: `Ukuran file melebihi batas ${Math.round(maxBytes / 1024 / 1024)} MB`,
      });
    if (!allowedByName(file.name, accept))
      return update(key, {
        phase: 'error',
        error: 'Jenis file tidak diizinkan. Jenis yang diizinkan: PDF, JPEG, PNG, XLSX, DOCX',
      });
    try {
      update(key, { phase: 'preparing' });
      const path = callbacks.current.pathFor(file.name);
      const url = await requestUploadUrl(transport, { path, captcha: await getCaptcha(signal) });
      update(key, { phase: 'uploading', percent: 0 });
      await uploadToAddress(url, file, (percent) => update(key, { percent }), signal);
      update(key, { percent: 100 });
      await callbacks.current.onRecord({ path, name: file.name });
      update(key, { phase: 'done' });
      callbacks.current.onUploaded?.();
    } catch (error) {
      if (!isAbortError(error)) update(key, { phase: 'error', error: messageOf(error) });
    }
  }

  function choose(files: FileList | null) {
    const chosen = Array.from(files ?? []);
    if (inputRef.current) inputRef.current.value = '';
    const added = chosen.map((file) => ({
      file,
      item: { key: nextKey.current++, name: file.name, size: file.size, phase: 'waiting' as Phase, percent: 0 },
    }));
    setItems((list) => [...list.filter((item) => item.phase !== 'done'), ...added.map((a) => a.item)]);
    for (const { file, item } of added) queue.current = queue.current.then(() => upload(item.key, file));
  }

  return (
    <Stack gap="3" data-testid="file-upload-list">
      <HStack gap="3" wrap="wrap">
        <VisuallyHidden asChild>
          <input
            ref={inputRef}
            type="file"
            multiple
            accept={accept}
            aria-label="Pilih file untuk diunggah"
            data-testid="file-upload-input"
            disabled={disabled}
            onChange={(e) => choose(e.currentTarget.files)}
          />
        </VisuallyHidden>
        <Button kind="secondary" size="sm" disabled={disabled} onClick={() => inputRef.current?.click()}>
          Pilih File
        </Button>
        <Text fontSize="sm" color="fg.muted">
          PDF, JPEG, PNG, XLSX atau DOCX, maksimal {Math.round(maxBytes / 1024 / 1024)} MB per file.
        </Text>
      </HStack>
      {items.map((item) => (
        <Box key={item.key} borderWidth="1px" rounded="md" p="3" data-testid="file-upload-item" data-phase={item.phase}>
          {item.phase === 'uploading' ? (
            <Box data-testid="upload-progress">
              <UploadProgress value={item.percent} label={`${item.name} (${formatFileSize(item.size)})`} />
            </Box>
          ) : (
            <HStack justify="space-between" gap="3" fontSize="sm">
              <Text truncate>{item.name}</Text>
              <ItemStatus item={item} />
            </HStack>
          )}
        </Box>
      ))}
    </Stack>
  );
}

function ItemStatus({ item }: { item: Item }) {
  if (item.phase === 'error')
    return (
      <Text color="fg.error" role="alert">
        {item.error}
      </Text>
    );
  if (item.phase === 'done') return <Text color="fg.success">Berhasil diunggah</Text>;
  return <Text color="fg.muted">{item.phase === 'preparing' ? 'Menyiapkan unggahan...' : 'Menunggu giliran...'}</Text>;
}
