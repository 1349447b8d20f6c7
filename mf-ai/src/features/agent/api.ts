/**
 * The agents' calls (spec §7 /ai/x/agent) and the form's schema. Reading: POLICY.useAiAssistant;
 * adding, changing and removing: POLICY.manageAiAgents (the page hides the buttons, the server refuses).
 */
import * as yup from 'yup';
import { usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type { AiAgentInput, AiAgentMutation, AiAgentRow, AiToolName, MessageAnswer } from '@portal/contracts';

export const AI_AGENT_PATH = '/ai/x/agent';

/** Indonesian names of the portal tools an agent may be allowed (server: modules/ai/ai-tools.ts). */
export const TOOL_LABELS: Record<AiToolName, string> = {
  cari_pegawai: 'Pencarian pegawai',
  ringkasan_cv: 'CV pegawai',
  saldo_cuti: 'Saldo cuti tahunan',
  izin_saya: 'Izin saya',
  absensi_saya: 'Absensi saya',
  jumlah_pegawai_kantor: 'Jumlah pegawai kantor',
  persetujuan_menunggu: 'Persetujuan menunggu',
  hari_libur: 'Hari libur',
  atasan_saya: 'Atasan saya',
  potongan_gaji: 'Potongan gaji',
  petunjuk_halaman: 'Petunjuk portal',
};

/** The tools in the form's order (the record above is typed by the contract, so none is missing). */
export const TOOL_NAMES = Object.keys(TOOL_LABELS) as AiToolName[];

export interface AgentListQuery {
  page: number;
  per_page: number;
  search?: string;
}

export function useAgentList(query: AgentListQuery) {
  return usePagedList<AiAgentRow>(useTransport(), AI_AGENT_PATH, query as unknown as QueryParams);
}

export function createAgent(transport: Transport, input: AiAgentInput): Promise<AiAgentMutation> {
  return transport.request('POST', AI_AGENT_PATH, { body: input });
}

export function updateAgent(transport: Transport, id: number, input: AiAgentInput): Promise<AiAgentMutation> {
  return transport.request('PUT', `${AI_AGENT_PATH}/${id}`, { body: input });
}

export function deleteAgent(transport: Transport, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${AI_AGENT_PATH}/${id}`);
}

export interface AgentFormValues {
  nama: string;
  avatar_svg: string;
  system_prompt: string;
  model: string;
  temperature: string;
  tools: string[];
  is_active: boolean;
}

export const EMPTY_AGENT_FORM: AgentFormValues = {
  nama: '',
  avatar_svg: '',
  system_prompt: '',
  model: '',
  temperature: '0.2',
  tools: [...TOOL_NAMES],
  is_active: true,
};

export function agentFormValues(row: AiAgentRow): AgentFormValues {
  return {
    nama: row.nama,
    avatar_svg: row.avatar_svg ?? '',
    system_prompt: row.system_prompt,
    model: row.model,
    temperature: String(row.temperature),
    tools: [...row.tools],
    is_active: row.is_active,
  };
}

export function toAgentInput(v: AgentFormValues): AiAgentInput {
  return {
    nama: v.nama.trim(),
    avatar_svg: v.avatar_svg.trim() === '' ? null : v.avatar_svg.trim(),
    system_prompt: v.system_prompt,
    model: v.model.trim(),
    temperature: Number(v.temperature),
    tools: v.tools,
    is_active: v.is_active,
  };
}

export const agentFormSchema = yup.object({
  nama: yup.string().trim().required('Nama agen wajib diisi').max(100, 'Nama agen paling banyak 100 karakter'),
  avatar_svg: yup
    .string()
    .max(20000, 'Avatar SVG paling besar 20.000 karakter')
    .test(
      'svg',
      'Avatar harus berupa gambar SVG (<svg …>…</svg>)',
      (v) => !v?.trim() || /^<svg[\s>][\s\S]*<\/svg>$/i.test(v.trim()),
    ),
  system_prompt: yup.string().max(8000, 'Prompt sistem paling banyak 8.000 karakter'),
  model: yup.string().max(200),
  temperature: yup
    .number()
    .typeError('Temperatur harus angka')
    .min(0, 'Temperatur antara 0 dan 2')
    .max(2, 'Temperatur antara 0 dan 2')
    .required('Temperatur wajib diisi'),
});
