import { describe, expect, it } from 'vitest';
import { batchView, canPause, canRetry, connectionFailureIds, filePercent, fileStatus, pausedIds, retryIds, type FileLike } from './file-view';

const MB = 1024 * 1024;
const base = (patch: Partial<FileLike> = {}, progress: Partial<FileLike['progress']> = {}): FileLike => ({
  id: patch.id ?? 'f',
  name: 'oma.jpg',
  size: 4 * MB,
  isGhost: false,
  meta: {},
  ...patch,
  progress: { uploadStarted: null, bytesUploaded: false, bytesTotal: 4 * MB, ...progress },
});

describe('fileStatus', () => {
  it('follows a file from chosen to done', () => {
    expect(fileStatus(base(), true)).toBe('waiting');
    expect(fileStatus(base({}, { preprocess: { mode: 'indeterminate' } }), true)).toBe('checking');
    expect(fileStatus(base({}, { uploadStarted: 1, bytesUploaded: MB }), true)).toBe('uploading');
    // Started with its batch, but no byte sent yet: still waiting its turn.
    expect(fileStatus(base({}, { uploadStarted: 1, bytesUploaded: 0 }), true)).toBe('waiting');
    expect(fileStatus(base({ isPaused: true }, { uploadStarted: 1, bytesUploaded: MB }), true)).toBe('paused');
    expect(fileStatus(base({ meta: { result: 'uploaded' } }, { uploadComplete: true }), true)).toBe('done');
  });

  it('says "schon vorhanden" for a photo the server already had, skipped or sent', () => {
    expect(fileStatus(base({ meta: { result: 'known' } }, { uploadComplete: true }), true)).toBe('known');
    expect(fileStatus(base({ meta: { result: 'duplicate' } }, { uploadComplete: true }), true)).toBe('known');
  });

  it('tells a lost connection (continues by itself) from a refusal and a failure', () => {
    expect(fileStatus(base({}, { uploadStarted: 1, bytesUploaded: MB }), false)).toBe('offline');
    expect(fileStatus(base({ error: 'x', meta: { failure: 'connection' } }), false)).toBe('offline');
    // No answer although the browser is online (server restarting): not "waiting for the connection".
    expect(fileStatus(base({ error: 'x', meta: { failure: 'connection' } }), true)).toBe('retrying');
    expect(fileStatus(base({ error: 'Dieses Format …', meta: { failure: 'refused' } }), true)).toBe('refused');
    expect(fileStatus(base({ error: 'x', meta: { failure: 'failed' } }), true)).toBe('failed');
    expect(fileStatus(base({ error: 'x' }), true)).toBe('failed');
  });

  it("shows an earlier visit's half-sent files as waiting until the person continues, and nothing as running", () => {
    const restored = base({}, { uploadStarted: 1, bytesUploaded: MB });
    expect(fileStatus(restored, true, true)).toBe('waiting');
    expect(batchView([restored], true, true).running).toBe(false);
    expect(fileStatus(base({ meta: { result: 'uploaded' } }, { uploadComplete: true }), true, true)).toBe('done');
  });

  it('asks to choose again a file whose bytes the browser did not keep after a closed tab', () => {
    expect(fileStatus(base({ isGhost: true }), true)).toBe('missing');
  });
});

describe('what can be done with a file', () => {
  const files = [
    base({ id: 'moving' }, { uploadStarted: 1, bytesUploaded: MB }),
    base({ id: 'queued' }, { uploadStarted: 1, bytesUploaded: 0 }),
    base({ id: 'checking' }, { preprocess: { mode: 'indeterminate' } }),
    base({ id: 'paused', isPaused: true }, { uploadStarted: 1, bytesUploaded: MB }),
    base({ id: 'failed', error: 'x', meta: { failure: 'failed' } }, { uploadStarted: 1 }),
    base({ id: 'no-answer', error: 'x', meta: { failure: 'connection' } }, { uploadStarted: 1 }),
    base({ id: 'refused', error: 'Dieses Format …', meta: { failure: 'refused' } }, { uploadStarted: 1 }),
    // Paused once, then failed: Uppy's resumeAll would wipe its error and leave it "wartet" for good.
    base({ id: 'paused-then-failed', isPaused: true, error: 'x', meta: { failure: 'failed' } }, { uploadStarted: 1 }),
  ];

  it('offers to pause only a photo whose bytes are moving', () => {
    expect(files.filter((file) => canPause(fileStatus(file, true))).map((file) => file.id)).toEqual(['moving']);
  });

  it('resumes only the paused photos on "Alle fortsetzen", never a failed one', () => {
    expect(pausedIds(files, true)).toEqual(['paused']);
    expect(pausedIds(files, true, true)).toEqual([]);
  });

  it('tries again what failed on the way or got no answer, never a refused photo', () => {
    expect(retryIds(files, true)).toEqual(['failed', 'no-answer', 'paused-then-failed']);
    expect(files.filter((file) => canRetry(fileStatus(file, true))).map((file) => file.id)).toEqual(['failed', 'no-answer', 'paused-then-failed']);
  });

  it('tries again by itself only what got no answer, and not a photo the browser lost', () => {
    const lost = base({ id: 'lost', isGhost: true, error: 'x', meta: { failure: 'connection' } });
    expect(connectionFailureIds([...files, lost])).toEqual(['no-answer']);
  });
});

describe('batchView', () => {
  it('counts "x von y Fotos fertig" and the bytes of what can still finish', () => {
    const files = [
      base({ id: 'a', meta: { result: 'uploaded' } }, { uploadComplete: true, bytesUploaded: 4 * MB, uploadStarted: 1 }),
      base({ id: 'b', meta: { result: 'known' } }, { uploadComplete: true }),
      base({ id: 'c' }, { uploadStarted: 1, bytesUploaded: 2 * MB }),
      base({ id: 'd', error: 'kaputt', meta: { failure: 'refused' } }, { uploadStarted: 1, bytesUploaded: 4 * MB }),
    ];
    const view = batchView(files, true);
    expect(view).toMatchObject({ total: 4, finished: 2, attention: 1, bytesTotal: 12 * MB, bytesSent: 10 * MB, running: true, percent: 83 });
  });

  it('is not running once everything is finished or waits for the person', () => {
    const files = [base({ id: 'a', meta: { result: 'uploaded' } }, { uploadComplete: true }), base({ id: 'b', error: 'x', meta: { failure: 'refused' } })];
    expect(batchView(files, true)).toMatchObject({ finished: 1, running: false, percent: 100 });
    expect(batchView([], true)).toMatchObject({ total: 0, running: false, percent: 0 });
  });

  it('keeps running while offline: the uploads wait and go on by themselves', () => {
    expect(batchView([base({}, { uploadStarted: 1, bytesUploaded: MB })], false).running).toBe(true);
    // Nor is a photo without an answer given up: it is tried again, so it does not count as not uploaded.
    expect(batchView([base({ error: 'x', meta: { failure: 'connection' } }, { uploadStarted: 1 })], true)).toMatchObject({ running: true, attention: 0 });
  });
});

describe('filePercent', () => {
  it('rounds down, so 100 % means really sent', () => {
    expect(filePercent(base({}, { bytesUploaded: 4 * MB - 1, uploadStarted: 1 }))).toBe(99);
    expect(filePercent(base({}, { uploadComplete: true }))).toBe(100);
    expect(filePercent(base({ size: 0 }, { bytesTotal: 0 }))).toBe(0);
  });
});
