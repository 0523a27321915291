/**
 * The data of bench:editor: small-but-real photos (1200 × 900 and other shapes, JPEG with grain and
 * shapes so they decode like photos; made once into a temporary folder and reused), a registered and
 * confirmed customer (trial token → /api/users/register → the confirmation link from the mail outbox),
 * the photos uploaded through tus as the web client sends them, and a book designed from the design's
 * own layouts with those photos (the book-render compare fixture), stored through the document API.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finishedUploadSchema, UPLOAD_METADATA_KEYS, UPLOADS_PATH, uploadedImagesSchema } from '@eb/api-contract';
import type { BookDocument } from '@eb/book-model';
import sharp from 'sharp';
import { Upload } from 'tus-js-client';
import { designBook } from '../../packages/book-render/src/compare/design-book';

/** Bump when the photos change, so an old folder is not reused. */
const GENERATION = 1;
/** Shapes in turn: landscape, portrait, square and wide, as a family's photos come. */
const SIZES = [
  [1200, 900],
  [900, 1200],
  [1200, 1200],
  [1600, 1067],
  [1024, 768],
] as const;

export interface EditorBenchPhoto {
  path: string;
  fileName: string;
  bytes: number;
}

export async function editorBenchPhotos(count: number): Promise<EditorBenchPhoto[]> {
  const folder = join(tmpdir(), `eb-bench-editor-photos-v${GENERATION}`);
  const manifest = join(folder, 'manifest.json');
  if (existsSync(manifest)) {
    const photos = (JSON.parse(readFileSync(manifest, 'utf8')) as EditorBenchPhoto[]).slice(0, count);
    if (photos.length === count && photos.every((photo) => existsSync(photo.path))) return photos;
  }
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  process.stdout.write(`Making ${count} test photos (about 1200 × 900 JPEG) once in ${folder} `);
  const photos: EditorBenchPhoto[] = [];
  for (let n = 0; n < count; n++) {
    const [width, height] = SIZES[n % SIZES.length]!;
    const hue = (n * 47) % 360;
    const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,55%)" stop-opacity="0.8"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},45%,35%)" stop-opacity="0.8"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${(n * 97) % width}" cy="${(n * 61) % height}" r="${120 + (n % 7) * 30}" fill="hsl(${(hue + 200) % 360},60%,70%)" fill-opacity="0.7"/>
      <text x="50" y="${height - 60}" font-family="sans-serif" font-size="140" font-weight="bold" fill="white">${n + 1}</text></svg>`;
    const jpeg = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
      .composite([{ input: Buffer.from(overlay) }])
      .jpeg({ quality: 88 })
      .toBuffer();
    const fileName = `Erinnerung_${String(n + 1).padStart(3, '0')}.jpg`;
    const path = join(folder, fileName);
    writeFileSync(path, jpeg);
    photos.push({ path, fileName, bytes: jpeg.length });
    if (n % 25 === 24) process.stdout.write('.');
  }
  writeFileSync(manifest, JSON.stringify(photos));
  console.log(' done');
  return photos;
}

export interface BenchCustomer {
  token: string;
  /** GET /api/users/user-info, as the web app keeps it in local storage beside the token. */
  user: unknown;
}

/** A trial user made permanent and confirmed, as a customer who registered (print files and all). */
export async function registeredCustomer(baseUrl: string, outboxDir: string, name: string): Promise<BenchCustomer> {
  const { token } = await api<{ token: string }>(baseUrl, 'GET', '/api/users/create');
  const suffix = randomBytes(4).toString('hex');
  const email = `${name}-${suffix}@example.org`;
  const before = new Set(existsSync(outboxDir) ? readdirSync(outboxDir) : []);
  await api(baseUrl, 'POST', '/api/users/register', token, { email, account: `${name}${suffix}`, password: `Erinnerung-${suffix}-Lindenbaum`, isDataStoragePermitted: true });
  const hash = await confirmationHash(outboxDir, before, email);
  await api(baseUrl, 'GET', `/api/users/confirm-mail?hash=${encodeURIComponent(hash)}`);
  const user = await api(baseUrl, 'GET', '/api/users/user-info', token);
  return { token, user };
}

/** The confirmation link's token from the new mail to `email` in the outbox folder (its .json, written by the mail job). */
async function confirmationHash(outboxDir: string, before: ReadonlySet<string>, email: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const file of existsSync(outboxDir) ? readdirSync(outboxDir) : []) {
      if (before.has(file) || !file.endsWith('.json')) continue;
      const mail = JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as { to?: string; text?: string };
      if (mail.to !== email) continue;
      // The link /anmeldebestaetigung/{token}: the page that calls confirm-mail?hash={token}.
      const match = /\/anmeldebestaetigung\/([\w-]{20,100})/.exec(mail.text ?? '');
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation mail to ${email} in ${outboxDir}`);
}

export interface ReadyPhoto {
  id: string;
  widthPx: number;
  heightPx: number;
}

