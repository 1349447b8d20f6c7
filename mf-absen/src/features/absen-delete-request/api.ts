/**
 * Attendance delete request calls (server: modules/absen-delete-request; spec /sdm/pegawai/x/absen
 * delete_request, upload path absen/delete/request/{id}/{file}) and their SWR hooks.
 */
import { useApi, usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type { ApprovalAction } from '@portal/domain';
import type { AbsenDeleteRequestDetail, AbsenDeleteRequestInput, AbsenDeleteRequestRow } from '@portal/contracts';

export const DELETE_REQUEST_PATH = '/sdm/pegawai/x/absen/delete_request';

export interface ListQuery {
  page: number;
  per_page: number;
  search?: string;
  is_myturn?: boolean;
}

type DetailAnswer = { message: string; data: AbsenDeleteRequestDetail };

export function useDeleteRequests(query: ListQuery) {
  return usePagedList<AbsenDeleteRequestRow>(useTransport(), DELETE_REQUEST_PATH, query as unknown as QueryParams);
}

export function useDeleteRequest(id: number) {
  const transport = useTransport();
  const path = `${DELETE_REQUEST_PATH}/${id}`;
  return useApi<{ data: AbsenDeleteRequestDetail }>(Number.isInteger(id) && id > 0 ? [path] : null, () =>
    transport.request('GET', path),
  );
}

export function createDeleteRequest(transport: Transport, input: AbsenDeleteRequestInput): Promise<DetailAnswer> {
  return transport.request('POST', DELETE_REQUEST_PATH, { body: input });
}

/** request, approve, reject, cancel, reset, reverse: the server refuses what is not allowed now. */
export function actOnDeleteRequest(
  transport: Transport,
  id: number,
  action: ApprovalAction,
  note?: string,
): Promise<DetailAnswer> {
  return transport.request('PUT', `${DELETE_REQUEST_PATH}/${id}`, { body: { action, note: note || null } });
}

export function recordDeleteRequestFile(
  transport: Transport,
  id: number,
  file: { path: string; name: string },
): Promise<DetailAnswer> {
  return transport.request('PUT', `${DELETE_REQUEST_PATH}/${id}`, { body: { action: 'update_files', files: [file] } });
}

export function destroyDeleteRequestFile(transport: Transport, id: number, fileId: number): Promise<DetailAnswer> {
  return transport.request('PUT', `${DELETE_REQUEST_PATH}/${id}`, {
    body: { action: 'destroy_file', file_id: fileId },
  });
}

export function deleteDeleteRequest(transport: Transport, id: number): Promise<{ message: string }> {
  return transport.request('DELETE', `${DELETE_REQUEST_PATH}/${id}`);
}

/** The upload path the file platform accepts for a request's attachment. */
export function attachmentPath(id: number, fileName: string): `absen/delete/request/${number}/${string}` {
  return `absen/delete/request/${id}/${fileName.replace(/[/\\]/g, '_')}`;
}
