import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export interface ScriptWeight {
  files: Array<{ url: string; gzipBytes: number }>;
  gzipBytes: number;
}

/**
 * Loads a page as a visitor would and adds up the JavaScript it fetched, each file gzipped
 * (level 6, as a typical server sends it), including the chunks its route loads lazily.
 */
export async function measureScriptWeight(page: Page, path: string): Promise<ScriptWeight> {
  const scripts: Array<Promise<{ url: string; gzipBytes: number }>> = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body).length })));
  };
  page.on('response', onResponse);
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const files = await Promise.all(scripts);
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/** The landing page's budget from the foundation issue. */
export const LANDING_SCRIPT_BUDGET_BYTES = 130 * 1024;
