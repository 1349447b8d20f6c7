/**
 * The task calls (spec section 7 /sdm/task (+parent, kantor, pegawai, status), section 4 task
 * events), their SWR hooks and the form schema, side by side. Contracts: @portal/contracts task.ts.
 */
import * as yup from 'yup';
import { useApi, usePagedList, useShow, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type {
  TaskCalendarAnswer,
  TaskDeleteAnswer,
  TaskDetail,
  TaskEvent,
  TaskInput,
  TaskMutation,
  TaskOptionsAnswer,
  TaskRow,
  TaskShowAnswer,
  TaskStatusAnswer,
} from '@portal/contracts';

export const TASK_PATH = '/sdm/task';
export const TASK_LIST_ROUTE = '/task';
export const TASK_CALENDAR_ROUTE = '/task/calendar';
/** The task page (spec: show, hidden from menus): `/task/show?id=12`. */
export const taskShowRoute = (id: number) => `/task/show?id=${id}`;

export interface TaskListQuery {
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
  kantor_id?: number;
  pegawai_id?: number;
  status_id?: number;
}

/** GET /sdm/task: the paged list (managers). */
export function useTaskList(query: TaskListQuery) {
  return usePagedList<TaskRow>(useTransport(), TASK_PATH, query as unknown as QueryParams);
}

/** GET /sdm/task/{id}: the task with its sub-tasks, history and the caller's actions; null skips. */
export function useTask(id: number | null) {
  return useShow<TaskShowAnswer>(useTransport(), TASK_PATH, id);
}

export type TaskOptionList = 'parent' | 'kantor' | 'pegawai';

/** GET /sdm/task/{parent|kantor|pegawai}: the filters' choices (id, nama). */
export function useTaskOptions(list: TaskOptionList) {
  const transport = useTransport();
  const path = `${TASK_PATH}/${list}`;
  const { data } = useApi<TaskOptionsAnswer>([path], () => transport.request('GET', path), {
    revalidateOnFocus: false,
  });
  return data?.data ?? [];
}

/** GET /sdm/task/status: Baru, Dikerjakan, Review, Selesai. */
export function useTaskStatuses() {
  const transport = useTransport();
  const path = `${TASK_PATH}/status`;
  const { data } = useApi<TaskStatusAnswer>([path], () => transport.request('GET', path), {
    revalidateOnFocus: false,
  });
  return data?.data ?? [];
}

/** GET /sdm/task/calendar: a month's tasks, its holidays (libur) and the year's working days. */
export function useTaskCalendar(query: { tahun: number; bulan: number; kantor_id?: number; pegawai_id?: number }) {
  const transport = useTransport();
  const path = `${TASK_PATH}/calendar`;
  const params = query as unknown as QueryParams;
  return useApi<TaskCalendarAnswer>([path, params], () => transport.request('GET', path, { query: params }), {
    keepPreviousData: true,
  });
}

/** POST /sdm/task → 'Task created'; PUT /sdm/task/{id} → 'Task updated'. */
export function saveTask(transport: Transport, input: TaskInput, id?: number): Promise<TaskMutation> {
  return id === undefined
    ? transport.request('POST', TASK_PATH, { body: input })
    : transport.request('PUT', `${TASK_PATH}/${id}`, { body: input });
}

/** DELETE /sdm/task/{id}: a parent goes with its sub-tasks (event 'parent_delete'). */
export function deleteTask(transport: Transport, id: number): Promise<TaskDeleteAnswer> {
  return transport.request('DELETE', `${TASK_PATH}/${id}`);
}

/** POST /sdm/task/{id} with an event: a note, a review, the approval, or a sub-task (store_child). */
export function sendTaskEvent(
  transport: Transport,
  id: number,
  event: TaskEvent,
  body: Record<string, unknown> = {},
): Promise<TaskMutation> {
  return transport.request('POST', `${TASK_PATH}/${id}`, { body: { event, ...body } });
}

// ---- the form ------------------------------------------------------------------------------------

export interface TaskFormValues {
  nama: string;
  deskripsi: string;
  kantor_id: number | null;
  pegawai_id: number | null;
  batas_tanggal: string;
}

export const EMPTY_TASK_FORM: TaskFormValues = {
  nama: '',
  deskripsi: '',
  kantor_id: null,
  pegawai_id: null,
  batas_tanggal: '',
};

/** The server's rules with its texts (task.service.ts), so the form says what the API would. */
export const taskFormSchema = yup.object({
  nama: yup.string().trim().required('Nama tugas wajib diisi').max(200, 'Nama tugas paling banyak 200 karakter'),
  deskripsi: yup.string().max(5000, 'Deskripsi paling banyak 5000 karakter'),
  kantor_id: yup.number().nullable().required('Kantor wajib dipilih'),
  pegawai_id: yup.number().nullable().required('Pegawai wajib dipilih'),
  batas_tanggal: yup.string().required('Batas tanggal wajib diisi'),
});

export function toTaskInput(values: TaskFormValues): TaskInput {
  return {
    nama: values.nama.trim(),
    deskripsi: values.deskripsi.trim() || null,
    kantor_id: values.kantor_id!,
    pegawai_id: values.pegawai_id!,
    batas_tanggal: values.batas_tanggal,
  };
}

export function taskFormValues(task: Pick<TaskDetail, 'nama' | 'deskripsi' | 'kantor' | 'pegawai' | 'batas_tanggal'>) {
  return {
    nama: task.nama,
    deskripsi: task.deskripsi ?? '',
    kantor_id: task.kantor.id,
    pegawai_id: task.pegawai.id,
    batas_tanggal: task.batas_tanggal,
  } satisfies TaskFormValues;
}

/** Chakra palette of a state's variant (info, warning, danger, success). */
const PALETTES: Readonly<Record<string, 'blue' | 'orange' | 'red' | 'green'>> = {
  info: 'blue',
  warning: 'orange',
  danger: 'red',
  success: 'green',
};

export function statusPalette(variant: string): 'blue' | 'orange' | 'red' | 'green' | 'gray' {
  return PALETTES[variant] ?? 'gray';
}
