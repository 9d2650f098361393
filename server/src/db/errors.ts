// Database errors translated in one place.

/** A unique index said no (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; errno?: number; message?: string };
  return e?.code === '23505' || (e?.code === 'SQLITE_CONSTRAINT' && /UNIQUE/i.test(e.message ?? ''));
}

/** A foreign key with ON DELETE RESTRICT said no: the row is still referenced (SQLite or PostgreSQL). */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23503' || (e?.code === 'SQLITE_CONSTRAINT' && /FOREIGN KEY/i.test(e.message ?? ''));
}
