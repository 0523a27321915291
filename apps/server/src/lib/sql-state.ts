/** PostgreSQL SQLSTATEs the code reacts to (never the messages, which depend on the server's language). */
export const SQLSTATE = {
  foreignKeyViolation: '23503',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

/** Whether the database refused the statement with this SQLSTATE; Drizzle wraps the driver's error in `cause`. */
export function hasSqlState(error: unknown, code: string): boolean {
  for (let current = error, depth = 0; current != null && typeof current === 'object' && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

/**
 * Whether PostgreSQL rolled the transaction back because it collided with a simultaneous one (deadlock or
 * serialization failure). Nothing of it was written, so trying again (or answering 409) is safe.
 */
export function isTransactionConflict(error: unknown): boolean {
  return hasSqlState(error, SQLSTATE.deadlockDetected) || hasSqlState(error, SQLSTATE.serializationFailure);
}
