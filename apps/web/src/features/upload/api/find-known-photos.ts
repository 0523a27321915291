import { UPLOAD_LIMITS, type Photo } from '@eb/api-contract';
import { apiPost } from '../../../lib/api/api-client';

/** POST /api/photos/known: which of these contents the person has already uploaded, asked in allowed portions. */
export async function findKnownPhotos(hashes: readonly string[]): Promise<Photo[]> {
  const unique = [...new Set(hashes)];
  const found: Photo[] = [];
  for (let start = 0; start < unique.length; start += UPLOAD_LIMITS.maxHashesPerLookup) {
    const { photos } = await apiPost<{ photos: Photo[] }>('/api/photos/known', { hashes: unique.slice(start, start + UPLOAD_LIMITS.maxHashesPerLookup) });
    found.push(...photos);
  }
  return found;
}
