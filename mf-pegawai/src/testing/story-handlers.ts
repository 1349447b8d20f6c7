// MSW handlers shared by several of mf-pegawai's stories: the office lists (GET /api/general/kantor
// and its /x/ lists) and the position register with its level, eselon and label lists, answered
// from the rows of story-fixtures.ts in the server's shapes. Each group is an object, so a story
// replaces one endpoint by its key: `parameters: { msw: { handlers: { kantorLevel: … } } }`.
import { delay, http, HttpResponse } from 'msw';
import type { JabatanListAnswer, KantorListAnswer, KantorOptionsAnswer, KantorSettingAnswer } from '@portal/contracts';
import { api, json, pageOf } from './story-api';
import {
  jabatanEselon,
  jabatanLabels,
  jabatanLevels,
  jabatanRegister,
  kantorJenis,
  kantorKelas,
  kantorLevels,
  kantorModances,
  kantorOptions,
  kantorRows,
  kantorSetting,
  kantorTree,
} from './story-fixtures';

/** What a story gives `http.get` to answer with. */
export type Resolver = Parameters<typeof http.get>[1];

// ---- offices -------------------------------------------------------------------------------------------

/** GET /api/general/kantor: search (name, code), level / class / parent filters, sort, paging. */
export const kantorListAnswer: Resolver = async ({ request }) => {
  await delay(400);
  const url = new URL(request.url);
  const number = (key: string) => Number(url.searchParams.get(key)) || undefined;
  const levels = [...url.searchParams.getAll('kantor_level_id'), ...url.searchParams.getAll('kantor_level_id[]')].map(
    Number,
  );
  const kelas = kantorKelas.find((k) => k.id === number('kelas_id'));
  const rows = kantorRows.filter(
    (k) =>
      (levels.length === 0 || levels.includes(k.kantor_level_id)) &&
      (!kelas || k.class_name === kelas.nama) &&
      (!number('parent_id') || k.parent_id === number('parent_id')),
  );
  return HttpResponse.json(
    pageOf(rows, url, {
      searchText: (k) => `${k.nama} ${k.kode ?? ''}`,
      sort: {
        nama: (k) => k.nama,
        kode: (k) => k.kode,
        kantor_level_id: (k) => k.kantor_level_id,
        class_name: (k) => k.class_name,
        parent_name: (k) => k.parent_name,
      },
    }) satisfies KantorListAnswer,
  );
};

/** GET /api/general/kantor?event=options: the offices of the offered levels, `{ id, nama }`. */
export const kantorOptionsAnswer: Resolver = async ({ request }) => {
  await delay(300);
  const search = (new URL(request.url).searchParams.get('search') ?? '').trim().toLowerCase();
  const data = kantorOptions.filter((k) => k.nama.toLowerCase().includes(search));
  return HttpResponse.json({ data } satisfies KantorOptionsAnswer);
};

/** One path, two answers: the paged list, or with `event=options` the pickers' list. */
export function kantorGet({ list = kantorListAnswer, options = kantorOptionsAnswer } = {}) {
  return http.get(api('/general/kantor'), (info) =>
    new URL(info.request.url).searchParams.get('event') === 'options' ? options(info) : list(info),
  );
}

export const kantorHandlers = {
  kantor: kantorGet(),
  kantorLevel: http.get(api('/general/kantor/x/level'), json({ data: kantorLevels } satisfies KantorOptionsAnswer)),
  kantorKelas: http.get(api('/general/kantor/x/kelas'), json({ data: kantorKelas } satisfies KantorOptionsAnswer)),
  kantorJenis: http.get(api('/general/kantor/x/jenis'), json({ data: kantorJenis } satisfies KantorOptionsAnswer)),
  kantorModance: http.get(
    api('/general/kantor/x/modance'),
    json({ data: kantorModances } satisfies KantorOptionsAnswer),
  ),
  kantorTree: http.get(api('/general/kantor/x/tree'), json({ data: kantorTree }, 500)),
  kantorSetting: http.get(api('/general/kantor/:id/x/setting'), async ({ params }) => {
    await delay(400);
    const id = Number(params.id);
    if (!kantorRows.some((k) => k.id === id))
      return HttpResponse.json({ message: 'Kantor tidak ditemukan' }, { status: 404 });
    return HttpResponse.json({ data: kantorSetting(id) } satisfies KantorSettingAnswer);
  }),
};

// ---- positions -----------------------------------------------------------------------------------------

/** GET /api/sdm/set/jabatan: search on name and note, sort, paging (the pickers ask 20 at a time). */
export const jabatanListAnswer: Resolver = async ({ request }) => {
  await delay(400);
  const url = new URL(request.url);
  const disabled = url.searchParams.get('is_disabled');
  const rows = disabled === null ? jabatanRegister : jabatanRegister.filter((j) => String(j.is_disabled) === disabled);
  return HttpResponse.json(
    pageOf(rows, url, {
      searchText: (j) => `${j.nama} ${j.ket ?? ''}`,
      sort: {
        id: (j) => j.id,
        nama: (j) => j.nama,
        level: (j) => j.level_nama,
        eselon: (j) => j.eselon_nama,
        pegawai_count: (j) => j.pegawai_count,
      },
    }) satisfies JabatanListAnswer,
  );
};

/** The small registers the position form's selects offer: `{ data: [{ id, nama, jabatan_count }] }`. */
export const jabatanRegisterHandlers = {
  level: http.get(api('/sdm/x/jabatan/x/level'), json({ data: jabatanLevels })),
  eselon: http.get(api('/sdm/set/jabatan/x/eselon'), json({ data: jabatanEselon })),
  label: http.get(api('/sdm/set/jabatan/x/label'), json({ data: jabatanLabels })),
};
