/**
 * Test accounts in one call: each is created with createUser (one password for all), then logged
 * in through POST /api/login. Answers every account's ids and access token by name:
 *
 *   const users = await createAccounts(t, { hr: [10, 57], ani: { roles: [10], pegawai: { nama: 'Ani' } } });
 *   users.ani.token; users.ani.pegawaiId;
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../src/platform/db/schema.js';
import { createUser, type UserFixture } from './fixtures.js';

export const PASSWORD = 'Rahasia#2026';

/** An account: its roles alone, or all that createUser takes but the name and the password. */
export type AccountSpec =
  readonly number[] | (Omit<UserFixture, 'name' | 'password' | 'roles'> & { roles?: readonly number[] });

export interface Account {
  id: number;
  pegawaiId: number | null;
  token: string;
}

/** What is needed of a test app (TestApp and StorageTestApp both fit). */
export interface LoginApp {
  db: Kysely<Database>;
  login(name: string, password: string): Promise<{ access_token: string } | string>;
}

/** Logs in and answers the access token, whichever shape the app's login answers in. */
export async function loginToken(t: Pick<LoginApp, 'login'>, name: string, password = PASSWORD): Promise<string> {
  const answer = await t.login(name, password);
  return typeof answer === 'string' ? answer : answer.access_token;
}

/** Creates the accounts in the given order, then logs each in. */
export async function createAccounts<K extends string>(
  t: LoginApp,
  specs: Record<K, AccountSpec>,
  password = PASSWORD,
): Promise<Record<K, Account>> {
  const names = Object.keys(specs) as K[];
  const created = new Map<K, { id: number; pegawaiId: number | null }>();
  for (const name of names) {
    const spec: AccountSpec = specs[name];
    const fixture: UserFixture = isRoles(spec)
      ? { name, password, roles: [...spec] }
      : { ...spec, name, password, roles: spec.roles ? [...spec.roles] : undefined };
    created.set(name, await createUser(t.db, fixture));
  }
  const accounts = {} as Record<K, Account>;
  for (const name of names) accounts[name] = { ...created.get(name)!, token: await loginToken(t, name, password) };
  return accounts;
}

/** Just the tokens of createAccounts' answer, by name. */
export function tokensOf<K extends string>(accounts: Record<K, Account>): Record<K, string> {
  const tokens = {} as Record<K, string>;
  for (const name of Object.keys(accounts) as K[]) tokens[name] = accounts[name].token;
  return tokens;
}

function isRoles(spec: AccountSpec): spec is readonly number[] {
  return Array.isArray(spec);
}
