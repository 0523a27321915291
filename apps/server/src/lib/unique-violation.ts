/** PostgreSQL's SQLSTATE for a unique index or constraint that refused a row. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a database error is a unique violation, optionally of one named index or constraint.
 * Drizzle wraps the driver's error in `cause` (node-postgres and PGlite alike both set `code` and
 * `constraint`), so the whole chain is searched; messages are never parsed.
 */
export function isUniqueViolation(error: unknown, constraintName?: string): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current != null && typeof current === 'object' && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION && (constraintName === undefined || constraint === constraintName)) return true;
  }
  return false;
}
