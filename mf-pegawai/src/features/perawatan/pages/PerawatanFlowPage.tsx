import { Box, HStack, LoadingState, PageHeader, Stack, Text } from '@portal/design-system';
import { PageError } from '../../../shared/PageError';
import { usePerawatanConfig } from '../api';

/** A box of the flowchart with its caption. */
function Node({ title, detail, testId }: { title: string; detail?: string; testId?: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" px="4" py="3" minW="48" bg="bg.subtle" data-testid={testId}>
      <Text fontWeight="semibold">{title}</Text>
      {detail ? (
        <Text fontSize="sm" color="fg.muted">
          {detail}
        </Text>
      ) : null}
    </Box>
  );
}

const Arrow = () => (
  <Text aria-hidden fontSize="xl" color="fg.muted">
    →
  </Text>
);

/**
 * /pegawai/perawatan/flow (Flowchart): the route a care claim takes — registered as Draft, sent for
 * approval, each step of the approval engine with who decides it now, then Disetujui (or Ditolak).
 */
export default function PerawatanFlowPage() {
  const config = usePerawatanConfig();
  const alur = config.data?.data.alur;
  return (
    <Stack gap="5" data-testid="perawatan-flow-page">
      <PageHeader
        title="Flowchart"
        size="xl"
        description="Alur klaim perawatan: registrasi, pengajuan, persetujuan bertahap, selesai."
      />
      {config.error ? <PageError error={config.error} /> : null}
      {alur ? (
        <HStack gap="3" wrap="wrap" align="center" role="list" aria-label="Alur klaim perawatan">
          <Node title="Registrasi (Draft)" detail="Admin SDM mencatat nota pegawai" />
          <Arrow />
          <Node title="Request Approval" detail="Kacamata: plafon grade dan satu klaim per periode diperiksa" />
          {alur.map((step, i) => (
            <HStack key={step.label} gap="3">
              <Arrow />
              <Node
                title={`${i + 1}. ${step.label}`}
                detail={step.approvers.join(', ') || 'Belum ada pejabat'}
                testId="perawatan-flow-step"
              />
            </HStack>
          ))}
          <Arrow />
          <Node title="Disetujui" detail="Ditolak: kembali ke pendaftar (Reset ke Draft)" />
        </HStack>
      ) : config.error ? null : (
        <LoadingState />
      )}
    </Stack>
  );
}
