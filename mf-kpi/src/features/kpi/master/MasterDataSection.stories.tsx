// One KPI master resource as its page shows it (list, search, create/edit, delete asked first), the
// server answered by MSW like modules/kpi/kpi-master.ts; a delete of a used row answers 409.
import { withStoryApi } from '@portal/design-system/storybook';
import { http, HttpResponse } from 'msw';
import { api, delay } from '../../../testing/kpi-story-api';
import { MASTER_ENTITIES } from './master-config';
import { MasterDataSection } from './MasterDataSection';

const paged = (data: object[]) => ({
  data,
  current_page: 1,
  per_page: 10,
  from: data.length ? 1 : null,
  to: data.length || null,
  total: data.length,
  last_page: 1,
});

const handlers = {
  list: http.get(api('/sdm/kpi/x/indikator_jabatan'), ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('event') === 'index_rules')
      return HttpResponse.json({ data: { jabatan_id: 5, total_bobot: '80.00', is_valid: false } });
    return HttpResponse.json(
      paged([
        {
          id: 1,
          jabatan_id: 5,
          jabatan_nama: 'Staf Pemasaran',
          indikator_nama: 'Penghimpunan dana',
          perspektif_id: 1,
          bobot: '50.00',
          target: '100.0000',
          total_bobot: '80.00',
        },
        {
          id: 2,
          jabatan_id: 5,
          jabatan_nama: 'Staf Pemasaran',
          indikator_nama: 'Keluhan nasabah',
          perspektif_id: 2,
          bobot: '30.00',
          target: '5.0000',
          total_bobot: '80.00',
        },
      ]),
    );
  }),
  indikator: http.get(api('/sdm/kpi/x/indikator'), () =>
    HttpResponse.json({ data: [{ id: 21, nama: 'Penghimpunan dana' }] }),
  ),
  remove: http.delete(api('/sdm/kpi/x/indikator_jabatan/:id'), async () => {
    await delay(300);
    return HttpResponse.json({ message: 'Data ini masih dipakai sehingga tidak dapat dihapus' }, { status: 409 });
  }),
  save: http.post(api('/sdm/kpi/x/indikator_jabatan'), async () => {
    await delay(300);
    return HttpResponse.json(
      {
        message: 'Jumlah bobot indikator jabatan 120.00%, melebihi 100%',
        errors: { bobot: ['Jumlah bobot indikator jabatan 120.00%, melebihi 100%'] },
      },
      { status: 422 },
    );
  }),
};

const meta = {
  title: 'mf-kpi/kpi/MasterDataSection',
  component: MasterDataSection,
  decorators: [withStoryApi],
  args: { entity: MASTER_ENTITIES.indikator_jabatan },
  parameters: { msw: { handlers } },
};

export default meta;

/** A jabatan's weights summing to 80 %: every row of the set says so. */
export const IndikatorJabatan = {};
