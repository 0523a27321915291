import { preflightBook, type PreflightResult } from '@eb/book-layout';
import { createBookDocument, pageCount, type BookDocument } from '@eb/book-model';
import { describe, expect, it, vi } from 'vitest';
import { DomainError } from '../lib/domain-errors';
import { bookRenderer } from '../modules/print/renderer';
import { createFinalizeBook, FINALIZE_RETRY_AFTER_SECONDS, MAX_PREFLIGHTS_AT_ONCE, preflightInTurns, type FinalizeBookDeps } from './finalize-book';

/** A new A4 book of 24 pages with the default layouts' empty frames (warnings only). */
function newDocument(): BookDocument {
  let next = 0;
  const newId = () => `id-${(next += 1)}`;
  return createBookDocument({ formatId: 1, paperId: 3, themeId: 101, coverFinish: 2, pagesFinish: 2, title: 'Für Opa Heinz', pageCount: 24, firstBackgroundId: null }, newId);
}

/** The workflow around a stored book 17 of 'anna', everything but the preflight stubbed; `finished` counts state changes. */
function workflowWith(preflight: FinalizeBookDeps['preflight']) {
  const document = newDocument();
  const finish = vi.fn(async () => undefined);
  const requestPrint = vi.fn(async () => true);
  const errors: unknown[] = [];
  const workflow = createFinalizeBook({
    books: { assertFinishable: async () => undefined, finish } as unknown as FinalizeBookDeps['books'],
    documents: { get: async () => ({ version: 3, document }) } as unknown as FinalizeBookDeps['documents'],
    print: {
      layoutResources: async () => ({ resources: {} as never, processing: new Set<string>() }),
      requestPrint,
      ensurePreview: async () => undefined,
    },
    log: { error: (object) => errors.push(object) },
    preflight,
  });
  const body = { userId: 'anna', productCode: `EB-F${document.formatId}-P${document.paperId}`, jobId: 'book-17', pageCount: pageCount(document) };
  return { workflow, body, finish, requestPrint, errors };
}

/** The status and answer a DomainError becomes in the error handler (or the error itself when it is none). */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return { statusCode: error.statusCode, code: error.code, message: error.message, ...error.details };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('finalize: the preflight in the API process', () => {
  it(`runs at most ${MAX_PREFLIGHTS_AT_ONCE} checks at once: one more is told to come back later (503 with Retry-After), and a slot frees when a check ends`, async () => {
    const waiting: (() => void)[] = [];
    const clean: PreflightResult = { problems: [], blocking: false };
    // A slow check: it ends when the test says so.
    const slow = () => new Promise<PreflightResult>((resolve) => waiting.push(() => resolve(clean)));
    const { workflow, body, finish } = workflowWith(slow);

    const running = Array.from({ length: MAX_PREFLIGHTS_AT_ONCE }, () => workflow.finalize('anna', body));
    await vi.waitFor(() => expect(waiting).toHaveLength(MAX_PREFLIGHTS_AT_ONCE));
    expect(await refusal(workflow.finalize('anna', body))).toMatchObject({
      statusCode: 503,
      code: 'FINALIZE_BUSY',
      message: expect.stringContaining('einem Moment noch einmal'),
      retryAfterSeconds: FINALIZE_RETRY_AFTER_SECONDS,
    });
    expect(finish).not.toHaveBeenCalled();

    waiting.shift()!();
    await running[0];
    // One slot is free again: the next finalize is checked, not refused.
    const next = workflow.finalize('anna', body);
    await vi.waitFor(() => expect(waiting).toHaveLength(MAX_PREFLIGHTS_AT_ONCE));
    for (const end of waiting.splice(0)) end();
    await expect(Promise.all([...running.slice(1), next])).resolves.toEqual(Array(MAX_PREFLIGHTS_AT_ONCE).fill({ bookId: 17, state: 2 }));
    expect(finish).toHaveBeenCalledTimes(MAX_PREFLIGHTS_AT_ONCE + 1);
  });

  it('answers 409 in German and logs when the check throws on the stored document (never a 500), and frees its slot', async () => {
    const { workflow, body, finish, requestPrint, errors } = workflowWith(async () => {
      throw new RangeError('layout broke');
    });
    for (let attempt = 0; attempt <= MAX_PREFLIGHTS_AT_ONCE; attempt += 1) {
      expect(await refusal(workflow.finalize('anna', body))).toMatchObject({ statusCode: 409, code: 'PREFLIGHT_FAILED', message: expect.stringContaining('nicht für den Druck geprüft') });
    }
    expect(errors).toHaveLength(MAX_PREFLIGHTS_AT_ONCE + 1);
    expect(errors[0]).toMatchObject({ bookId: 17, version: 3, err: expect.any(RangeError) });
    expect(finish).not.toHaveBeenCalled();
    expect(requestPrint).not.toHaveBeenCalled();
  });

  it('answers 409 too when the layout resources cannot be had for the check (a throwing layout inside the default check)', async () => {
    // Resources without fonts: book-layout throws while laying out the first text.
    const { workflow, body, errors } = workflowWith(undefined);
    expect(await refusal(workflow.finalize('anna', body))).toMatchObject({ statusCode: 409, code: 'PREFLIGHT_FAILED' });
    expect(errors).toHaveLength(1);
  });

  it('checks spread by spread with the same answer as book-layout’s preflightBook', async () => {
    const document = newDocument();
    const resources = await bookRenderer.resources(new Map());
    const inTurns = await preflightInTurns(document, resources);
    expect(inTurns).toEqual(preflightBook(document, resources));
    expect(inTurns.problems.length).toBeGreaterThan(0);
  });
});
