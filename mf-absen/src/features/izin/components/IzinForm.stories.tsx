// The leave form in its dialog, as the pages open it ('Ajukan Izin' on /pegawai/izin, 'Ubah Izin' for a
// Draft on its detail page), with POST /sdm/pegawai/x/izin and PUT …/izin/{id} answered as
// packages/server/src/modules/izin answers them: the form's own checks, a 422 whose texts land under
// the fields they name (no working day in the range, crossing the year), a 422 and a 409 with a
// message only (balance, overlap: a toast), a save in progress and a saved request.
import { withStoryApi } from '@portal/design-system/storybook';
import { useState } from 'react';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { notify, Button } from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import type { IzinCreateInput, IzinDetail, IzinMutationAnswer } from '@portal/contracts';
import {
  approvals,
  clickWhenShown,
  clicks,
  invalid,
  izinDetail,
  never,
  pickDate,
  portalSession,
  pegawaiUser,
  refusedWith,
  setValue,
  type Resolver,
} from '../../../testing/story-fixtures';
import { IzinForm } from './IzinForm';

const SUBMIT = '[data-testid="izin-form-submit"]';

/** The server's texts (packages/server/src/modules/izin/izin-rules.ts). */
const NO_WORKING_DAY = 'Rentang tanggal tidak memuat hari kerja (akhir pekan dan hari libur tidak dihitung)';
const CROSSES_YEAR = 'Cuti tahunan tidak boleh melewati pergantian tahun; ajukan per tahun';

/** POST (create) or PUT (update) accepted: the izin as it is now, a Draft. */
const saved: Resolver = async ({ request }) => {
  const input = (await request.json()) as IzinCreateInput;
  await delay(600);
  const answer: IzinMutationAnswer = {
    message: request.method === 'POST' ? 'Izin created' : 'Izin updated',
    data: izinDetail({
      jenis_id: input.jenis_id as IzinDetail['jenis_id'],
      tanggal_mulai: input.tanggal_mulai,
      tanggal_selesai: input.tanggal_selesai,
      alasan: input.alasan,
      approval: approvals.draft,
    }),
  };
  return HttpResponse.json(answer);
};

/** POST /api/sdm/pegawai/x/izin and PUT …/izin/:id, each answered by `saved` unless told. */
const handlers = ({
  create = saved,
  update = saved,
}: { create?: Resolver; update?: Resolver } = {}): RequestHandler[] => [
  http.post('/api/sdm/pegawai/x/izin', create),
  http.put('/api/sdm/pegawai/x/izin/:id', update),
];

const DRAFT = izinDetail({
  id: 9,
  jenis_id: 3,
  jenis_nama: 'Izin',
  tanggal_mulai: '2026-12-14',
  tanggal_selesai: '2026-12-14',
  hari: 1,
  alasan: 'Mengurus perpanjangan SIM',
  approval: approvals.draft,
});

/** An annual leave over the new year: the server asks for one request per year. */
const YEAR_END_DRAFT = izinDetail({
  id: 10,
  tanggal_mulai: '2026-12-28',
  tanggal_selesai: '2027-01-04',
  hari: 5,
  alasan: 'Libur akhir tahun bersama keluarga',
  approval: approvals.draft,
});

/** The dialog a page shows around the form; closed by 'Batal' or a save, reopened by the button. */
function IzinFormDialog({ izin }: { izin?: IzinDetail }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        {izin ? 'Ubah Draft' : 'Ajukan Izin'}
      </Button>
      <FormDialog open={open} title={izin ? 'Ubah Izin' : 'Ajukan Izin'} onClose={() => setOpen(false)} size="lg">
        <IzinForm
          izin={izin}
          onCancel={() => setOpen(false)}
          onSaved={(answer) => {
            notify.success(answer.message);
            notify.draftWarning();
            setOpen(false);
          }}
        />
      </FormDialog>
    </>
  );
}

/** Fills a new annual leave over a weekend (6–7 December 2026), then submits. */
async function fillAnnualLeave({ canvasElement }: { canvasElement: HTMLElement }) {
  await setValue(canvasElement, '[data-testid="izin-jenis"]', '5');
  await pickDate(canvasElement, 'tanggal_mulai', '2026-12-05');
  await pickDate(canvasElement, 'tanggal_selesai', '2026-12-06');
  await setValue(canvasElement, '[data-testid="izin-alasan"]', 'Menghadiri pernikahan adik di Yogyakarta');
  await clickWhenShown(canvasElement, SUBMIT);
}

const meta = {
  title: 'mf-absen/Izin/IzinForm',
  component: IzinFormDialog,
  decorators: [withStoryApi],
  loaders: [portalSession],
  parameters: {
    user: pegawaiUser,
    msw: { handlers: handlers() },
  },
};

export default meta;

/** 'Ajukan Izin': jenis, dates, reason and an attachment (required for sick leave with a doctor's note). */
export const NewRequest = {};

/** 'Simpan' on an empty form: every required field says so before anything is sent. */
export const RequiredFields = { play: clicks(SUBMIT) };

/** Sick leave with a doctor's note but no attachment: refused by the form itself. */
export const AttachmentRequired = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await setValue(canvasElement, '[data-testid="izin-jenis"]', '2');
    await pickDate(canvasElement, 'tanggal_mulai', '2026-11-26');
    await pickDate(canvasElement, 'tanggal_selesai', '2026-11-27');
    await setValue(canvasElement, '[data-testid="izin-alasan"]', 'Demam tinggi, istirahat sesuai anjuran dokter');
    await clickWhenShown(canvasElement, SUBMIT);
  },
};

/** A valid request is saved as a Draft: the toast and the draft reminder; the dialog closes. */
export const Saved = { play: fillAnnualLeave };

/** The server's 422 on a field: the range holds only a weekend, said under 'Tanggal Mulai'. */
export const NoWorkingDay = {
  parameters: { msw: { handlers: handlers({ create: invalid({ tanggal_mulai: [NO_WORKING_DAY] }) }) } },
  play: fillAnnualLeave,
};

/** A 422 with a message only: the annual balance is too small (an error toast). */
export const BalanceTooSmall = {
  parameters: {
    msw: {
      handlers: handlers({ create: refusedWith(422, 'Sisa cuti tahunan tidak cukup: sisa 1 hari, diajukan 2 hari') }),
    },
  },
  play: fillAnnualLeave,
};

/** 409: another leave already covers those dates (an error toast). */
export const Overlap = {
  parameters: {
    msw: {
      handlers: handlers({
        create: refusedWith(409, 'Sudah ada izin lain yang diajukan atau disetujui pada rentang tanggal tersebut'),
      }),
    },
  },
  play: fillAnnualLeave,
};

/** The request is being sent: 'Simpan' spins and 'Batal' waits. */
export const Saving = { parameters: { msw: { handlers: handlers({ create: never }) } }, play: fillAnnualLeave };

/** 'Ubah Izin' of a Draft: its values, no attachment field (files are changed on the detail page). */
export const EditDraft = { args: { izin: DRAFT } };

/** A Draft's change refused (422): an annual leave may not cross the new year, said under 'Tanggal Selesai'. */
export const EditRefused = {
  args: { izin: YEAR_END_DRAFT },
  parameters: { msw: { handlers: handlers({ update: invalid({ tanggal_selesai: [CROSSES_YEAR] }) }) } },
  play: clicks(SUBMIT),
};
