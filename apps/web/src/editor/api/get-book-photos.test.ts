import type { Photo } from '@eb/api-contract';
import { describe, expect, it } from 'vitest';
import { withBookPhotos } from './get-book-photos';

const photo = (id: string, fileName = `${id}.jpg`): Photo => ({
  id,
  status: 'ready',
  rejectionReason: null,
  fileName,
  byteSize: 1000,
  contentHash: '0'.repeat(64),
  width: 800,
  height: 600,
  takenAt: null,
  placeholder: null,
  uploadedAt: '2026-11-01T10:00:00.000Z',
  inUse: false,
});

describe('the photos the editor opens with', () => {
  it('puts a colleague’s photos of the book first, then the caller’s uploads in their order, each photo once', () => {
    const uploads = [photo('mine-new'), photo('mine-in-book', 'eigenes.jpg'), photo('mine-old')];
    const book = [photo('colleague'), { ...photo('mine-in-book', 'eigenes.jpg'), inUse: true }];
    expect(withBookPhotos(uploads, book).map((entry) => entry.id)).toEqual(['colleague', 'mine-new', 'mine-in-book', 'mine-old']);
  });

  it('is the uploads alone when the book shows none of anyone else’s', () => {
    const uploads = [photo('a'), photo('b')];
    expect(withBookPhotos(uploads, [])).toEqual(uploads);
    expect(withBookPhotos([], [photo('c')]).map((entry) => entry.id)).toEqual(['c']);
  });
});
