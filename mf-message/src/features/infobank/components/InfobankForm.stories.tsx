// An announcement's form: title, body, validity days (DatePicker) and attachments checked as the
// server does (5 files, 5 MB each, 10 MB together); editing shows the stored files, each removable.
import { withStoryApi } from '@portal/design-system/storybook';
import { delay } from 'msw';
import { ApiError } from '@portal/api-client';
import { toInfobankFormValues } from '../api';
import { infobankRow } from '../infobank-fixtures';
import { InfobankForm } from './InfobankForm';

const meta = {
  title: 'mf-message/Infobank/InfobankForm',
  component: InfobankForm,
  decorators: [withStoryApi],
  args: {
    onSubmit: async () => {
      await delay(600); // POST /api/general/infobank → 'Infobank created'
    },
  },
};

export default meta;

/** A new announcement, valid from today; 'Simpan' with empty fields shows 'Field is required'. */
export const Create = {};

/** Editing: the stored attachment can be marked for removal, new files added. */
export const Edit = {
  args: { initialValues: toInfobankFormValues(infobankRow()), attached: infobankRow().attachments },
};

/** The server refuses the dates (422 under 'Berlaku sampai'). */
export const DatesRefused = {
  args: {
    onSubmit: async () => {
      await delay(400);
      throw new ApiError(422, 'Data yang dikirim tidak valid', {
        valid_until: ['Tanggal berakhir tidak boleh sebelum tanggal mulai'],
      });
    },
  },
};
