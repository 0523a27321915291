import { UPLOAD_LIMITS } from '@eb/api-contract';
import { describe, expect, it } from 'vitest';
import { FALLBACK_BYTES, recoveryStoreOptions, recoveryTotalBytes } from './recovery-budget';

const GiB = 1024 * 1024 * 1024;

describe('recoveryTotalBytes', () => {
  it('keeps about 2 GB when the browser gives no estimate', () => {
    expect(recoveryTotalBytes(null)).toBe(FALLBACK_BYTES);
    expect(recoveryTotalBytes({})).toBe(FALLBACK_BYTES);
  });

  it('takes half of the room the browser still grants, at most the quota of 5 GB', () => {
    expect(recoveryTotalBytes({ quota: 4 * GiB, usage: 2 * GiB })).toBe(GiB);
    expect(recoveryTotalBytes({ quota: 100 * GiB, usage: 0 })).toBe(UPLOAD_LIMITS.quotaBytes);
  });

  it("never keeps less than Golden Retriever's own 300 MiB", () => {
    expect(recoveryTotalBytes({ quota: GiB, usage: GiB })).toBe(300 * 1024 * 1024);
  });

  it('keeps every photo the page accepts, not only those under 10 MiB', () => {
    expect(recoveryStoreOptions(GiB)).toEqual({ maxFileSize: UPLOAD_LIMITS.maxBytes, maxTotalSize: GiB });
  });
});
