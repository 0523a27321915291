// Helpers for the editor's browser tests (issue 12), built on the editor's DOM conventions
// (/bearbeiten/{id}: `.editor[data-editor-ready]`, `[data-spread-index][data-current]`, `.spread-drawing`,
// `[data-frame-id]`, `[data-save-status]`) and on the document API the editor itself uses.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { screenshot } from './browser';

/** The stored document as the API answers it (the book-model's BookDocument, kept loose here on purpose). */
export type StoredDocument = {
  cover: { back: StoredPage; spine?: StoredPage; front: StoredPage };
  spreads: Array<{ id: string; pages: StoredPage[] }>;
} & Record<string, unknown>;
export type StoredPage = { id: string; frames: StoredFrame[] } & Record<string, unknown>;
export type StoredFrame = {
  id: string;
  kind: 'photo' | 'text' | 'decoration';
  widthMm: number;
  heightMm: number;
  photoId?: string | null;
  crop?: { x: number; y: number; width: number; height: number } | null;
  text?: string;
  style?: string;
} & Record<string, unknown>;

/** A photo of the signed-in person, ready on the server, with its upright size in pixels. */
export interface ReadyPhoto {
  id: string;
  width: number;
  height: number;
}

/** Opens /bearbeiten/{bookId} and waits until the editor has drawn its first spread. */
export async function openEditor(page: Page, bookId: number, { timeout = 20_000 }: { timeout?: number } = {}): Promise<Locator> {
  await page.goto(`/bearbeiten/${bookId}`);
  const editor = page.locator('.editor[data-editor-ready="true"]');
  await editor.waitFor({ timeout });
  return editor;
}

/** The current spread's element (`[data-current="true"]`). */
export function currentSpread(page: Page): Locator {
  return page.locator('[data-spread-index][data-current="true"]');
}

/** The index of the spread shown now (0 = Umschlag, 1.. = inner spreads). */
export async function currentSpreadIndex(page: Page): Promise<number> {
  return Number(await currentSpread(page).getAttribute('data-spread-index'));
}

/**
 * Shows spread `index` as a person would: a click on its thumbnail in the strip
 * (`[data-strip-spread-index]`), or PageDown/PageUp on the canvas when there is no strip; waits until
 * it is the current spread.
 */
export async function goToSpread(page: Page, index: number): Promise<void> {
  const thumbnail = page.locator(`[data-strip-spread-index="${index}"]`).first();
  if ((await thumbnail.count()) > 0) {
    await thumbnail.click();
  } else {
    for (let step = 0; step < 200 && (await currentSpreadIndex(page)) !== index; step++) {
      const key = (await currentSpreadIndex(page)) < index ? 'PageDown' : 'PageUp';
      await currentSpread(page).focus();
      await page.keyboard.press(key);
    }
  }
  await page.locator(`[data-spread-index="${index}"][data-current="true"]`).waitFor();
}

/** The drawing of the current spread: the SVG of displayListToSvg inside `.spread-drawing`. */
export function spreadDrawing(page: Page): Locator {
  return currentSpread(page).locator('.spread-drawing svg').first();
}

/** A frame's overlay on the canvas (focusable, German aria-label), by the frame's id in the document. */
export function frameLocator(page: Page, frameId: string): Locator {
  return page.locator(`[data-frame-id="${frameId}"]`).first();
}

/** A photo of the tray, by its id. */
export function trayPhoto(page: Page, photoId: string): Locator {
  return page.locator(`[data-tray-photo-id="${photoId}"]`).first();
}

/** Waits until the save status says 'Gespeichert' (every change is on the server). */
export async function waitForSaved(page: Page, { timeout = 10_000 }: { timeout?: number } = {}): Promise<void> {
  await page.locator('[data-save-status="saved"]').waitFor({ timeout });
}

/** The stored document and its version (the ETag), read with the page's own sign-in, never from a cache. */
export async function readDocument(page: Page, bookId: number): Promise<{ document: StoredDocument; version: number }> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/books/${id}/document`, { headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` }, cache: 'no-store' });
    if (!response.ok) throw new Error(`reading the document of book ${id}: HTTP ${response.status}`);
    const version = Number(/"(\d+)"/.exec(response.headers.get('etag') ?? '')?.[1] ?? NaN);
    return { document: (await response.json()) as StoredDocument, version };
  }, bookId);
}

