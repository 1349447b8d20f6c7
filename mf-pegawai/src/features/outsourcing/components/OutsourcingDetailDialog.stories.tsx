// One outsourced worker opened from the register (/outsourcing): identity and the contract history,
// GET /api/sdm/outsourching/kontrak?outsourcing_id=7 answered by MSW. The managers' view with 'Ubah'
// and 'Hapus' per contract, a correction refused for overlapping the next contract (the 422 text of
// packages/server/src/modules/outsourcing/outsourcing-input.ts), a reader's view and no contract yet.
import { withStoryApi } from '@portal/design-system/storybook';
import { http } from 'msw';
import { api, emptyList, invalid, json, pageOf } from '../../../testing/story-api';
import { clickButtonLabelled, clickWhenShown } from '../../../testing/story-fixtures';
import { kantorGet } from '../../../testing/story-handlers';
import { kontrakRow, outsourcingRow } from '../outsourcing-fixtures';
import { OutsourcingDetailDialog } from './OutsourcingDetailDialog';

const KONTRAK_PATH = '/sdm/outsourching/kontrak';
const history = [
  kontrakRow({ id: 30, nomor: 'PKWT/2025/0001', awal: '2024-06-01', akhir: '2025-05-31', status: 'berakhir' }),
  kontrakRow(),
];
const list = http.get(api(KONTRAK_PATH), ({ request }) => json(pageOf(history, new URL(request.url)))());

const meta = {
  title: 'mf-pegawai/Outsourcing/OutsourcingDetailDialog',
  component: OutsourcingDetailDialog,
  decorators: [withStoryApi],
  args: {
    row: outsourcingRow(),
    jenis: [{ id: 1, nama: 'Satpam', jumlah: 2 }],
    canManage: true,
    onChange: () => undefined,
    onClose: () => undefined,
  },
  parameters: { msw: { handlers: { list, kantor: kantorGet() } } },
};

export default meta;

/** Who manages outsourcing: the history, the earliest first, with 'Ubah' and 'Hapus' per contract. */
export const Manager = {};

/** A past contract moved to end inside the current one: the server's refusal under 'Akhir Kontrak'. */
export const OverlapRefused = {
  parameters: {
    msw: {
      handlers: {
        list,
        kantor: kantorGet(),
        update: http.put(
          api(`${KONTRAK_PATH}/30`),
          invalid({
            akhir: ['Periode kontrak bertumpuk dengan kontrak PKWT/2026/0001 (01 Juni 2025 - 31 Mei 2026)'],
          }),
        ),
      },
    },
  },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await clickButtonLabelled(canvasElement, 'Ubah kontrak PKWT/2025/0001');
    await clickWhenShown(canvasElement, '[data-testid="kontrak-form-submit"]');
  },
};

/** Role 4 (general admin) reads the history of a worker at its offices, without the buttons. */
export const Reader = { args: { canManage: false } };

/** A worker without any contract (only the managers see one). */
export const WithoutKontrak = {
  args: { row: outsourcingRow({ kontrak_akhir: null }) },
  parameters: { msw: { handlers: { list: http.get(api(KONTRAK_PATH), emptyList) } } },
};
