// A register's form in its dialog, as RegisterPage opens it, saving through POST / PUT under
// /sdm/pegawai/x/absen/… and searching its pickers (employees GET /sdm/pegawai?event=options,
// offices GET /general/kantor?event=options, positions …/x/jabatan_options). States: adding and
// editing a temporary location, a position dispensation, the form's own checks (required fields,
// coordinates and radius out of range, an end before the start), the server's 422 under the field it
// names, a duplicate (409, a toast), a save in progress, and a refused caller (403).
import { withStoryApi } from '@portal/design-system/storybook';
import { useState } from 'react';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { AbsenRegisterKey } from '@portal/contracts';
import { useTransport } from '@portal/api-client';
import { notify, Button } from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import {
  adminAbsensiUser,
  clicks,
  forbidden,
  invalid,
  never,
  optionHandlers,
  portalSession,
  refusedWith,
  registerRows,
  type Resolver,
} from '../../../testing/story-fixtures';
import { createRegisterRow, REGISTER_PATHS, updateRegisterRow } from '../api';
import { emptyValues, REGISTER_CONFIG, toFormValues, type FormValues, type RegisterRow } from '../registers';
import { RegisterForm } from './RegisterForm';

const SUBMIT = '[data-testid="register-form-submit"]';

interface DialogProps {
  register: AbsenRegisterKey;
  /** The row being changed (its id in the demo rows); none adds. */
  rowId?: number;
  /** Values to start from instead of the row's or empty ones. */
  values?: FormValues;
}

/** The register page's dialog around the form, saving through the API as the page does. */
function RegisterDialog({ register, rowId, values }: DialogProps) {
  const transport = useTransport();
  const config = REGISTER_CONFIG[register];
  const row = (registerRows[register] as unknown as RegisterRow[]).find((r) => r.id === rowId);
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        {row ? 'Ubah' : 'Tambah'}
      </Button>
      <FormDialog
        open={open}
        title={row ? `Ubah ${config.entity}` : `Tambah ${config.entity}`}
        onClose={() => setOpen(false)}
        size="lg"
      >
        <RegisterForm
          config={config}
          row={row}
          initialValues={values ?? (row ? toFormValues(config, row) : emptyValues(config))}
          onCancel={() => setOpen(false)}
          onSubmit={async (body) => {
            const answer = row
              ? await updateRegisterRow(transport, register, row.id, body)
              : await createRegisterRow(transport, register, body);
            notify.success(answer.message);
            setOpen(false);
          }}
        />
      </FormDialog>
    </>
  );
}

const saved =
  (message: string): Resolver =>
  async ({ request, params }) => {
    const body = (await request.json()) as object;
    await delay(500);
    return HttpResponse.json({ message, data: { id: Number(params.id ?? 99), ...body } });
  };

const TEMPORER = REGISTER_PATHS.lokasi_temporer;

/** The forms' saves and pickers; `update` answers the PUT of a temporary location, `exclude` the exclude list's POST. */
const handlers = ({
  update = saved('Lokasi temporer updated'),
  exclude = saved('Exclude pegawai created'),
}: { update?: Resolver; exclude?: Resolver } = {}): RequestHandler[] => [
  ...optionHandlers,
  http.post(`/api${TEMPORER}`, saved('Lokasi temporer created')),
  http.put(`/api${TEMPORER}/:id`, update),
  http.post(`/api${REGISTER_PATHS.dispensasi_jabatan}`, saved('Dispensasi jabatan created')),
  http.post(`/api${REGISTER_PATHS.exclude_pegawai}`, exclude),
];

const meta = {
  title: 'mf-absen/AbsenRegisters/RegisterForm',
  component: RegisterDialog,
  decorators: [withStoryApi],
  loaders: [portalSession],
  args: { register: 'lokasi_temporer' },
  argTypes: { register: { control: 'select', options: Object.keys(REGISTER_CONFIG) } },
  parameters: { user: adminAbsensiUser, msw: { handlers: handlers() } },
};

export default meta;

/** 'Tambah lokasi temporer': employee (searched on the server), place, coordinates, radius, period. */
export const AddTemporer = {};

/** 'Ubah lokasi temporer' with the row's values; the picker shows the employee's name. */
export const EditTemporer = { args: { rowId: 31 } };

/** Saved: the server's message as a toast, the dialog closes. */
export const Saved = { args: { rowId: 31 }, play: clicks(SUBMIT) };

/** 'Dispensasi jabatan': the position picker searches the register's own list. */
export const AddDispensasiJabatan = { args: { register: 'dispensasi_jabatan' } };

/** 'Simpan' on an empty form: every required field says so before anything is sent. */
export const RequiredFields = { play: clicks(SUBMIT) };

/** A latitude out of range, a radius that is not a whole number, an end before the start. */
export const ValuesOutOfRange = {
  args: {
    rowId: 31,
    values: {
      pegawai_id: '11',
      nama_lokasi: 'Hotel Savoy Homann',
      latitude: '95',
      longitude: '107.6537',
      radius_m: '12.5',
      tanggal_mulai: '2026-11-28',
      tanggal_selesai: '2026-11-24',
      keterangan: '',
    },
  },
  play: clicks(SUBMIT),
};

/** The server's 422: the employee no longer exists, said under 'Pegawai'. */
export const ServerRefusedField = {
  args: { rowId: 31 },
  parameters: { msw: { handlers: handlers({ update: invalid({ pegawai_id: ['Pegawai tidak ditemukan'] }) }) } },
  play: clicks(SUBMIT),
};

/** The employee is on the exclude list already (409): the server's message as an error toast. */
export const Duplicate = {
  args: { register: 'exclude_pegawai', values: { pegawai_id: '8', keterangan: '' } },
  parameters: {
    msw: { handlers: handlers({ exclude: refusedWith(409, 'Pegawai sudah ada dalam daftar pengecualian') }) },
  },
  play: clicks(SUBMIT),
};

/** The save is under way: 'Simpan' spins and 'Batal' waits. */
export const Saving = {
  args: { rowId: 31 },
  parameters: { msw: { handlers: handlers({ update: never }) } },
  play: clicks(SUBMIT),
};

/**
 * The caller may not manage the registers (403): no toast — in the portal the shell's forbidden
 * handler shows its 'unauthorized' page; the form is usable again.
 */
export const Refused = {
  args: { rowId: 31 },
  parameters: { msw: { handlers: handlers({ update: forbidden }) } },
  play: clicks(SUBMIT),
};
