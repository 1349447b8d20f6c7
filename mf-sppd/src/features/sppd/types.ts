/**
 * The few SPPD wire shapes that packages/contracts/src/sppd.ts declares as schemas without exporting
 * a type for them (SppdGrafikRow, SppdFileInput, the master mutation answer, the options rows).
 * Browser code may not import the schemas (ADR 0024: `import type` only, and `Static<>` would need
 * typebox here), so they are written out once, field for field as the schema says; every other SPPD
 * type is imported from '@portal/contracts' where it is used. Once the contract exports these types,
 * replace this file with imports from it.
 */
import type { SppdMasterRow } from '@portal/contracts';

/** An `{ id, nama }` option (GET …?event=index_options, SppdMasterListAnswer's options branch). */
export interface IdNama {
  id: number;
  nama: string;
}

/** One kantor × month of GET /sdm/sppd/pegawai?event=index_grafik (contract schema SppdGrafikRow). */
export interface SppdGrafikRow {
  kantor_id: number;
  kantor_nama: string;
  /** YYYY-MM */
  bulan: string;
  jumlah: number;
  /** Decimal string ("1250000.00"). */
  total_biaya: string;
  biaya_pending: string;
}

/** A file in a JSON body: name and base64 content (contract schema SppdFileInput). */
export interface SppdFileInput {
  name: string;
  content_base64: string;
}

/** POST/PUT of a master row (contract schema SppdMasterMutationAnswer). */
export interface SppdMasterMutationAnswer {
  message: string;
  data: SppdMasterRow;
}
