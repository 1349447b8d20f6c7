// The glasses-ceiling dialog of /pegawai/perawatan/kaca_mata: adding a grade range and its ceiling,
// changing one, the form's own checks (a reversed range, an amount with thousands dots), a save in
// progress and the server's 422 for a range that overlaps another row (perawatan-plafon.ts).
import { withStoryApi } from '@portal/design-system/storybook';
import { clickWhenShown, neverAnswers, validationFailed } from '../../../testing/story-fixtures';
import { EMPTY_PLAFON_FORM, plafonFormValues } from '../api';
import { plafonRows } from '../perawatan-fixtures';
import { KacaMataPlafonFormDialog } from './KacaMataPlafonFormDialog';

const submit = ({ canvasElement }: { canvasElement: HTMLElement }) =>
  clickWhenShown(canvasElement, '[data-testid="perawatan-plafon-submit"]');

const edit = { title: 'Ubah Plafon Kacamata', initialValues: plafonFormValues(plafonRows[1]) };

const meta = {
  title: 'mf-pegawai/Perawatan/KacaMataPlafonFormDialog',
  component: KacaMataPlafonFormDialog,
  decorators: [withStoryApi],
  args: {
    open: true,
    title: 'Tambah Plafon Kacamata',
    initialValues: EMPTY_PLAFON_FORM,
    onSubmit: async () => undefined,
    onClose: () => undefined,
  },
};

export default meta;

/** 'Tambah Plafon Kacamata': grade from, grade to and the ceiling in rupiah. */
export const Add = {};

/** Grade 5 - 8, Rp 1.000.000. */
export const Edit = { args: edit };

/** 'Simpan' with nothing filled: both grades and the ceiling are required. */
export const RequiredFields = { play: submit };

/** Grade 12 - 9 and '1.500.000': the range is reversed and the amount carries thousands dots. */
export const InvalidValues = {
  args: { initialValues: { grade_min: '12', grade_max: '9', plafon: '1.500.000' } },
  play: submit,
};

/** The save is under way: 'Simpan' spins and 'Batal' waits. */
export const Saving = { args: { ...edit, onSubmit: neverAnswers }, play: submit };

/** 422: the range overlaps grade 0 - 4, under 'Grade awal', and a toast. */
export const Overlap = {
  args: {
    initialValues: { grade_min: '4', grade_max: '8', plafon: '1000000' },
    onSubmit: () =>
      Promise.reject(validationFailed({ grade_min: ['Rentang grade bertumpang tindih dengan plafon grade 0 - 4'] })),
  },
  play: submit,
};
