import { useState } from 'react';
import { useAllows, useTransport } from '@portal/api-client';
import { formatNumber, formatRupiah, POLICY } from '@portal/domain';
import {
  Button,
  DataTable,
  ErrorState,
  HStack,
  listTableProps,
  LoadingState,
  notify,
  notifyError,
  PageHeader,
  Pagination,
  Stack,
  tableQueryHandlers,
  Text,
  type DataTableColumn,
  type UrlQuerySchema,
  useConfirm,
  useUrlQuery,
} from '@portal/design-system';
import {
  approveTargets,
  currentPeriod,
  disapproveTarget,
  markFraud,
  rejectTarget,
  replaceRows,
  useCekTarget,
  useTargets,
  type TargetQuery,
} from '../api';
import { PeriodFilter } from '../components/PeriodFilter';
import { TargetApprovalTable, type TargetAction } from '../components/TargetApprovalTable';
import { TargetNav } from '../components/TargetNav';
import type { TargetDanaMutation, TargetDanaRow } from '@portal/contracts';
import type { TargetDanaCekTargetRow } from '../types';

const QUERY_SCHEMA: UrlQuerySchema<TargetQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  tahun: 'number',
  bulan: 'number',
  kantor_id: 'number',
  type_id: 'number',
  status_id: 'number',
};

const summaryColumns: DataTableColumn<TargetDanaCekTargetRow>[] = [
  { key: 'pegawai.nama', header: 'Pegawai' },
  { key: 'kantor.nama', header: 'Kantor' },
  { key: 'rekening_count', header: 'Rekening', align: 'end', render: (r) => formatNumber(r.rekening_count) },
  { key: 'target', header: 'Target', align: 'end', render: (r) => formatRupiah(r.target) },
  { key: 'approved', header: 'Approved', align: 'end', render: (r) => formatRupiah(r.approved) },
  { key: 'pending', header: 'Menunggu', align: 'end', render: (r) => formatRupiah(r.pending) },
  { key: 'rejected', header: 'Rejected', align: 'end', render: (r) => formatRupiah(r.rejected) },
];

const ACTION_TEXT: Record<TargetAction, { title: string; message: (r: TargetDanaRow) => string; label: string }> = {
  disapprove: {
    title: 'Batalkan approval',
    message: (r) => `Batalkan approval target rekening ${r.rekening} (${r.pegawai.nama})?`,
    label: 'Batalkan',
  },
  reject: {
    title: 'Reject target',
    message: (r) => `Reject target rekening ${r.rekening} (${r.pegawai.nama})?`,
    label: 'Reject',
  },
  fraud: {
    title: 'Set rekening fraud',
    message: (r) => `Tandai rekening ${r.rekening} sebagai fraud? Semua target rekening ini ikut ditandai.`,
    label: 'Set Fraud',
  },
};

/**
 * /penilaian/target_pegawai_kontrak/cek_target (50, 64): per employee the target, approved, waiting
 * and rejected sums, then the targets of the period: selected rows are approved in bulk (status 1
 * Approved with the approval time); disapproval, reject and fraud marking ask first. Each action's
 * answer (the changed rows) replaces the rows shown.
 */
export default function CekTargetPage() {
  const transport = useTransport();
  const confirm = useConfirm();
  const canFraud = useAllows(POLICY.checkFundsBalance);
  const [query, setQuery] = useUrlQuery<TargetQuery>(QUERY_SCHEMA, () => ({
    page: 1,
    per_page: 10,
    ...currentPeriod(),
  }));
  const summary = useCekTarget(query);
  // The targets page through on their own, beside the summary's pages.
  const [targetPage, setTargetPage] = useState(1);
  const targets = useTargets({ ...query, page: targetPage, per_page: 50 });
  const [selected, setSelected] = useState<Set<number>>(new Set());

  const applyAnswer = async (answer: TargetDanaMutation) => {
    notify.success(answer.message);
    await targets.mutate((current) => current && { ...current, data: replaceRows(current.data, answer.data) }, {
      revalidate: false,
    });
    setSelected((s) => new Set([...s].filter((id) => !answer.data.some((r) => r.id === id))));
    void summary.mutate();
  };
  const run = async (action: () => Promise<TargetDanaMutation>) => {
    try {
      await applyAnswer(await action());
    } catch (error) {
      notifyError(error);
      throw error;
    }
  };

  const approve = () =>
    void confirm({
      title: 'Approve target',
      message: `Approve ${formatNumber(selected.size)} target yang dipilih?`,
      confirmLabel: 'Approve',
      onConfirm: () => run(() => approveTargets(transport, [...selected])),
    });
  const act = (action: TargetAction, row: TargetDanaRow) => {
    const text = ACTION_TEXT[action];
    const call = { disapprove: disapproveTarget, reject: rejectTarget, fraud: markFraud }[action];
    void confirm({
      title: text.title,
      message: text.message(row),
      confirmLabel: text.label,
      destructive: action !== 'disapprove',
      onConfirm: () => run(() => call(transport, row.id)),
    });
  };

  const rows = targets.data?.data ?? [];
  return (
    <Stack gap="4" data-testid="target-cek-page">
      <PageHeader size="xl" title="Cek Target" />
      <TargetNav />
      <PeriodFilter
        tahun={query.tahun}
        bulan={query.bulan}
        onChange={(p) => {
          setSelected(new Set());
          setTargetPage(1);
          setQuery((q) => ({ ...q, ...p, page: 1 }));
        }}
      />
      <DataTable<TargetDanaCekTargetRow>
        {...listTableProps(summary)}
        {...tableQueryHandlers(setQuery)}
        columns={summaryColumns}
        search={query.search}
        searchPlaceholder="Cari nama atau NPP"
        caption="Ringkasan target per pegawai"
        rowKey={(r) => r.pegawai.id}
        numbered
        emptyText="Belum ada target pada periode ini"
      />
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">Target</Text>
        <Button onClick={approve} disabled={selected.size === 0} data-testid="target-approve">
          Approve ({formatNumber(selected.size)})
        </Button>
      </HStack>
      {targets.error ? (
        <ErrorState message={targets.error.message} onRetry={() => void targets.mutate()} />
      ) : !targets.data ? (
        <LoadingState />
      ) : (
        <>
          <TargetApprovalTable
            rows={rows}
            selected={selected}
            canFraud={canFraud}
            onAction={act}
            onSelect={(ids, on) =>
              setSelected((s) => {
                const next = new Set(s);
                for (const id of ids)
                  if (on) next.add(id);
                  else next.delete(id);
                return next;
              })
            }
          />
          <Pagination page={targets.data.current_page} lastPage={targets.data.last_page} onPageChange={setTargetPage} />
        </>
      )}
    </Stack>
  );
}
