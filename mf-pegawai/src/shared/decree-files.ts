/**
 * Decree files (SK) of a register record, stored as JSON base64 by the server (sanctions, terminations:
 * the sanctions' file shapes of @portal/contracts). `path` is the record's file collection.
 */
import { useApi, useTransport, type Transport } from '@portal/api-client';
import type { SanksiFileAnswer, SanksiFileListAnswer } from '@portal/contracts';
import { readAsDataUrl } from './read-file';

export function useDecreeFiles(path: string) {
  const transport = useTransport();
  return useApi<SanksiFileListAnswer>([path], () => transport.request('GET', path));
}

/** Sends the file as base64 (the server takes decree files as JSON; at most 2 MB). */
export async function uploadDecreeFile(
  transport: Transport,
  path: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<SanksiFileAnswer> {
  const content_base64 = (await readAsDataUrl(file)).replace(/^data:[^,]*,/, '');
  return transport.request<SanksiFileAnswer>('POST', path, {
    body: { name: file.name, content_base64 },
    onUploadProgress: onProgress,
  });
}

export function deleteDecreeFile(transport: Transport, path: string, fileId: number): Promise<SanksiFileAnswer> {
  return transport.request('DELETE', `${path}/${fileId}`);
}
