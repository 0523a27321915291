import type { Page } from 'playwright-core';

/** Makes books through the API with the page's own sign-in, for tests about lists (the UI flow has its own test). */
export async function createBooksThroughApi(page: Page, names: string[], choices: { formatId: number; paperId: number; themeId: number } = { formatId: 2, paperId: 3, themeId: 101 }): Promise<number[]> {
  return page.evaluate(async ({ descriptions, choices }) => {
    const ids: number[] = [];
    for (const bookDescription of descriptions) {
      const response = await fetch('/api/books', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
        body: JSON.stringify({ bookDescription, memorialpageId: null, ...choices, cover: 1, pages: 1 }),
      });
      if (!response.ok) throw new Error(`creating ${bookDescription}: HTTP ${response.status}`);
      ids.push(((await response.json()) as { pk: number }).pk);
    }
    return ids;
  }, { descriptions: names, choices });
}
