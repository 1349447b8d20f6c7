import { MESSAGES, NOTIFY_MS } from '@portal/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from './toast';

/**
 * Opening a stored file (spec section 9): JPEG, PNG and PDF open in a new tab, every other type
 * downloads. On failure the response's status text shows as an error notification for 5 s; when
 * no response came at all (network down), a plain alert.
 *
 * The design system does not fetch: the caller passes a loader, normally the api-client's
 * `downloadFile(transport, location)` (GET /api/storage?location=…).
 */

export interface OpenableFile {
  blob: Blob;
  fileName: string;
  /** MIME type; the blob's or the name's extension when absent. */
  contentType?: string;
}

export type FileLoader = (location: string) => Promise<OpenableFile>;

export type FileOpenMode = 'tab' | 'download';

const VIEWABLE_TYPES = new Set(['image/jpeg', 'image/png', 'application/pdf']);
const VIEWABLE_EXTENSIONS: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** Object URLs are revoked after this long: the new tab must have loaded the file by then. */
export const OBJECT_URL_LIFETIME_MS = 60_000;

function extensionType(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? VIEWABLE_EXTENSIONS[fileName.slice(dot + 1).toLowerCase()] : undefined;
}

/** The type the opener acts on: the declared one (without parameters), else the blob's, else the name's. */
export function resolveFileType(file: OpenableFile): string {
  const declared = (file.contentType || file.blob.type || '').split(';')[0].trim().toLowerCase();
  return declared && declared !== 'application/octet-stream' ? declared : (extensionType(file.fileName) ?? declared);
}

export function fileOpenMode(file: OpenableFile): FileOpenMode {
  return VIEWABLE_TYPES.has(resolveFileType(file)) ? 'tab' : 'download';
}

interface ErrorLike {
  status?: number;
  statusText?: string;
  message?: string;
}

/** The spec's failure display: a response → its status text, 5 s; none → alert. */
export function reportFileOpenError(error: unknown): void {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const text = e.statusText || e.message || MESSAGES.somethingWrong;
  if (typeof e.status === 'number' && e.status > 0) notify.error(text, { duration: NOTIFY_MS.default });
  else window.alert(text);
}

/** Saves a loaded file (e.g. a job's xlsx) under its name, the browser's own download. */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  // Revoked later, not at once: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  download(url, fileName);
}

function download(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * Shows a loaded file: a new tab for viewable types (falls back to a download when the browser
 * blocks the tab), a download for the rest. Returns what it did.
 */
export function showFile(file: OpenableFile): FileOpenMode {
  const type = resolveFileType(file);
  // Re-typed so a PDF served as octet-stream still renders in the browser's viewer.
  const blob = type && file.blob.type !== type ? new Blob([file.blob], { type }) : file.blob;
  const url = URL.createObjectURL(blob);
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  if (fileOpenMode(file) === 'tab') {
    const tab = window.open(url, '_blank');
    if (tab) {
      tab.opener = null;
      return 'tab';
    }
  }
  download(url, file.fileName);
  return 'download';
}

export interface FileOpenerState {
  /** Loads and shows the file at `location`; never rejects (failures are reported as the spec says). */
  open(location: string): Promise<FileOpenMode | null>;
  /** The location being loaded, or null. */
  opening: string | null;
}

export function useFileOpener(load: FileLoader): FileOpenerState {
  const [opening, setOpening] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const open = useCallback(
    async (location: string) => {
      setOpening(location);
      try {
        return showFile(await load(location));
      } catch (error) {
        reportFileOpenError(error);
        return null;
      } finally {
        if (mounted.current) setOpening(null);
      }
    },
    [load],
  );

  return { open, opening };
}