/** Stores a document (PUT with If-Match of `version`) with the page's own sign-in; answers the new version. */
export async function writeDocument(page: Page, bookId: number, document: StoredDocument, version: number): Promise<number> {
  return page.evaluate(
    async ({ id, document, version }) => {
      const response = await fetch(`/api/books/${id}/document`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}`, 'content-type': 'application/json', 'if-match': `"${version}"` },
        body: JSON.stringify(document),
      });
      if (!response.ok) throw new Error(`saving the document of book ${id}: HTTP ${response.status} ${await response.text()}`);
      return ((await response.json()) as { version: number }).version;
    },
    { id: bookId, document, version },
  );
}

/** Every page of the document in order: back, spine?, front of the cover, then the inner pages. */
export function pagesOf(document: StoredDocument): StoredPage[] {
  const { back, spine, front } = document.cover;
  return [back, ...(spine ? [spine] : []), front, ...document.spreads.flatMap((spread) => spread.pages)];
}

/** The crop that fills a frame with the photo, centred (as the placePhoto command does). */
export function fillCrop(frame: { widthMm: number; heightMm: number }, photo: { width: number; height: number }): { x: number; y: number; width: number; height: number } {
  const frameRatio = frame.widthMm / frame.heightMm;
  const photoRatio = photo.width / photo.height;
  const width = photoRatio > frameRatio ? frameRatio / photoRatio : 1;
  const height = photoRatio > frameRatio ? 1 : photoRatio / frameRatio;
  return { x: (1 - width) / 2, y: (1 - height) / 2, width, height };
}

/**
 * Places a photo into a photo frame through the document API (GET, change, PUT with If-Match), filled
 * and centred. Without `frameId`, the first empty photo frame of the inner pages. Answers the frame's
 * id and the new version. Reload the editor afterwards to see it.
 */
export async function placePhotoThroughApi(page: Page, bookId: number, frameId: string | undefined, photo: ReadyPhoto): Promise<{ frameId: string; version: number }> {
  const { document, version } = await readDocument(page, bookId);
  const inner = document.spreads.flatMap((spread) => spread.pages).flatMap((p) => p.frames);
  const frame = frameId ? pagesOf(document).flatMap((p) => p.frames).find((candidate) => candidate.id === frameId) : inner.find((candidate) => candidate.kind === 'photo' && !candidate.photoId);
  if (!frame || frame.kind !== 'photo') throw new Error(frameId ? `book ${bookId} has no photo frame ${frameId}` : `book ${bookId} has no empty photo frame on its inner pages`);
  frame.photoId = photo.id;
  frame.crop = fillCrop(frame, photo);
  return { frameId: frame.id, version: await writeDocument(page, bookId, document, version) };
}

/**
 * Uploads photo files through the real tus endpoint with the page's token (from Node, as tus-js-client
 * would: one POST, one PATCH with the whole file; the content hash in the metadata) and waits until the
 * server has prepared them. Faster than the file chooser, for tests about what comes after the upload
 * (the upload page has its own tests). Answers the photos in the order of `paths`.
 */
export async function uploadPhotosThroughApi(page: Page, paths: readonly string[], { timeout = 60_000 }: { timeout?: number } = {}): Promise<ReadyPhoto[]> {
  const baseUrl = inject('baseUrl');
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const authorization = `Bearer ${token}`;
  const ids: string[] = [];
  for (const path of paths) {
    const bytes = readFileSync(path);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const metadata = `filename ${Buffer.from(basename(path)).toString('base64')},sha256 ${Buffer.from(sha256).toString('base64')}`;
    const created = await fetch(`${baseUrl}/api/uploads`, {
      method: 'POST',
      headers: { authorization, 'tus-resumable': '1.0.0', 'upload-length': String(bytes.length), 'upload-metadata': metadata },
    });
    const location = created.headers.get('location');
    if (created.status !== 201 || !location) throw new Error(`creating the upload of ${path}: HTTP ${created.status} ${await created.text()}`);
    const patched = await fetch(new URL(location, baseUrl), {
      method: 'PATCH',
      headers: { authorization, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: bytes,
    });
    const text = await patched.text();
    if (!patched.ok) throw new Error(`uploading ${path}: HTTP ${patched.status} ${text}`);
    ids.push((JSON.parse(text) as { photo: { id: string } }).photo.id);
  }
  const deadline = Date.now() + timeout;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/users/uploadedimages`, { headers: { authorization } });
    const { photos } = (await response.json()) as { photos: Array<{ id: string; status: string; width: number | null; height: number | null; fileName?: string }> };
    const byId = new Map(photos.map((photo) => [photo.id, photo]));
    const refused = ids.map((id) => byId.get(id)).find((photo) => photo?.status === 'rejected');
    if (refused) throw new Error(`the server refused ${refused.fileName ?? refused.id}`);
    const ready = ids.map((id) => byId.get(id)).filter((photo) => photo?.status === 'ready' && photo.width && photo.height);
    if (ready.length === ids.length) return ready.map((photo) => ({ id: photo!.id, width: photo!.width!, height: photo!.height! }));
    if (Date.now() > deadline) throw new Error(`only ${ready.length} of ${ids.length} photos were ready after ${timeout / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** A mouse drag as a person makes it: press, move in steps (dnd-kit starts after 5 px), let go over the target. */
export async function dragWithMouse(page: Page, from: Locator, to: Locator, { shotBeforeDrop }: { shotBeforeDrop?: string } = {}): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 6, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.move(b.x + b.width / 2 + 2, b.y + b.height / 2 + 2, { steps: 2 });
  if (shotBeforeDrop) await screenshot(page, shotBeforeDrop, { fullPage: false });
  await page.mouse.up();
}
