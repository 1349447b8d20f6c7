/**
 * Field schemas many contracts share. Not exported from the package: a contract's own schemas are
 * what clients see; these are only the bricks.
 */
import { Type } from 'typebox';
import { Nullable } from './common.js';

/** A positive PostgreSQL integer naming a row (an id, or a reference to another table's row). */
export const RowId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** A calendar day, 'YYYY-MM-DD'. */
export const DateOnly = Type.String({ format: 'date' });
/** The year and month the registers, reports and structures are kept by. */
export const Tahun = Type.Integer({ minimum: 2000, maximum: 2100 });
export const Bulan = Type.Integer({ minimum: 1, maximum: 12 });
export const NullableNumber = Nullable(Type.Number());
