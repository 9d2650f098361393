/** Database errors translated in one place: a unique index said no (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; errno?: number; message?: string };
  return e?.code === '23505' || (e?.code === 'SQLITE_CONSTRAINT' && /UNIQUE/i.test(e.message ?? ''));
}
