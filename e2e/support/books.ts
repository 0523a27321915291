import type { Page } from 'playwright-core';

/** Makes books through the API with the page's own sign-in, for tests about lists (the UI flow has its own test). */
export async function createBooksThroughApi(page: Page, names: string[]): Promise<number[]> {
  return page.evaluate(async (descriptions) => {
    const ids: number[] = [];
    for (const bookDescription of descriptions) {
      const response = await fetch('/api/books', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
        body: JSON.stringify({ bookDescription, memorialpageId: null, formatId: 2, paperId: 3, themeId: 101, cover: 1, pages: 1 }),
      });
      if (!response.ok) throw new Error(`creating ${bookDescription}: HTTP ${response.status}`);
      ids.push(((await response.json()) as { pk: number }).pk);
    }
    return ids;
  }, names);
}
