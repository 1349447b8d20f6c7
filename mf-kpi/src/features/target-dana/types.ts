/**
 * Names for the rows of /api/sdm/pegawai/link/target/dana that packages/contracts/src/target-dana.ts
 * declares only inside its answers (it exports the answer types, not the row types). Each name is
 * taken from the contract's answer type, so the contract stays the one definition; every other type
 * is imported from '@portal/contracts' where it is used.
 */
import type {
  TargetDanaBelumUploadAnswer,
  TargetDanaCekTargetAnswer,
  TargetDanaPivotAnswer,
  TargetDanaSaldoAnswer,
} from '@portal/contracts';

export type TargetDanaPivotRow = TargetDanaPivotAnswer['data'][number];
export type TargetDanaBelumUploadRow = TargetDanaBelumUploadAnswer['data'][number];
export type TargetDanaSaldoRow = TargetDanaSaldoAnswer['data'][number];
export type TargetDanaCekTargetRow = TargetDanaCekTargetAnswer['data'][number];
