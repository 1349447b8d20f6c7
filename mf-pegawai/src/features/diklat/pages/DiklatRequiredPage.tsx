import { useState } from 'react';
import type { DiklatRequiredRow } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import {
  Badge,
  type DataTableColumn,
  Heading,
  OptionSelect,
  Stack,
  tableQueryHandlers,
  Text,
} from '@portal/design-system';
import { RegisterTable } from '../../../shared/ListTable';
import { useRequired } from '../api';

interface Query {
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
  only_gap?: boolean;
}

const percent = (value: number | null) =>
  value === null ? '-' : `${value.toLocaleString('id-ID', { maximumFractionDigits: 2 })}%`;

/** /pegawai/diklat/required, Gap Kompetensi (57 or 61): what each position requires against what its holders have. */
export default function DiklatRequiredPage() {
  const [query, setQuery] = useState<Query>({ page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
  const list = useRequired(query);
  const columns: DataTableColumn<DiklatRequiredRow>[] = [
    { key: 'jabatan', header: 'Jabatan', render: (r) => r.jabatan.nama },
    { key: 'pemegang', header: 'Pemegang', render: (r) => String(r.pemegang) },
    {
      key: 'kompetensi',
      header: 'Kompetensi yang Dibutuhkan (dimiliki / pemenuhan)',
      render: (r) => (
        <Stack gap="1">
          {r.kompetensi.map((k) => (
            <Text key={k.nama} fontSize="sm">
              {k.nama}: {k.memiliki} dari {r.pemegang} ({percent(k.pemenuhan)})
              {k.kurang > 0 ? (
                <Badge ms="2" colorPalette="orange" size="sm">
                  kurang {k.kurang}
                </Badge>
              ) : null}
            </Text>
          ))}
        </Stack>
      ),
    },
    { key: 'gap', header: 'Gap', render: (r) => String(r.gap) },
  ];
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Gap Kompetensi
      </Heading>
      <RegisterTable<DiklatRequiredRow>
        list={list}
        search={query.search}
        caption="Gap kompetensi per jabatan"
        columns={columns}
        searchPlaceholder="Cari jabatan..."
        emptyText="Belum ada kompetensi jabatan"
        toolbar={
          <OptionSelect
            aria-label="Tampilkan jabatan"
            size="sm"
            width="56"
            placeholder="Semua jabatan"
            options={[{ id: 'gap', nama: 'Hanya jabatan dengan gap' }]}
            value={query.only_gap ? 'gap' : ''}
            onChange={(e) => setQuery((q) => ({ ...q, only_gap: e.target.value === 'gap' || undefined, page: 1 }))}
          />
        }
        {...tableQueryHandlers(setQuery)}
      />
    </Stack>
  );
}
