/**
 * Whether two JSON values (book documents) hold the same content, whatever the order of their
 * keys: the server stores what it parsed, which may order keys differently from the editor's copy.
 */
export function sameDocument(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameDocument(item, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  // Keys holding undefined are not sent as JSON: compare only keys with values.
  const keys = (value: Record<string, unknown>) => Object.keys(value).filter((key) => value[key] !== undefined);
  const leftKeys = keys(left);
  if (leftKeys.length !== keys(right).length) return false;
  return leftKeys.every((key) => sameDocument(left[key], right[key]));
}
