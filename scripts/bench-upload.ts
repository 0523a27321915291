/**
 * `npm run bench:upload`: 100 phone-like photos (12 megapixels, JPEG, a few MB each; made once into a
 * temporary folder and reused) uploaded with tus-js-client through the real tus endpoint of the built
 * server, started as its own process (embedded PGlite, fresh data folder, job queue on). Waits until
 * every photo is ready (GET /api/users/uploadedimages), then prints:
 * - the server's processing time per photo (preview and thumbnail, as the server logs it per photo),
 * - the floor: sharp's bare resize of the same files to the preview size in this process, one at a time,
 * - their ratio and the target (under 150 ms per photo), the server's peak memory (VmHWM, under 400 MB),
 * - the wall time and the upload throughput.
 * The bench, the server and its jobs share this 2-core machine: read the ratio, and repeat a run
 * before trusting a small difference.
 *
 * BENCH_PHOTOS (default 100) and BENCH_UPLOAD_CONCURRENCY (uploads at a time, default 3) change the
 * load; `-- --build` rebuilds first; BENCH_NODE_ARGS passes options to the server's node;
 * BENCH_SERVER_LOG names a file that receives the server's log lines.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { finishedUploadSchema, PHOTO_SIZES, UPLOAD_METADATA_KEYS, UPLOADS_PATH, uploadedImagesSchema, type Photo } from '@eb/api-contract';
import sharp from 'sharp';
import { Upload } from 'tus-js-client';
import { benchPhotos, PHOTO_HEIGHT, PHOTO_WIDTH, type BenchPhoto } from './lib/bench-photos';
import { ensureBuilt, positiveInteger, procMemoryBytes, quantile, resetPeakMemory, startBenchServer, type LogLine } from './lib/bench-server';

const TARGET_MS = 150;
const TARGET_PEAK_BYTES = 400 * 1024 * 1024;
const READY_TIMEOUT_MS = 5 * 60_000;
const count = positiveInteger('BENCH_PHOTOS', 100);
const concurrency = positiveInteger('BENCH_UPLOAD_CONCURRENCY', 3);
/** Where to keep the server's log lines (JSON) for a closer look; none by default. */
const serverLog = process.env.BENCH_SERVER_LOG;

ensureBuilt('bench:upload');
const { photos: files } = await benchPhotos(count);
const totalBytes = files.reduce((sum, file) => sum + file.bytes, 0);

/** Processing time per photo id, from the server's log (the line that carries both), and when it was logged. */
const processingMs = new Map<string, { ms: number; at: number }>();
const server = await startBenchServer({
  name: 'bench-upload',
  // Info level: the processing job logs each photo's time there; the queue runs in this process.
  env: { LOG_LEVEL: 'info', JOBS_ENABLED: 'true' },
  // Measured as a server restarted on its database: PGlite's first start (initdb) is a one-off peak.
  restartOnce: true,
  onLogLine: (line) => {
    if (serverLog) appendFileSync(serverLog, `${JSON.stringify(line)}\n`);
    const entry = processingEntry(line);
    // pino's `time` is epoch milliseconds, the clock of Date.now() here.
    if (entry) processingMs.set(entry.photoId, { ms: entry.ms, at: typeof line.time === 'number' ? line.time : Date.now() });
  },
});

