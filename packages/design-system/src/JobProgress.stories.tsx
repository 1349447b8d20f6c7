// Storybook: one background job as users follow it (export, import, reset).
import { Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { JobProgress, JobProgressBar, type JobProgressProps } from './JobProgress';

const meta = {
  title: 'Design system/JobProgress',
  component: JobProgress,
  args: {
    name: 'Data pegawai (.xlsx)',
    status: 'running',
    progress: 42.4,
    message: 'Membaca data pegawai',
    detail: 'Dimulai 01 Maret 2026 09:00 AM',
  } satisfies JobProgressProps,
  argTypes: {
    status: { control: 'inline-radio', options: ['queued', 'running', 'done', 'failed'] },
    progress: { control: { type: 'range', min: 0, max: 100, step: 0.1 } },
    onDownload: { action: 'unduh' },
  },
};

export default meta;

export const Menunggu = { args: { status: 'queued', progress: 0, message: 'Menunggu proses' } };

export const Berjalan = {};

export const Selesai = {
  args: {
    status: 'done',
    progress: 100,
    message: 'Export data pegawai selesai: 20.000 pegawai',
    onDownload: () => undefined,
  },
};

export const Gagal = {
  args: {
    status: 'failed',
    progress: 37,
    message: 'Gagal',
    error: 'Terjadi kesalahan saat memproses, silakan coba lagi',
  },
};

function Simulated() {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setProgress((p) => Math.min(100, p + Math.random() * 7)), 300);
    return () => clearInterval(timer);
  }, []);
  const done = progress >= 100;
  return (
    <Stack maxW="2xl">
      <JobProgress
        name="Data pegawai (.xlsx)"
        status={done ? 'done' : progress === 0 ? 'queued' : 'running'}
        progress={progress}
        message={done ? 'Export data pegawai selesai: 300 pegawai' : 'Membaca data pegawai'}
        onDownload={() => undefined}
      />
    </Stack>
  );
}

/** The job as the page sees it: pushed progress until the file is ready. */
export const Simulasi = { render: () => <Simulated /> };

/** The bar alone, small, beside a button (the dashboard's 'Perbarui statistik'). */
export const HanyaBatang = {
  render: () => (
    <Stack maxW="xs">
      <JobProgressBar percent={37} running label="Memperbarui statistik" size="xs" />
    </Stack>
  ),
};
