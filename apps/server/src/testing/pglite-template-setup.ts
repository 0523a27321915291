import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A freshly initialised PGlite data folder (a tar file), for createTestApp; absent on PostgreSQL. */
    pgliteTemplateFile: string | undefined;
  }
}

/**
 * Once per run of the server tests: PGlite's initdb takes about two seconds and every test app needs
 * a fresh database, so it runs once here and each database starts from a copy of its result. The
 * migrations and seeds still run per database, exactly as on a real start.
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'eb-pglite-template-'));
  const file = join(dir, 'datadir.tar');
  const pglite = await PGlite.create('memory://');
  try {
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('pgliteTemplateFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
