// The glasses ceilings on /pegawai/perawatan/kaca_mata: GET /api/sdm/perawatan/x/kaca_mata_plafon
// answered by MSW; HR (57) sees 'Tambah Plafon' and each row's 'Ubah'/'Hapus', an employee without
// 1 or 57 only the table; an empty list and a list that fails to load.
import { withStoryApi } from '@portal/design-system/storybook';
import { http } from 'msw';
import { adminSdmUser, api, json, pegawaiUser, serverError, signInStoryUser } from '../../../testing/story-api';
import { plafonRows } from '../perawatan-fixtures';
import { KacaMataPlafonSection } from './KacaMataPlafonSection';

const PLAFON = api('/sdm/perawatan/x/kaca_mata_plafon');

const meta = {
  title: 'mf-pegawai/Perawatan/KacaMataPlafonSection',
  component: KacaMataPlafonSection,
  decorators: [withStoryApi],
  beforeEach: signInStoryUser,
  parameters: { user: adminSdmUser, msw: { handlers: { list: http.get(PLAFON, json({ data: plafonRows })) } } },
};

export default meta;

/** HR: three ranges in rupiah, each with 'Ubah' and 'Hapus', and 'Tambah Plafon'. */
export const Manage = {};

/** Without 1 or 57: the ceilings only. */
export const ReadOnly = { parameters: { user: pegawaiUser } };

/** No ceiling yet: no grade is entitled to glasses. */
export const Empty = { parameters: { msw: { handlers: { list: http.get(PLAFON, json({ data: [] })) } } } };

/** The list failed (500): the server's text. */
export const LoadFailed = { parameters: { msw: { handlers: { list: http.get(PLAFON, serverError) } } } };
