import { useState } from 'react';
import { useAllows, usePegawaiOptions } from '@portal/api-client';
import { formatRupiah, POLICY } from '@portal/domain';
import { Box, Heading, PageHeader, PegawaiSelect, Stack, Text } from '@portal/design-system';
import { PageError } from '../../../shared/PageError';
import { useKacaMataHak, useNotaList, usePerawatanConfig } from '../api';
import { KacaMataPlafonSection } from '../components/KacaMataPlafonSection';
import { NotaTable } from '../components/NotaTable';
import { useNotaListQuery } from '../list-query';

/**
 * /pegawai/perawatan/kaca_mata (1 or 57): the glasses rules (one claim per entitled period, the ceiling
 * by grade, kept here: the spec has no page of its own for it), an employee's entitlement in the
 * current period, and every glasses claim (the register's rows: not for the restricted role 8, whom
 * the register's API refuses).
 */
export default function PerawatanKacaMataPage() {
  const configAnswer = usePerawatanConfig();
  const config = configAnswer.data?.data;
  const loadPegawai = usePegawaiOptions();
  const [pegawaiId, setPegawaiId] = useState<number | null>(null);
  const hak = useKacaMataHak(pegawaiId);
  const [query, setQuery] = useNotaListQuery({ is_kaca_mata: true });
  const canListClaims = useAllows(POLICY.adminOrHrUnrestricted);
  const list = useNotaList({ ...query, is_kaca_mata: true }, canListClaims);
  const h = hak.data?.data;
  return (
    <Stack gap="5" data-testid="perawatan-kaca-mata-page">
      <PageHeader
        title="Kacamata"
        size="xl"
        description={
          config
            ? `Satu klaim kacamata per periode ${config.kaca_mata.periode_tahun} tahun, nominal paling banyak plafon grade pegawai.`
            : undefined
        }
      />
      <KacaMataPlafonSection
        onChange={() => {
          // The form's glasses hint (config) and the entitlement shown below read the ceilings.
          void configAnswer.mutate();
          void hak.mutate();
        }}
      />
      <Box maxW="xl">
        <Heading as="h2" size="md" mb="2">
          Cek hak kacamata pegawai
        </Heading>
        <PegawaiSelect
          aria-label="Pegawai"
          placeholder="Ketik nama atau NPP (lebih dari 3 huruf)"
          loadOptions={loadPegawai}
          value={pegawaiId}
          onChange={(id) => setPegawaiId(id === null ? null : Number(id))}
        />
        {hak.error ? <PageError error={hak.error} /> : null}
        {h ? (
          <Stack gap="1" mt="2" data-testid="perawatan-kaca-mata-hak">
            <Text>{`Periode ${h.periode_label}; grade ${h.grade ?? '-'}; plafon ${formatRupiah(h.plafon)}`}</Text>
            <Text fontWeight="medium">
              {h.plafon === null
                ? 'Pegawai belum memiliki grade dengan plafon kacamata'
                : h.klaim
                  ? `Sudah diklaim (${h.klaim.status_label}, ${formatRupiah(h.klaim.nominal)})`
                  : 'Belum ada klaim pada periode ini: pegawai berhak mengajukan'}
            </Text>
          </Stack>
        ) : null}
      </Box>
      {canListClaims ? (
        <NotaTable list={list} query={query} setQuery={setQuery} caption="Daftar klaim kacamata" />
      ) : null}
    </Stack>
  );
}
