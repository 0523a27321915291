import { beforeEach, describe, expect, it, vi } from 'vitest';

const asked: string[] = [];
vi.mock('../../lib/api/api-client', () => ({
  apiGet: (path: string) => {
    asked.push(path);
    return Promise.resolve(path.includes('quotes') ? [{ pk: 1, text: 'Was man tief in seinem Herzen besitzt, kann man nicht verlieren.' }] : []);
  },
}));

const { getMemorialData } = await import('./memorial-api');

beforeEach(() => {
  asked.length = 0;
});

describe('getMemorialData', () => {
  it('asks a book without a memorial page only for the quotes: nothing that would answer 404', async () => {
    const data = await getMemorialData(7, undefined, false);
    expect(asked).toEqual(['/api/assets/quotesbyorder/7']);
    expect(data).toMatchObject({ page: null, candles: [], condolences: [], gifts: [] });
    expect(data.quotes).toHaveLength(1);
  });

  it('asks for the page and its lists when the book is linked (or the link is not known)', async () => {
    await getMemorialData(7, undefined, true);
    expect(asked).toContain('/api/memorialpages/7');
    asked.length = 0;
    await getMemorialData(7);
    expect(asked).toContain('/api/memorialpages/7');
  });
});
