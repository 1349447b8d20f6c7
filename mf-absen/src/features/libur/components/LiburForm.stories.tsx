// The add/change dialog of a public holiday as /absen/libur opens it, saving through POST
// /sdm/x/libur and PUT /sdm/x/libur/{id} answered as packages/server/src/modules/libur answers:
// adding, changing, the form's own checks, a date that is already a holiday (409, shown under the
// date), a 422 on the name, a save in progress and a refused caller (403).
import { withStoryApi } from '@portal/design-system/storybook';
import { useState } from 'react';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { LiburInput, LiburMutation } from '@portal/contracts';
import { useTransport } from '@portal/api-client';
import { notify, Button } from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import {
  adminAbsensiUser,
  clicks,
  forbidden,
  invalid,
  never,
  portalSession,
  refusedWith,
  type Resolver,
} from '../../../testing/story-fixtures';
import { saveLibur } from '../api';
import { LiburForm } from './LiburForm';

const SUBMIT = '[data-testid="libur-form-submit"]';

/** POST / PUT accepted: 'Libur created' / 'Libur updated' with the row. */
const saved: Resolver = async ({ request, params }) => {
  const body = (await request.json()) as LiburInput;
  await delay(500);
  const answer: LiburMutation = {
    message: request.method === 'POST' ? 'Libur created' : 'Libur updated',
    data: { id: Number(params.id ?? 41), ...body },
  };
  return HttpResponse.json(answer);
};

/** POST /api/sdm/x/libur and PUT /api/sdm/x/libur/:id, each answered by `saved` unless told. */
const handlers = ({
  create = saved,
  update = saved,
}: { create?: Resolver; update?: Resolver } = {}): RequestHandler[] => [
  http.post('/api/sdm/x/libur', create),
  http.put('/api/sdm/x/libur/:id', update),
];

/** The dialog of the holidays page around the form, saving through the API. */
function LiburDialog({ id, initial }: { id: number | null; initial: LiburInput }) {
  const transport = useTransport();
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        {id === null ? 'Tambah' : 'Ubah'}
      </Button>
      <FormDialog
        open={open}
        title={id === null ? 'Tambah Hari Libur' : 'Ubah Hari Libur'}
        onClose={() => setOpen(false)}
      >
        <LiburForm
          initial={initial}
          onCancel={() => setOpen(false)}
          onSubmit={async (body) => {
            notify.success((await saveLibur(transport, id, body)).message);
            setOpen(false);
          }}
        />
      </FormDialog>
    </>
  );
}

const KEMERDEKAAN = { id: 12, initial: { tanggal: '2026-08-17', nama: 'Hari Kemerdekaan Republik Indonesia' } };

const meta = {
  title: 'mf-absen/Libur/LiburForm',
  component: LiburDialog,
  decorators: [withStoryApi],
  loaders: [portalSession],
  args: { id: null, initial: { tanggal: '', nama: '' } },
  parameters: { user: adminAbsensiUser, msw: { handlers: handlers() } },
};

export default meta;

/** 'Tambah Hari Libur': a date and a name. */
export const Add = {};

/** 'Ubah Hari Libur' with the holiday's values. */
export const Edit = { args: KEMERDEKAAN };

/** 'Simpan' on an empty form: both fields are required. */
export const RequiredFields = { play: clicks(SUBMIT) };

/** Saved: the server's message as a toast, the dialog closes. */
export const Saved = { args: KEMERDEKAAN, play: clicks(SUBMIT) };

/** The date is already a holiday (409): the server's text under 'Tanggal' and as a toast. */
export const DateTaken = {
  args: { id: null, initial: { tanggal: '2026-12-25', nama: 'Hari Raya Natal' } },
  parameters: {
    msw: { handlers: handlers({ create: refusedWith(409, 'Tanggal tersebut sudah terdaftar sebagai hari libur') }) },
  },
  play: clicks(SUBMIT),
};

/** A 422 on the name (the server trims it): its text under 'Nama Hari Libur'. */
export const NameRefused = {
  args: KEMERDEKAAN,
  parameters: { msw: { handlers: handlers({ update: invalid({ nama: ['Nama hari libur wajib diisi'] }) }) } },
  play: clicks(SUBMIT),
};

/** The save is under way: 'Simpan' spins and 'Batal' waits. */
export const Saving = {
  args: KEMERDEKAAN,
  parameters: { msw: { handlers: handlers({ update: never }) } },
  play: clicks(SUBMIT),
};

/**
 * The caller may not manage holidays (403): no toast — in the portal the shell's forbidden handler
 * shows its 'unauthorized' page; the form is usable again.
 */
export const Refused = {
  args: KEMERDEKAAN,
  parameters: { msw: { handlers: handlers({ update: forbidden }) } },
  play: clicks(SUBMIT),
};
