import { useNavigate } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import type { PerawatanNotaInput } from '@portal/contracts';
import { LoadingState, notify, PageHeader, Stack, Text } from '@portal/design-system';
import { PageError } from '../../../shared/PageError';
import { EMPTY_NOTA_FORM, saveNota, usePerawatanConfig } from '../api';
import { PerawatanForm } from '../components/PerawatanForm';

/**
 * /pegawai/perawatan/register (1 or 57): registers an employee's care claim as a Draft; the claim's page
 * opens next, where it is sent for approval (Request Approval).
 */
export default function PerawatanRegisterPage() {
  const transport = useTransport();
  const navigate = useNavigate();
  const config = usePerawatanConfig();
  const save = async (input: PerawatanNotaInput) => {
    const answer = await saveNota(transport, input);
    notify.success(answer.message);
    notify.warning('Cek kembali sebelum Request Approval', { title: 'Warning!' });
    void navigate(`/pegawai/perawatan/${answer.data.token}`);
  };
  return (
    <Stack gap="4" maxW="2xl" data-testid="perawatan-register-page">
      <PageHeader title="Registrasi Perawatan" size="xl" />
      <Text color="fg.muted">
        Klaim tersimpan sebagai Draft. Periksa kembali, lalu ajukan persetujuan dari halaman detail klaim.
      </Text>
      {config.data ? (
        <PerawatanForm
          initialValues={EMPTY_NOTA_FORM}
          config={config.data.data}
          onSubmit={save}
          onCancel={() => void navigate('/pegawai/perawatan')}
        />
      ) : config.error ? (
        <PageError error={config.error} />
      ) : (
        <LoadingState />
      )}
    </Stack>
  );
}
