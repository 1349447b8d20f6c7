/**
 * The officers' (PIC) calls (packages/contracts/src/pic.ts; spec section 7 /sdm/pic), their SWR hooks
 * and the form's schema. Paths and limits are written here as the contract has them.
 */
import * as yup from 'yup';
import { useApi, usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import { MESSAGES } from '@portal/domain';
import type { MessageAnswer, PicInput, PicMutation, PicRow, PicTopicAnswer } from '@portal/contracts';

export const PIC_PATH = '/sdm/pic';
export const PIC_TOPIC_PATH = `${PIC_PATH}/x/topic`;
export const PIC_LIMITS = { topic: 100, keterangan: 500 } as const;

/** Compose (mf-message's mail feature) with the officer as the recipient: ?to=pegawai_id&nama=…. */
export function composeTo(row: Pick<PicRow, 'pegawai_id' | 'pegawai_nama'>): string {
  return `/message/mail?${new URLSearchParams({ to: String(row.pegawai_id), nama: row.pegawai_nama }).toString()}`;
}

export interface PicListQuery {
  page: number;
  per_page: number;
  search?: string;
  kantor_id?: number;
  topic?: string;
}

export function usePicList(query: PicListQuery) {
  return usePagedList<PicRow>(useTransport(), PIC_PATH, query as unknown as QueryParams);
}

export function usePicTopics() {
  const transport = useTransport();
  return useApi<PicTopicAnswer>([PIC_TOPIC_PATH], () => transport.request<PicTopicAnswer>('GET', PIC_TOPIC_PATH));
}

export function createPic(transport: Transport, input: PicInput): Promise<PicMutation> {
  return transport.request<PicMutation>('POST', PIC_PATH, { body: input });
}

export function updatePic(transport: Transport, id: number, input: PicInput): Promise<PicMutation> {
  return transport.request<PicMutation>('PUT', `${PIC_PATH}/${id}`, { body: input });
}

export function deletePic(transport: Transport, id: number): Promise<MessageAnswer> {
  return transport.request<MessageAnswer>('DELETE', `${PIC_PATH}/${id}`);
}

export interface PicFormValues {
  kantor_id: number | null;
  topic: string;
  pegawai_id: number | null;
  keterangan: string;
}

export const EMPTY_PIC_FORM: PicFormValues = { kantor_id: null, topic: '', pegawai_id: null, keterangan: '' };

export function picFormValues(row: PicRow): PicFormValues {
  return { kantor_id: row.kantor_id, topic: row.topic, pegawai_id: row.pegawai_id, keterangan: row.keterangan ?? '' };
}

/** The service's rules before anything is sent (the server checks them again: 422 per field). */
export const picFormSchema = yup.object({
  kantor_id: yup.number().nullable().required(MESSAGES.fieldRequired),
  topic: yup
    .string()
    .trim()
    .required(MESSAGES.fieldRequired)
    .max(PIC_LIMITS.topic, `Topik paling banyak ${PIC_LIMITS.topic} karakter`),
  pegawai_id: yup.number().nullable().required(MESSAGES.fieldRequired),
  keterangan: yup.string().max(PIC_LIMITS.keterangan, `Keterangan paling banyak ${PIC_LIMITS.keterangan} karakter`),
});

export function toPicInput(values: PicFormValues): PicInput {
  return {
    kantor_id: Number(values.kantor_id),
    topic: values.topic.trim(),
    pegawai_id: Number(values.pegawai_id),
    keterangan: values.keterangan.trim() || null,
  };
}
