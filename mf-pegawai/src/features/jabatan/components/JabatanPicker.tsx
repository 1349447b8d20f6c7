import { useEffect, useState } from 'react';
import { useTransport } from '@portal/api-client';
import type { JabatanRow } from '@portal/contracts';
import { SearchableSelect } from '@portal/design-system';
import { searchJabatan } from '../api';

export interface JabatanPickerProps {
  label: string;
  value: JabatanRow | null;
  onChange: (row: JabatanRow | null) => void;
}

/** One position, searched on the server (type more than 3 characters). */
export function JabatanPicker({ label, value, onChange }: JabatanPickerProps) {
  const transport = useTransport();
  // The first page is offered before anything is typed.
  const [first, setFirst] = useState<JabatanRow[]>([]);
  useEffect(() => {
    let alive = true;
    searchJabatan(transport, '').then(
      (rows) => alive && setFirst(rows),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [transport]);
  return (
    <SearchableSelect<JabatanRow>
      label={label}
      options={first}
      selectedOptions={value ? [value] : []}
      loadOptions={(search) => searchJabatan(transport, search)}
      value={value?.id ?? null}
      onChange={(_id, item) => onChange(item)}
      placeholder="Pilih jabatan"
    />
  );
}
