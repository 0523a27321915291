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

/** One API call with the page's own sign-in (its token in localStorage); a refusal throws with the server's answer. */
export async function callApiInPage<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      // A content type only with a body: the server refuses JSON announced and not sent.
      const headers: Record<string, string> = { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(path, { method, headers, body: body === undefined ? null : JSON.stringify(body) });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
      // A 204 (a deletion) has no body.
      return text ? (JSON.parse(text) as unknown) : null;
    },
    { method, path, body },
  ) as Promise<T>;
}

/** Finishes the page's own books through SPEC.md's route (what /finalize calls, with the editor's own ids): state 2. */
export async function finishBooksThroughApi(page: Page, ids: number[]): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const userId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;
  for (const id of ids) {
    const info = await callApiInPage<{ productCode: string; projectId: string }>(page, 'GET', `/api/books/editinfo/${id}`);
    const document = await callApiInPage<{ spreads: Array<{ pages: unknown[] }> }>(page, 'GET', `/api/books/${id}/document`);
    const pageCount = document.spreads.reduce((sum, spread) => sum + spread.pages.length, 0);
    await callApiInPage(page, 'POST', '/api/books/finalize', { userId, productCode: info.productCode, jobId: info.projectId, pageCount });
  }
}
