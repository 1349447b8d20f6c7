import { usePegawaiOptions, useTransport } from '@portal/api-client';
import { PegawaiSelect, SearchableSelect, HStack } from '@portal/design-system';
import { searchKantor } from '../../absen/public';

export interface ScopeValue {
  kantor_id?: number;
  pegawai_id?: number;
}

/** Office and employee pickers of the admins' report filters (employees see only themselves). */
export function PegawaiKantorFilter({ value, onChange }: { value: ScopeValue; onChange: (v: ScopeValue) => void }) {
  const transport = useTransport();
  const loadPegawai = usePegawaiOptions();
  return (
    <HStack gap="3" wrap="wrap" align="end">
      <SearchableSelect
        label="Kantor"
        placeholder="Semua kantor"
        value={value.kantor_id ?? null}
        loadOptions={(search) => searchKantor(transport, search)}
        onChange={(id) => onChange({ ...value, kantor_id: id === null ? undefined : Number(id) })}
      />
      <PegawaiSelect
        label="Pegawai"
        placeholder="Semua pegawai"
        value={value.pegawai_id ?? null}
        loadOptions={loadPegawai}
        onChange={(id) => onChange({ ...value, pegawai_id: id === null ? undefined : Number(id) })}
      />
    </HStack>
  );
}