/** Uploads the files through tus (`concurrency` at a time) and waits until every photo is ready. */
export async function uploadPhotos(baseUrl: string, token: string, files: readonly EditorBenchPhoto[], concurrency = 3): Promise<ReadyPhoto[]> {
  const ids: string[] = new Array<string>(files.length);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      ids[index] = await uploadOne(baseUrl, token, files[index]!);
      if ((index + 1) % 50 === 0) process.stdout.write(`${index + 1} `);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const list = uploadedImagesSchema.parse(await api(baseUrl, 'GET', '/api/users/uploadedimages', token));
    const byId = new Map(list.photos.map((photo) => [photo.id, photo]));
    const rejected = ids.map((id) => byId.get(id)).find((photo) => photo?.status === 'rejected');
    if (rejected) throw new Error(`${rejected.fileName} was refused: ${rejected.rejectionReason ?? '(no reason)'}`);
    const ready = ids.map((id) => byId.get(id)).filter((photo) => photo?.status === 'ready' && photo.width && photo.height);
    if (ready.length === ids.length) return ready.map((photo) => ({ id: photo!.id, widthPx: photo!.width!, heightPx: photo!.height! }));
    if (Date.now() > deadline) throw new Error(`only ${ready.length} of ${ids.length} photos were ready after 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function uploadOne(baseUrl: string, token: string, file: EditorBenchPhoto): Promise<string> {
  const bytes = readFileSync(file.path);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return new Promise((resolve, reject) => {
    const upload = new Upload(bytes, {
      endpoint: `${baseUrl}${UPLOADS_PATH}`,
      headers: { authorization: `Bearer ${token}` },
      metadata: { [UPLOAD_METADATA_KEYS.fileName]: file.fileName, [UPLOAD_METADATA_KEYS.contentHash]: sha256 },
      retryDelays: null,
      storeFingerprintForResuming: false,
      onError: (error) => reject(new Error(`${file.fileName}: ${error.message}`)),
      onSuccess: ({ lastResponse }) => {
        try {
          resolve(finishedUploadSchema.parse(JSON.parse(lastResponse.getBody())).photo.id);
        } catch (error) {
          reject(new Error(`${file.fileName}: ${error instanceof Error ? error.message : String(error)}`));
        }
      },
    });
    upload.start();
  });
}

export interface BenchBook {
  id: number;
  pageCount: number;
  placedPhotos: number;
  photoFrames: number;
}

/**
 * A book of the customer: made through POST /api/books; with `design`, its content replaced by a
 * book designed from the design's layouts (every photo frame filled in turn, every text frame
 * written) with `pageCount` pages, stored with PUT and If-Match as the editor saves.
 */
export async function makeBook(
  baseUrl: string,
  token: string,
  choices: { formatId: number; paperId: number; themeId: number },
  design?: { pageCount: number; photos: readonly ReadyPhoto[] },
): Promise<BenchBook> {
  const { pk } = await api<{ pk: number }>(baseUrl, 'POST', '/api/books', token, { bookDescription: design ? 'Bench: 96 Seiten' : 'Bench: leer', memorialpageId: null, ...choices, cover: 1, pages: 1 });
  const read = await fetch(`${baseUrl}/api/books/${pk}/document`, { headers: { authorization: `Bearer ${token}` } });
  const stored = (await read.json()) as BookDocument;
  const etag = read.headers.get('etag') ?? '';
  const pagesOf = (document: BookDocument) => document.spreads.reduce((sum, spread) => sum + spread.pages.length, 0);
  if (!design) return { id: pk, pageCount: pagesOf(stored), placedPhotos: 0, photoFrames: 0 };
  const designed = designBook({ ...choices, pageCount: design.pageCount, photos: [...design.photos] });
  const document: BookDocument = { ...stored, cover: designed.cover, spreads: designed.spreads };
  const saved = await fetch(`${baseUrl}/api/books/${pk}/document`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'if-match': etag },
    body: JSON.stringify(document),
  });
  if (!saved.ok) throw new Error(`saving the designed book: HTTP ${saved.status} ${await saved.text()}`);
  const frames = [document.cover.back, document.cover.spine, document.cover.front, ...document.spreads.flatMap((spread) => spread.pages)].flatMap((page) => page?.frames ?? []);
  const photoFrames = frames.filter((frame) => frame.kind === 'photo');
  const placed = new Set(photoFrames.map((frame) => (frame.kind === 'photo' ? frame.photoId : null)).filter(Boolean));
  return { id: pk, pageCount: pagesOf(document), placedPhotos: placed.size, photoFrames: photoFrames.length };
}

export async function api<T = unknown>(baseUrl: string, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Waits until the server has drawn every inner page's thumbnail of the book (rendered after a save), at most 5 minutes. */
export async function pageThumbnailsDrawn(baseUrl: string, token: string, bookId: number, pageCount: number): Promise<void> {
  const until = Date.now() + 5 * 60_000;
  while (Date.now() < until) {
    const answer = await api<{ pages: unknown[] }>(baseUrl, 'GET', `/api/books/${bookId}/thumbnails`, token);
    if (answer.pages.length >= pageCount) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the server drew no thumbnails for all ${pageCount} pages of book ${bookId} within 5 minutes`);
}
