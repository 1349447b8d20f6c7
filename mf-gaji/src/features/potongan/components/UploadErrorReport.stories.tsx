// The row report of a refused deduction upload, with the texts of packages/server/src/modules/gaji/potongan-jobs.ts.
import { ROW_ERRORS } from '../potongan-fixtures';
import { UploadErrorReport } from './UploadErrorReport';

const meta = {
  title: 'mf-gaji/Potongan/UploadErrorReport',
  component: UploadErrorReport,
  args: { errors: ROW_ERRORS },
};

export default meta;

/** Three rows with a problem: nothing of the file was saved. */
export const Default = {};

/** More problems than the server keeps (1000): the first ones are listed, the count is the whole. */
export const Truncated = { args: { errorCount: 1500 } };
