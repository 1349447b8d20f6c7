import { Stack, Text } from '@chakra-ui/react';
import type { PegawaiOption } from '@portal/contracts';
import { SearchableSelect, type MultiSelectProps, type SingleSelectProps } from './SearchableSelect';

/** Spec section 5: employees are also found by npp, position and office. */
export const PEGAWAI_SEARCH_KEYS = ['npp', 'jabatan.nama', 'kantor.nama'] as const;

type Shared = 'options' | 'labelKey' | 'valueKey' | 'searchKeys' | 'loadOptions' | 'renderOption';

interface PegawaiSelectExtra {
  /**
   * The server search (GET /api/sdm/pegawai?event=options), e.g. `usePegawaiOptions()` of
   * @portal/api-client; called only for more than 3 typed characters, 1000 ms after the last key.
   */
  loadOptions: (search: string) => Promise<PegawaiOption[]>;
  /** Employees to offer before any search (e.g. the ones of the user's office). */
  options?: readonly PegawaiOption[];
}

export type PegawaiSelectProps =
  | (Omit<SingleSelectProps<PegawaiOption>, Shared> & PegawaiSelectExtra)
  | (Omit<MultiSelectProps<PegawaiOption>, Shared> & PegawaiSelectExtra);

/** 'npp · jabatan · kantor', leaving out what is unknown. */
export function pegawaiOptionDetail(p: PegawaiOption): string {
  return [p.npp, p.jabatan?.nama, p.kantor?.nama].filter(Boolean).join(' · ');
}

function PegawaiOptionRow({ pegawai }: { pegawai: PegawaiOption }) {
  const detail = pegawaiOptionDetail(pegawai);
  return (
    <Stack gap="0">
      <Text>{pegawai.nama}</Text>
      {detail ? (
        <Text fontSize="xs" color="fg.muted">
          {detail}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Searchable employee picker for every remote: SearchableSelect over PegawaiOption (label nama,
 * value id, client search on nama, npp, jabatan and kantor), each option showing npp, position
 * and office. The fetcher comes in as a prop, so the picker works with any transport (and mocks).
 */
export function PegawaiSelect(props: PegawaiSelectProps) {
  return (
    <SearchableSelect<PegawaiOption>
      {...(props as SingleSelectProps<PegawaiOption>)}
      labelKey="nama"
      valueKey="id"
      searchKeys={PEGAWAI_SEARCH_KEYS}
      renderOption={(p) => <PegawaiOptionRow pegawai={p} />}
    />
  );
}
