import { useState } from 'react';
import { ApiError, useTransport } from '@portal/api-client';
import { formatNumber, formatRupiah, MONTHS } from '@portal/domain';
import {
  Alert,
  Box,
  Button,
  Field,
  HStack,
  Input,
  List,
  notify,
  notifyError,
  OptionSelect,
  Stack,
  Text,
  UploadProgress,
  useFileOpener,
} from '@portal/design-system';
import { NOMINAL_PATH, TEMPLATE_FILE_NAME, uploadTargets, useTargetTypes } from '../api';
import type { TargetDanaUpload } from '@portal/contracts';
import { PeriodFilter } from './PeriodFilter';

export interface TargetUploadProps {
  /** The period offered first (this month). */
  initial: { tahun: number; bulan: number };
  /** After a good upload was written. */
  onUploaded?: (upload: TargetDanaUpload) => void;
}

/**
 * The targets of one period and type from an xlsx (Rekening, NPP, Nominal). The server checks every
 * row and writes all or none: a refused file (422) lists each row's problem and nothing is added.
 */
export function TargetUpload({ initial, onUploaded }: TargetUploadProps) {
  const transport = useTransport();
  const types = useTargetTypes();
  const [period, setPeriod] = useState<{ tahun?: number; bulan?: number }>(initial);
  const [typeId, setTypeId] = useState<number | undefined>(undefined);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [rowErrors, setRowErrors] = useState<string[] | null>(null);
  const [done, setDone] = useState<TargetDanaUpload | null>(null);
  const template = useFileOpener(async () => ({
    blob: await transport.request<Blob>('GET', `${NOMINAL_PATH}/x/template`, {
      responseType: 'blob',
      headers: { Accept: '*/*' },
    }),
    fileName: TEMPLATE_FILE_NAME,
  }));
  const ready = file !== null && typeId !== undefined && period.tahun !== undefined && period.bulan !== undefined;

  const send = async () => {
    if (!ready) return;
    setRowErrors(null);
    setDone(null);
    setUploading(0);
    try {
      const answer = await uploadTargets(
        transport,
        { tahun: period.tahun!, bulan: period.bulan!, type_id: typeId },
        file,
        setUploading,
      );
      notify.success(answer.message);
      setDone(answer.data);
      onUploaded?.(answer.data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.errors) {
        setRowErrors(Object.values(error.errors).flat());
      }
      notifyError(error);
    } finally {
      setUploading(null);
    }
  };

  return (
    <Stack gap="4" maxW="3xl" data-testid="target-upload">
      <Text fontSize="sm" color="fg.muted">
        Kolom: Rekening (6–20 angka), NPP (pegawai aktif), Nominal (angka positif, paling banyak 2 desimal). Satu file
        untuk satu periode dan jenis target. Jika ada satu baris yang salah, tidak ada data yang disimpan.
      </Text>
      <HStack gap="3" align="end" wrap="wrap">
        <PeriodFilter tahun={period.tahun} bulan={period.bulan} onChange={setPeriod} />
        <Field.Root width="48" required>
          <Field.Label fontSize="sm">
            Jenis target
            <Field.RequiredIndicator />
          </Field.Label>
          <OptionSelect
            aria-label="Jenis target"
            options={types}
            placeholder="Pilih jenis"
            value={typeId ?? ''}
            onChange={(e) => setTypeId(e.currentTarget.value === '' ? undefined : Number(e.currentTarget.value))}
          />
        </Field.Root>
      </HStack>
      <HStack gap="3" align="end" wrap="wrap">
        <Box as="label" display="block">
          <Text fontWeight="medium" mb="1" fontSize="sm">
            File Excel (.xlsx)
          </Text>
          <Input
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            p="1"
            data-testid="target-upload-file"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Box>
        <Button
          onClick={() => void send()}
          disabled={!ready}
          loading={uploading !== null}
          data-testid="target-upload-submit"
        >
          Upload
        </Button>
        <Button kind="secondary" onClick={() => void template.open('template')} loading={template.opening !== null}>
          Unduh Template
        </Button>
      </HStack>
      {uploading !== null ? <UploadProgress value={uploading} label={file?.name} /> : null}
      {rowErrors && rowErrors.length > 0 ? (
        <Alert.Root status="error" data-testid="target-upload-errors">
          <Alert.Content>
            <Alert.Title>File ditolak, tidak ada target yang disimpan</Alert.Title>
            <List.Root ps="4">
              {rowErrors.map((text) => (
                <List.Item key={text}>{text}</List.Item>
              ))}
            </List.Root>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {done ? (
        <Alert.Root status="success" data-testid="target-upload-done">
          <Alert.Content>
            <Alert.Title>
              {done.type.nama} {MONTHS[done.bulan]} {done.tahun}: {formatNumber(done.row_count)} rekening,{' '}
              {formatRupiah(done.total)}
            </Alert.Title>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
