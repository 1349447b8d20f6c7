import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Button } from './Button';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { FileOpener } from './FileOpener';
import { UploadProgress } from './UploadProgress';
import type { FileLoader, OpenableFile } from './useFileOpener';

const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 120] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length 52 >> stream
BT /F1 14 Tf 20 60 Td (Surat Tugas - Portal SDM) Tj ET
endstream endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
trailer << /Root 1 0 R >>
%%EOF`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const loadPdf: FileLoader = async () => {
  await wait(400);
  return {
    blob: new Blob([PDF], { type: 'application/pdf' }),
    fileName: 'Surat Tugas.pdf',
    contentType: 'application/pdf',
  };
};

const loadXlsx: FileLoader = async () => {
  await wait(400);
  return {
    blob: new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    fileName: 'Rekap Absen Mei 2026.xlsx',
  };
};

const refused: FileLoader = async () => {
  await wait(300);
  throw Object.assign(new Error('Anda tidak memiliki akses ke file ini'), { status: 403, statusText: 'Forbidden' });
};

const offline: FileLoader = async () => {
  await wait(300);
  throw Object.assign(new Error('Something went wrong'), { status: 0 });
};

/**
 * The upload-address flow as a page uses it: pick a file, PUT it with progress (bytes sent at the
 * speed of a slow line here; in the app `uploadToAddress(url, file, setPercent)` from
 * @portal/api-client reports the real XMLHttpRequest progress), 'Finishing...' at 100 while the
 * server checks and stores it, then open it with FileOpener.
 */
function UploadThenOpen() {
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [done, setDone] = useState<OpenableFile | null>(null);

  async function upload(chosen: File) {
    setDone(null);
    setPercent(0);
    const bytesPerTick = Math.max(1, Math.ceil(chosen.size / 40));
    for (let sent = 0; sent < chosen.size; sent += bytesPerTick) {
      await wait(60);
      setPercent((Math.min(chosen.size, sent + bytesPerTick) / chosen.size) * 100);
    }
    setPercent(100);
    await wait(1200); // the server sniffing and storing the file
    setDone({ blob: chosen, fileName: chosen.name, contentType: chosen.type });
    setPercent(null);
  }

  return (
    <Stack maxW="md" gap="3">
      <Text fontSize="sm" color="fg.muted">
        PDF, JPEG, PNG, XLSX atau DOCX, maksimal 10 MB.
      </Text>
      <HStack>
        <Input
          type="file"
          accept=".pdf,.jpg,.jpeg,.png,.xlsx,.docx"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <Button disabled={!file || percent !== null} onClick={() => file && void upload(file)}>
          Unggah
        </Button>
      </HStack>
      {percent !== null && file ? <UploadProgress value={percent} label={file.name} /> : null}
      {done ? <FileOpener location={`link/7/${done.fileName}`} load={async () => done} /> : null}
    </Stack>
  );
}

const meta = {
  title: 'Design system/FileOpener',
  component: FileOpener,
  args: { location: 'link/7/Surat Tugas.pdf', load: loadPdf },
} satisfies Meta<typeof FileOpener>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PDF, JPEG and PNG open in a new tab. */
export const OpensPdfInNewTab: Story = {};

/** Other types download under their own name. */
export const DownloadsXlsx: Story = {
  args: { location: 'link/7/rekap.xlsx', load: loadXlsx, children: 'Rekap Absen Mei 2026.xlsx' },
};

/** A refused response: its status text as an error notification for 5 s. */
export const RefusedShowsStatusText: Story = { args: { load: refused } };

/** No response at all: an alert. */
export const OfflineShowsAlert: Story = { args: { load: offline } };

export const UploadWithProgressThenOpen: Story = { render: () => <UploadThenOpen /> };
