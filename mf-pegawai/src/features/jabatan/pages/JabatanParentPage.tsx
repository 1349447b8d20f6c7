import { useState } from 'react';
import { ApiError, useTransport } from '@portal/api-client';
import type { JabatanRow } from '@portal/contracts';
import { notify, Button, Heading, Stack, Text } from '@portal/design-system';
import { setJabatanParent } from '../api';
import { JabatanPicker } from '../components/JabatanPicker';

/** /pegawai/jabatan/parent (1, 57): choose a position and its parent (atasan); cycles are refused by the server. */
export default function JabatanParentPage() {
  const transport = useTransport();
  const [jabatan, setJabatan] = useState<JabatanRow | null>(null);
  const [parent, setParent] = useState<JabatanRow | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!jabatan) return;
    setSaving(true);
    try {
      const answer = await setJabatanParent(transport, jabatan.id, parent?.id ?? null);
      notify.success(answer.message);
      setJabatan(answer.data);
    } catch (error) {
      if (!(error instanceof ApiError && (error.status === 401 || error.status === 403)))
        notify.error(
          error instanceof ApiError && error.errors?.parent_id
            ? error.errors.parent_id.join(' ')
            : error instanceof Error
              ? error.message
              : String(error),
        );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h1" size="xl">
        Induk Jabatan
      </Heading>
      <JabatanPicker label="Jabatan" value={jabatan} onChange={(row) => (setJabatan(row), setParent(null))} />
      {jabatan ? (
        <>
          <Text fontSize="sm" color="fg.muted">
            Atasan saat ini: {jabatan.parent_nama ?? 'tidak ada'}
          </Text>
          <JabatanPicker label="Jabatan atasan baru (kosongkan untuk menghapus)" value={parent} onChange={setParent} />
          <Button w="fit-content" onClick={() => void save()} loading={saving}>
            Simpan
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
