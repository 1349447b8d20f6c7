// The letters (surat) of one health declaration: GET /general/covid/x/surat?covid_id=… lists them,
// a name opens the file (GET /storage?location=…, a one-page PDF here), 'Hapus' asks first and sends
// DELETE /general/covid/x/surat/{id}. States: with letters, none yet, loading, a deletion asked and
// a deletion refused. The upload field sends the file with XMLHttpRequest (for its progress), which
// the stories' API stand-in does not answer: choosing a file here ends in 'Gagal mengunggah surat'.
import type { CovidSurat } from '@portal/contracts';
import {
  clicks,
  clicksAndConfirms,
  covidRows,
  json,
  never,
  pegawaiUser,
  portalSession,
  refusedWith,
  storageDownload,
  storedFile,
  withPortal,
} from '../../../testing/story-fixtures';
import { SuratDialog } from './SuratDialog';

const ROW = covidRows.find((r) => r.surat_count > 0) ?? covidRows[0];

const surat = (id: number, name: string): CovidSurat => ({
  ...storedFile(id, name),
  location: `covid/${ROW.id}/${name}`,
});

const LETTERS = [surat(71, 'surat-keterangan-dokter.pdf'), surat(72, 'hasil-tes-antigen.pdf')];

const meta = {
  title: 'mf-absen/Covid/SuratDialog',
  component: SuratDialog,
  decorators: [withPortal],
  loaders: [portalSession],
  args: { row: ROW, onClose: () => undefined },
  parameters: {
    user: pegawaiUser,
    api: {
      'GET /general/covid/x/surat': json({ data: LETTERS }),
      'GET /storage': storageDownload,
      'DELETE /general/covid/x/surat/:id': json({ message: 'Surat deleted' }),
    },
  },
};

export default meta;

/** Two letters: open one by its name, delete it, or upload another (PDF, JPG, PNG, at most 5 MB). */
export const WithLetters = {};

/** None yet: 'Belum ada surat.' and the upload field. */
export const NoLetters = { parameters: { api: { 'GET /general/covid/x/surat': json({ data: [] }) } } };

/** The list is on its way. */
export const Loading = { parameters: { api: { 'GET /general/covid/x/surat': never } } };

/** 'Hapus' asks first ('Hapus surat?') with the letter's name. */
export const DeleteAsksFirst = { play: clicks('[role="dialog"] button[data-kind="danger"]') };

/**
 * A deletion confirmed but refused (404: removed meanwhile): the confirm dialog stays open to try
 * again or cancel (SuratDialog shows no message of its own for it).
 */
export const DeleteRefused = {
  parameters: { api: { 'DELETE /general/covid/x/surat/:id': refusedWith(404, 'Surat tidak ditemukan') } },
  play: clicksAndConfirms('[role="dialog"] button[data-kind="danger"]', 'Hapus'),
};
