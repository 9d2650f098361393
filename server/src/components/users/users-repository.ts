// Owns: users (accounts; their sessions and e-mail tokens belong to auth).
import type { StaffRole } from '@zlota/shared/api-routes';
import type { Knex } from 'knex';
import { isSqlite } from '../../db/knex.js';
import { whereEveryWord } from '../../db/where-words.js';
import type { AdminUserSort, SortOrder } from '@zlota/shared/schemas/admin-lists';
import { listOrder } from '../../libraries/list-order.js';

export interface UserRow {
  id: number;
  name: string;
  surname: string;
  username: string;
  phone: string;
  email: string;
  password_hash: string;
  /** A member of the foundation's team, who may sign in to the panel: read from `staff_role` (set), never stored apart. */
  is_admin: boolean;
  /** What they may do in the panel (issue 17); null outside the team. */
  staff_role: StaffRole | null;
  is_active: boolean;
  email_verified_at: number | null;
  /** Set while the foundation has deactivated the account; the e-mail link never clears it. */
  deactivated_at: number | null;
  created_at: number;
}

export type NewUser = Omit<UserRow, 'id' | 'is_admin' | 'staff_role' | 'is_active' | 'email_verified_at' | 'deactivated_at' | 'created_at'> &
  Partial<Pick<UserRow, 'staff_role' | 'is_active' | 'email_verified_at'>>;

const COLUMNS = [
  'id', 'name', 'surname', 'username', 'phone', 'email', 'password_hash',
  'staff_role', 'is_active', 'email_verified_at', 'deactivated_at', 'created_at',
] as const;

/** SQLite answers booleans as 0/1 and PostgreSQL as true/false: rows leave here the same. A team member is one with a role. */
function toUser(row: Record<string, unknown> | undefined): UserRow | undefined {
  if (!row) return undefined;
  return { ...(row as unknown as UserRow), is_admin: row.staff_role !== null && row.staff_role !== undefined, is_active: Boolean(row.is_active) };
}

export const usernameKey = (username: string) => username.trim().toLowerCase();

export async function insertUser(db: Knex, user: NewUser, now: number): Promise<number> {
  const [row] = await db('users')
    .insert({ ...user, username_key: usernameKey(user.username), rules_accepted_at: now, created_at: now, updated_at: now })
    .returning('id');
  return typeof row === 'object' ? (row as { id: number }).id : (row as number);
}

export async function findUserById(db: Knex, id: number): Promise<UserRow | undefined> {
  return toUser(await db('users').select(COLUMNS).where({ id }).first());
}

/** Who runs these fundraisers: name and e-mail only, for the foundation's lists. */
export async function findOwners(db: Knex, ids: number[]): Promise<{ id: number; name: string; surname: string; email: string }[]> {
  if (ids.length === 0) return [];
  return db('users').select('id', 'name', 'surname', 'email').whereIn('id', [...new Set(ids)]);
}

export async function findUserByEmail(db: Knex, email: string): Promise<UserRow | undefined> {
  return toUser(await db('users').select(COLUMNS).where({ email: email.trim().toLowerCase() }).first());
}

/**
 * A login with an "@" is an e-mail address and matches only e-mail addresses; anything else matches only
 * usernames (which never hold an "@"), both without regard to case: one string never names two people.
 */
export async function findUserByLogin(db: Knex, login: string): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  return toUser(await db('users').select(COLUMNS).where(key.includes('@') ? { email: key } : { username_key: key }).first());
}

/** What a new account would take from others: its address, its username, or a username that is its address. */
export async function findConflicts(db: Knex, email: string, username: string) {
  const name = usernameKey(username);
  const rows = await db('users').select('email', 'username_key').whereIn('email', [email, name]).orWhereIn('username_key', [name, email]);
  return {
    email: rows.some((r) => r.email === email),
    emailIsUsername: rows.some((r) => r.username_key === email),
    username: rows.some((r) => r.username_key === name || r.email === name),
  };
}

export interface UserFilter {
  words: string[];
  active?: boolean | undefined;
  admin?: boolean | undefined;
  unverified?: boolean | undefined;
}

function whereUserFilter(query: Knex.QueryBuilder, filter: UserFilter) {
  if (filter.active !== undefined) query.where('is_active', filter.active);
  if (filter.admin !== undefined) query[filter.admin ? 'whereNotNull' : 'whereNull']('staff_role');
  if (filter.unverified !== undefined) query[filter.unverified ? 'whereNull' : 'whereNotNull']('email_verified_at');
  return whereEveryWord(query, filter.words, ['name', 'surname', 'username', 'email', 'phone']);
}

/** What each sort of /admin/users orders by (issue 36); a name sorts by surname, then first name. */
const USER_ORDER: Record<AdminUserSort, string[]> = {
  id: [],
  surname: ['surname', 'name'],
  email: ['email'],
  username: ['username'],
  is_active: ['is_active'],
  staff_role: ['staff_role'],
};

export async function listUsers(
  db: Knex,
  filter: UserFilter = { words: [] },
  page?: { offset: number; limit: number },
  sort: { sort: AdminUserSort; order: SortOrder } = { sort: 'id', order: 'asc' },
): Promise<UserRow[]> {
  const query = whereUserFilter(db('users').select(COLUMNS), filter).orderBy(listOrder(USER_ORDER[sort.sort], sort.order, { nullable: ['staff_role'] }));
  if (page) query.offset(page.offset).limit(page.limit);
  return ((await query) as Record<string, unknown>[]).map((row) => toUser(row)!);
}

/**
 * The accounts whose name or surname holds each word (a part of "Jan Kowalski", in any letters; `%` and `_` only
 * themselves). SQLite lowers only ASCII, so a word is also tried capitalised, as names are written.
 */
export async function accountsNamed(db: Knex, words: readonly string[], limit = 500): Promise<number[]> {
  if (words.length === 0) return [];
  const rows = (await whereEveryWord(db('users').select('id').limit(limit), words, ['name', 'surname'])) as { id: number }[];
  return rows.map((row) => Number(row.id));
}

export async function countUsers(db: Knex, filter: UserFilter): Promise<number> {
  const row = await whereUserFilter(db('users'), filter).count({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

/**
 * Admins (of the role `admin`) who can still sign in: the panel never lets this fall to zero. Inside a transaction their rows
 * are locked (PostgreSQL; SQLite's writers are serial), so two admins demoting each other at once cannot both win.
 */
export async function countActiveAdmins(db: Knex): Promise<number> {
  const query = db('users').select('id').where({ staff_role: 'admin', is_active: true });
  if (!isSqlite(db)) query.forUpdate();
  return (await query).length;
}

export async function countAdmins(db: Knex): Promise<number> {
  const row = await db('users').where({ staff_role: 'admin' }).count({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

export async function updateUser(
  db: Knex,
  id: number,
  changes: Partial<Pick<UserRow, 'name' | 'surname' | 'phone' | 'is_active' | 'staff_role' | 'password_hash' | 'email_verified_at' | 'deactivated_at'>>,
  now: number,
): Promise<boolean> {
  return (await db('users').where({ id }).update({ ...changes, updated_at: now })) > 0;
}

export async function deleteUser(db: Knex, id: number): Promise<boolean> {
  return (await db('users').where({ id }).delete()) > 0;
}
