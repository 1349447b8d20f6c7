// The participants of one diklat event (/pegawai/diklat/show/:token): the list, adding by NPP in
// bulk (all or nothing), loading those of another event and clearing; answered by MSW in the
// server's shapes (texts of packages/server/src/modules/diklat/diklat.service.ts).
import { withStoryApi } from '@portal/design-system/storybook';
import { http } from 'msw';
import { api, json } from '../../../testing/story-api';
import { diklatEvents, participants } from '../diklat-fixtures';
import { ParticipantsPanel } from './ParticipantsPanel';

const pagedOf = <T,>(data: T[]) => ({
  data,
  current_page: 1,
  per_page: 10,
  from: data.length ? 1 : null,
  to: data.length || null,
  total: data.length,
  last_page: 1,
});

const list = http.get(api('/sdm/diklat/pegawai'), json(pagedOf(participants)));
const events = http.get(api('/sdm/diklat/event'), json(pagedOf(diklatEvents)));
const added = http.post(
  api('/sdm/diklat/pegawai'),
  json({ message: 'Diklat Pegawai created', data: { ditambahkan: 2, dihapus: 0, sudah_terdaftar: 1, peserta: 4 } }),
);

const meta = {
  title: 'mf-pegawai/Diklat/ParticipantsPanel',
  component: ParticipantsPanel,
  decorators: [withStoryApi],
  args: { eventId: 7, eventNama: 'Analisis Kredit Mikro' },
  parameters: { msw: { handlers: { list, events, added } } },
};

export default meta;

/** Two participants; NPP box, 'Tambah Peserta', 'Kosongkan Peserta' and loading from another event. */
export const WithParticipants = {};

/** No participant yet. */
export const Empty = {
  parameters: { msw: { handlers: { list: http.get(api('/sdm/diklat/pegawai'), json(pagedOf([]))), events, added } } },
};
