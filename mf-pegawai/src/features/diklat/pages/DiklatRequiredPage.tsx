import { useCallback, useState } from 'react';
import { useAllows, useOptionFile, useTransport } from '@portal/api-client';
import type { DiklatRequiredInput, DiklatRequiredRow } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, POLICY } from '@portal/domain';
import {
  Badge,
  Button,
  type DataTableColumn,
  notify,
  OptionSelect,
  PageHeader,
  Stack,
  tableQueryHandlers,
  Text,
} from '@portal/design-system';
import { RegisterTable } from '../../../shared/ListTable';
import { currentRequired, saveRequired, useKompetensiOptions, useRequired } from '../api';
import { RequiredKompetensiDialog } from '../components/RequiredKompetensiDialog';

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

/**
 * /pegawai/diklat/required, Gap Kompetensi (57 or 61): what each position requires against what its
 * holders have. Those who may change the requirements (the PUT's policy, 61) change them per position
 * or give a position its first ones.
 */
export default function DiklatRequiredPage() {
  const transport = useTransport();
  const [query, setQuery] = useState<Query>({ page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
  const list = useRequired(query);
  const canEdit = useAllows(POLICY.manageTraining);
  const [editing, setEditing] = useState<DiklatRequiredRow | 'new' | null>(null);
  const kompetensi = useKompetensiOptions(canEdit);
  const jabatan = useOptionFile(transport, 'jabatan', { enabled: editing === 'new' });
  const loadCurrent = useCallback((jabatanId: number) => currentRequired(transport, jabatanId), [transport]);

  const save = async (jabatanId: number, input: DiklatRequiredInput) => {
    notify.success((await saveRequired(transport, jabatanId, input)).message);
    setEditing(null);
    void list.mutate();
  };
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
    ...(canEdit
      ? [
          {
            key: 'aksi',
            header: 'Aksi',
            render: (r: DiklatRequiredRow) => (
              <Button
                kind="secondary"
                size="xs"
                aria-label={`Ubah kompetensi ${r.jabatan.nama}`}
                onClick={() => setEditing(r)}
              >
                Ubah
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Stack gap="4">
      <PageHeader title="Gap Kompetensi" size="xl">
        {canEdit ? (
          <Button size="sm" onClick={() => setEditing('new')} data-testid="required-add">
            Tambah Kompetensi Jabatan
          </Button>
        ) : null}
      </PageHeader>
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
      {editing ? (
        <RequiredKompetensiDialog
          jabatan={editing === 'new' ? undefined : editing.jabatan}
          current={editing === 'new' ? [] : editing.kompetensi.map((k) => k.nama)}
          options={kompetensi.data?.data ?? []}
          jabatanOptions={jabatan}
          loadCurrent={loadCurrent}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
