import { sql } from 'kysely';

/** "Today" in SQL, for ages, service years and deadlines: the bank's calendar day (WIB), whatever the server's zone. */
export const TODAY = sql<string>`(now() AT TIME ZONE 'Asia/Jakarta')::date`;
