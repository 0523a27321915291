/** What every step of the guide's walk through the shop needs (capture.ts, sharer.ts). */
import type { Locator, Page } from 'playwright-core';

/** A control a step needs is not in this build of the shop. */
export class MissingControl extends Error {}

/** Navigates and waits until the live app has taken over from the pre-rendered HTML. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
}

/** The control a step is about, or the step is reported as missing (named by `what`, in German). */
export async function need(locator: Locator, what: string): Promise<void> {
  try {
    await locator.first().waitFor({ timeout: 10_000 });
  } catch {
    throw new MissingControl(`nicht gefunden: ${what}`);
  }
}

export async function waitUntil(check: () => Promise<boolean>, timeout: number, what: string): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeout / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