try {
  const idleRss = procMemoryBytes(server.pid, 'VmRSS');
  const startPeak = procMemoryBytes(server.pid, 'VmHWM');
  // From here VmHWM is the peak of the uploads and their processing alone.
  const peakReset = resetPeakMemory(server.pid);
  const { token } = await api<{ token: string }>('GET', '/api/users/create');

  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'the embedded PGlite';
  console.log(`\nUploading ${count} photos (${mb(totalBytes)}, ${PHOTO_WIDTH} × ${PHOTO_HEIGHT}) with tus-js-client, ${concurrency} at a time; server on ${database}…`);
  const loadAtStart = loadavg()[0] ?? NaN;
  const started = performance.now();
  const uploaded = await uploadAll(files, token);
  const uploadSeconds = (performance.now() - started) / 1000;
  const uploadsEnded = Date.now();
  const duplicates = uploaded.filter((result) => result.duplicate).length;
  if (duplicates > 0) throw new Error(`${duplicates} photos were answered as duplicates: the test photos are not all different`);
  console.log(`  uploaded in ${uploadSeconds.toFixed(1)} s; waiting until every photo is ready…`);

  const ids = new Set(uploaded.map((result) => result.photo.id));
  await waitUntilReady(ids, token);
  const wallSeconds = (performance.now() - started) / 1000;
  const peakBytes = procMemoryBytes(server.pid, 'VmHWM');
  // The line of the last photo may still be in the pipe when its status turns ready.
  await waitFor(() => [...ids].every((id) => processingMs.has(id)), 5_000);
  const processed = [...ids].map((id) => processingMs.get(id)).filter((entry) => entry !== undefined);
  const serverMs = processed.map((entry) => entry.ms);
  // Photos processed while others were still arriving share the cores with the uploads (and this bench).
  const duringUploads = processed.filter((entry) => entry.at <= uploadsEnded).map((entry) => entry.ms);
  const afterUploads = processed.filter((entry) => entry.at > uploadsEnded).map((entry) => entry.ms);

  console.log(`\nThe floor: sharp's bare resize of the same ${count} files to ${PHOTO_SIZES.preview} px (JPEG) here, one at a time…`);
  const floorMs = await measureFloor(files);

  const serverMedian = quantile(serverMs, 0.5);
  const floorMedian = quantile(floorMs, 0.5);
  console.log('');
  console.log(`  ${''.padEnd(34)} ${'median'.padStart(8)} ${'p95'.padStart(8)} ${'photos'.padStart(7)}`);
  console.log(`  ${'server processing per photo (ms)'.padEnd(34)} ${fixed(serverMedian).padStart(8)} ${fixed(quantile(serverMs, 0.95)).padStart(8)} ${String(serverMs.length).padStart(7)}`);
  for (const [label, values] of [
    ['  … while uploads were running', duringUploads],
    ['  … after the last upload', afterUploads],
  ] as const) {
    console.log(`  ${label.padEnd(34)} ${fixed(quantile(values, 0.5)).padStart(8)} ${fixed(quantile(values, 0.95)).padStart(8)} ${String(values.length).padStart(7)}`);
  }
  console.log(`  ${'floor: sharp resize (ms)'.padEnd(34)} ${fixed(floorMedian).padStart(8)} ${fixed(quantile(floorMs, 0.95)).padStart(8)} ${String(floorMs.length).padStart(7)}`);
  console.log(`\n  server / floor (medians): ${(serverMedian / floorMedian).toFixed(2)}`);
  console.log(`  target: under ${TARGET_MS} ms per photo on the server: ${serverMedian < TARGET_MS ? 'kept' : 'MISSED'} (median ${fixed(serverMedian)} ms)`);
  console.log(
    `  server memory: peak ${peakReset ? 'while uploading and processing' : 'since start (VmHWM could not be reset)'} ${mbOf(peakBytes)} (VmHWM); target under ${mb(TARGET_PEAK_BYTES)}: ${peakBytes !== undefined && peakBytes < TARGET_PEAK_BYTES ? 'kept' : 'MISSED'}`,
  );
  console.log(`    resident when idle after start ${mbOf(idleRss)}, peak of the start ${mbOf(startPeak)} (restarted on an existing database)`);
  console.log(`  wall time ${wallSeconds.toFixed(1)} s from the first byte sent to the last photo ready (${(count / wallSeconds).toFixed(2)} photos/s)`);
  console.log(`  upload: ${(totalBytes / 1024 / 1024 / uploadSeconds).toFixed(1)} MB/s, ${(count / uploadSeconds).toFixed(2)} photos/s (loopback; processing runs meanwhile)`);
  console.log(
    `  Note: bench, server and job queue share this 2-core machine with whatever else runs on it (load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? NaN).toFixed(1)} at the end): compare ratios between runs.`,
  );
  if (serverMs.length < ids.size) {
    console.log(`  ${ids.size - serverMs.length} photos had no processing time in the server's log.`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error('\n✖ bench:upload failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await server.stop();
}

/**
 * The processing job's line for one photo: its id and milliseconds. Read by meaning rather than one
 * exact shape, so a renamed field shows up as "no processing time" instead of a crash.
 */
function processingEntry(line: LogLine): { photoId: string; ms: number } | undefined {
  const photoId = line.photoId;
  const ms = line.processingMs ?? line.ms ?? line.durationMs;
  return typeof photoId === 'string' && typeof ms === 'number' ? { photoId, ms } : undefined;
}

async function uploadAll(photos: readonly BenchPhoto[], token: string): Promise<{ photo: Photo; duplicate: boolean }[]> {
  const results: { photo: Photo; duplicate: boolean }[] = [];
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < photos.length) {
      const file = photos[next++]!;
      results.push(await uploadOne(file, token));
      done++;
      if (done % 10 === 0) process.stdout.write(done % 50 === 0 ? `${done}\n` : '.');
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/** One photo through tus, as the web client sends it: its name and content hash in the metadata, one PATCH. */
function uploadOne(file: BenchPhoto, token: string): Promise<{ photo: Photo; duplicate: boolean }> {
  const bytes = readFileSync(file.path);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return new Promise((resolve, reject) => {
    const upload = new Upload(bytes, {
      endpoint: `${server.baseUrl}${UPLOADS_PATH}`,
      headers: { authorization: `Bearer ${token}` },
      metadata: { [UPLOAD_METADATA_KEYS.fileName]: file.fileName, [UPLOAD_METADATA_KEYS.contentHash]: sha256 },
      // A bench on loopback: a failure is a finding, not something to retry.
      retryDelays: null,
      storeFingerprintForResuming: false,
      onError: (error) => reject(new Error(`${file.fileName}: ${error.message}`)),
      onSuccess: ({ lastResponse }) => {
        try {
          resolve(finishedUploadSchema.parse(JSON.parse(lastResponse.getBody())));
        } catch (error) {
          reject(new Error(`${file.fileName}: the last PATCH did not answer { photo, duplicate }: ${error instanceof Error ? error.message : String(error)}`));
        }
      },
    });
    upload.start();
  });
}

async function waitUntilReady(ids: ReadonlySet<string>, token: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const list = uploadedImagesSchema.parse(await api('GET', '/api/users/uploadedimages', token));
    const ours = list.photos.filter((photo) => ids.has(photo.id));
    const rejected = ours.find((photo) => photo.status === 'rejected');
    if (rejected) throw new Error(`${rejected.fileName} was refused: ${rejected.rejectionReason ?? '(no reason)'}`);
    const ready = ours.filter((photo) => photo.status === 'ready').length;
    if (ready === ids.size) return;
    if (Date.now() > deadline) throw new Error(`only ${ready} of ${ids.size} photos were ready after ${READY_TIMEOUT_MS / 1000} s`);
    // Not faster: every look is a request the server answers while it processes.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** sharp's bare resize to the preview's long side (orientation applied, JPEG), one file at a time. */
async function measureFloor(photos: readonly BenchPhoto[]): Promise<number[]> {
  const times: number[] = [];
  for (const file of photos) {
    const started = performance.now();
    await sharp(file.path).rotate().resize(PHOTO_SIZES.preview, PHOTO_SIZES.preview, { fit: 'inside' }).jpeg().toBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

async function api<T = unknown>(method: string, path: string, token?: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

function mbOf(bytes: number | undefined): string {
  return bytes === undefined ? '?' : mb(bytes);
}

function fixed(ms: number): string {
  return Number.isNaN(ms) ? '–' : ms.toFixed(0);
}
