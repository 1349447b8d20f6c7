import { useCallback } from 'react';
import { useTransport, type QueryParams } from '@portal/api-client';
import { useFileOpener } from '@portal/design-system';

/**
 * A server-built xlsx (pivot, upload results, template) saved under the spec's file name. The
 * design system's file opener reports a failure as the spec says (status text 5 s, else an alert).
 */
export function useXlsxDownload(path: string, fileName: string) {
  const transport = useTransport();
  const load = useCallback(
    async (query: string) => ({
      blob: await transport.request<Blob>('GET', path, {
        query: JSON.parse(query) as QueryParams,
        responseType: 'blob',
        headers: { Accept: '*/*' },
      }),
      fileName,
    }),
    [transport, path, fileName],
  );
  const opener = useFileOpener(load);
  return {
    download: (query: QueryParams = {}) => opener.open(JSON.stringify(query)),
    downloading: opener.opening !== null,
  };
}
