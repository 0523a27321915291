const UNITS = [
  { unit: 'GB', size: 1024 ** 3 },
  { unit: 'MB', size: 1024 ** 2 },
  { unit: 'KB', size: 1024 },
] as const;

const number = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/**
 * A size as a person reads it, in German: "1,2 GB", "350 MB", "5 GB". Binary units, as the quota is
 * counted (5 × 1024³ bytes reads "5 GB"); one decimal at most, and none where it is zero.
 */
export function formatBytes(bytes: number): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const { unit, size } = UNITS.find((candidate) => safe >= candidate.size) ?? { unit: safe === 0 ? 'MB' : 'KB', size: safe === 0 ? 1024 ** 2 : 1024 };
  // Below one kilobyte still reads as a size ("0,1 KB"), never as bytes a person does not think in.
  const value = safe / size;
  return `${number.format(value >= 100 ? Math.round(value) : value)} ${unit}`;
}
