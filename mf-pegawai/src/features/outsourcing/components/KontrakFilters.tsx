import type { ReactNode } from 'react';
import type { KontrakStatus, OutsourcingNamedRow } from '@portal/contracts';
import { HStack, OptionSelect } from '@portal/design-system';
import { FilterSelect } from '../../../shared/FilterSelect';
import { useKantorOptions } from '../../pegawai-list/public';
import { KONTRAK_STATUS_OPTIONS } from '../list-query';

export interface KontrakFilterValues {
  jenis_id?: number;
  kantor_id?: number;
  status?: KontrakStatus;
}

/**
 * The contract filters of the outsourcing lists (kind of contract, office, status of the contract);
 * `children` go first (the worker register's position filter).
 */
export function KontrakFilters({
  jenis,
  value,
  onChange,
  children,
}: {
  jenis: readonly OutsourcingNamedRow[];
  value: KontrakFilterValues;
  onChange: (patch: KontrakFilterValues) => void;
  children?: ReactNode;
}) {
  const kantor = useKantorOptions();
  return (
    <HStack gap="2" wrap="wrap">
      {children}
      <FilterSelect
        label="Semua jenis kontrak"
        options={[...jenis]}
        value={value.jenis_id}
        onChange={(jenis_id) => onChange({ jenis_id })}
      />
      <FilterSelect
        label="Semua kantor"
        options={kantor}
        value={value.kantor_id}
        onChange={(kantor_id) => onChange({ kantor_id })}
      />
      <OptionSelect
        aria-label="Status kontrak"
        size="sm"
        width="44"
        placeholder="Semua status"
        options={KONTRAK_STATUS_OPTIONS}
        value={value.status ?? ''}
        onChange={(e) => onChange({ status: (e.target.value || undefined) as KontrakStatus | undefined })}
      />
    </HStack>
  );
}
