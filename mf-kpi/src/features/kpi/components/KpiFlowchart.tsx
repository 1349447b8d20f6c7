import { Box, Flex, Stack, Text } from '@portal/design-system';

interface Step {
  id: string;
  title: string;
  who: string;
  text: string;
  color: string;
}

/** The assessment flow (approval engine type 'kpi', one superior step), in order. */
export const KPI_FLOW: readonly Step[] = [
  {
    id: 'draft',
    title: 'Draft',
    who: 'Pegawai (atau Admin KPI per NPP)',
    text: 'Buat Penilaian pada event aktif; indikator dan bobot diambil dari jabatan. Pegawai mengisi realisasi.',
    color: 'gray',
  },
  {
    id: 'request',
    title: 'Request Approval',
    who: 'Pegawai',
    text: 'Semua indikator sudah berisi realisasi; penilaian menunggu atasan.',
    color: 'orange',
  },
  {
    id: 'decide',
    title: 'Setujui / Tolak',
    who: 'Atasan langsung (giliran)',
    text: 'Atasan mengisi realisasi atasan, lalu menyetujui atau menolak. Skor dihitung server.',
    color: 'green',
  },
  {
    id: 'reverse',
    title: 'Batalkan Keputusan',
    who: 'Atasan yang memutuskan',
    text: 'Keputusan terakhir dibatalkan; penilaian kembali menunggu persetujuan.',
    color: 'purple',
  },
];

function Arrow() {
  return (
    <Flex align="center" justify="center" aria-hidden color="fg.muted" fontSize="2xl" px="1" py="1">
      <Box display={{ base: 'none', lg: 'block' }}>→</Box>
      <Box display={{ base: 'block', lg: 'none' }}>↓</Box>
    </Flex>
  );
}

/**
 * The KPI assessment flow drawn with boxes and arrows (no chart dependency): an ordered list, so a
 * screen reader reads the steps in order; the arrows are decoration only.
 */
export function KpiFlowchart() {
  return (
    <Stack gap="4" data-testid="kpi-flowchart">
      <Flex
        as="ol"
        direction={{ base: 'column', lg: 'row' }}
        align="stretch"
        listStyleType="none"
        aria-label="Alur penilaian KPI"
      >
        {KPI_FLOW.map((step, i) => (
          <Flex as="li" key={step.id} direction={{ base: 'column', lg: 'row' }} align="stretch" flex="1">
            {i > 0 ? <Arrow /> : null}
            <Box
              flex="1"
              borderWidth="2px"
              borderColor={`${step.color}.solid`}
              bg={`${step.color}.subtle`}
              rounded="md"
              p="3"
              data-testid={`flow-${step.id}`}
            >
              <Text fontWeight="bold">
                {i + 1}. {step.title}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {step.who}
              </Text>
              <Text fontSize="sm" mt="1">
                {step.text}
              </Text>
            </Box>
          </Flex>
        ))}
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        Ditolak: pegawai dapat mereset penilaian dan mengajukan kembali. Reset Resume menghitung ulang skor dan resume
        periode kapan saja.
      </Text>
    </Stack>
  );
}
