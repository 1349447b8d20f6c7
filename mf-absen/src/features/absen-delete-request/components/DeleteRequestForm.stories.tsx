// A new attendance delete request ('Ajukan Hapus Absen' on /absen/delete/request): the day and the
// reason, saved as a Draft through POST /sdm/pegawai/x/absen/delete_request and answered as
// packages/server/src/modules/absen-delete-request answers it. States: the form, its own checks, a
// saved Draft, the server's 422 under the day (no active check that day, a day after today), a save
// in progress and an account without an employee record (403).
import { withStoryApi } from '@portal/design-system/storybook';
import type { FormikHelpers } from 'formik';
import { delay, http, HttpResponse } from 'msw';
import type { AbsenDeleteRequestInput } from '@portal/contracts';
import { useTransport } from '@portal/api-client';
import { notify, Box, Text } from '@portal/design-system';
import { submitToApi } from '@portal/design-system/forms';
import {
  addDays,
  clickWhenShown,
  clicks,
  forbidden,
  invalid,
  never,
  pegawaiUser,
  portalSession,
  setValue,
  today,
  type Resolver,
} from '../../../testing/story-fixtures';
import { createDeleteRequest, DELETE_REQUEST_PATH } from '../api';
import { DeleteRequestForm } from './DeleteRequestForm';

/** POST /api/sdm/pegawai/x/absen/delete_request answered by `resolver`. */
const create = (resolver: Resolver) => http.post(`/api${DELETE_REQUEST_PATH}`, resolver);

const SAVE = 'form[aria-label="Pengajuan hapus absen"] button[type="submit"]';

const created: Resolver = async ({ request }) => {
  const input = (await request.json()) as AbsenDeleteRequestInput;
  await delay(500);
  return HttpResponse.json({
    message: 'Pengajuan hapus absen created',
    data: { id: 17, tanggal: input.tanggal, alasan: input.alasan },
  });
};

/** The dialog's body on the list page: the note and the form, saving as the page does. */
function NewDeleteRequest() {
  const transport = useTransport();
  const create = async (
    values: AbsenDeleteRequestInput,
    helpers: Pick<FormikHelpers<AbsenDeleteRequestInput>, 'setErrors'>,
  ) => {
    await submitToApi(helpers, async () => {
      notify.success((await createDeleteRequest(transport, values)).message);
    });
  };
  return (
    <Box maxW="md">
      <Text fontSize="sm" color="fg.muted" mb="3">
        Absen Anda pada tanggal tersebut tidak dihitung selama pengajuan berjalan, dan dihapus bila disetujui.
      </Text>
      <DeleteRequestForm onSubmit={create} />
    </Box>
  );
}

/** Fills the day (`iso`) and a reason, then saves. */
const fill =
  (iso: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await setValue(canvasElement, 'input[name="tanggal"]', iso);
    await setValue(canvasElement, 'textarea[name="alasan"]', 'Absen masuk tercatat dua kali karena aplikasi macet');
    await clickWhenShown(canvasElement, SAVE);
  };

const YESTERDAY = addDays(today, -1);

const meta = {
  title: 'mf-absen/AbsenDeleteRequest/DeleteRequestForm',
  component: NewDeleteRequest,
  decorators: [withStoryApi],
  loaders: [portalSession],
  parameters: { user: pegawaiUser, msw: { handlers: [create(created)] } },
};

export default meta;

/** The day of the checks to delete and the reason. */
export const Default = {};

/** 'Simpan Draft' on an empty form: both fields are required. */
export const RequiredFields = { play: clicks(SAVE) };

/** Saved as a Draft: the server's message as a toast. */
export const Saved = { play: fill(YESTERDAY) };

/** No active check on that day (422 under 'Tanggal absen'). */
export const NoChecksThatDay = {
  parameters: {
    msw: { handlers: [create(invalid({ tanggal: ['Tidak ada absen aktif pada tanggal tersebut'] }))] },
  },
  play: fill(addDays(today, -9)),
};

/** A day after today (422 under 'Tanggal absen'). */
export const FutureDay = {
  parameters: {
    msw: { handlers: [create(invalid({ tanggal: ['Tanggal tidak boleh setelah hari ini'] }))] },
  },
  play: fill(addDays(today, 2)),
};

/** The save is under way: 'Simpan Draft' spins. */
export const Saving = { parameters: { msw: { handlers: [create(never)] } }, play: fill(YESTERDAY) };

/**
 * An account without an employee record (403): no toast — in the portal the shell's forbidden
 * handler takes over; the form is usable again.
 */
export const Refused = { parameters: { msw: { handlers: [create(forbidden)] } }, play: fill(YESTERDAY) };
