import { describe, expect, it } from 'vitest';
import { chosenFileKey, sortChoice } from './choose-files';

const file = (name: string, type: string, size = 2_000_000, lastModified = 1) => ({ name, type, size, lastModified });

describe('sortChoice', () => {
  it('takes photos of every kind a phone offers, HEIC also without a type', () => {
    const chosen = [file('a.jpg', 'image/jpeg'), file('b.png', 'image/png'), file('c.webp', 'image/webp'), file('IMG_1.HEIC', ''), file('d.heif', 'image/heif')];
    expect(sortChoice(chosen, new Set()).accepted).toEqual(chosen);
  });

  it('says why a file is left out: not a photo, empty, over 50 MB', () => {
    const { accepted, refused } = sortChoice([file('brief.pdf', 'application/pdf'), file('leer.jpg', 'image/jpeg', 0), file('riesig.jpg', 'image/jpeg', 50 * 1024 * 1024 + 1), file('gerade.jpg', 'image/jpeg', 50 * 1024 * 1024)], new Set());
    expect(accepted.map((entry) => entry.name)).toEqual(['gerade.jpg']);
    expect(refused.map(({ file: entry, reason }) => [entry.name, reason])).toEqual([
      ['brief.pdf', 'notImage'],
      ['leer.jpg', 'empty'],
      ['riesig.jpg', 'tooLarge'],
    ]);
  });

  it('lists the same file once, whether chosen again later or twice in one go', () => {
    const photo = file('oma.jpg', 'image/jpeg');
    const again = sortChoice([photo], new Set([chosenFileKey(photo)]));
    expect(again.refused).toEqual([{ file: photo, reason: 'alreadyListed' }]);
    const twice = sortChoice([photo, { ...photo }], new Set());
    expect(twice.accepted).toHaveLength(1);
    // Same name, another picture (other size): both are kept.
    expect(sortChoice([photo, file('oma.jpg', 'image/jpeg', 3_000_000)], new Set()).accepted).toHaveLength(2);
  });
});
