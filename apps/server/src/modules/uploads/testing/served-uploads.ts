import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { registeredUser } from '../../../testing/tokens';
import { tusClient } from './tus-client';

export interface ServedUploads {
  test: TestApp;
  /** The app's address on a real port: tus needs real requests and sockets. */
  base: string;
  /** Where the local file storage keeps its files (under `files/`), so a test can see what is left behind. */
  dataDir: string;
  /** A registered person with a tus client that sends their token. */
  person(name: string): Promise<Awaited<ReturnType<typeof registeredUser>> & { client: ReturnType<typeof tusClient> }>;
  close(): Promise<void>;
}

/** The test app of the upload tests: listening on a free loopback port, its files in a folder of its own. */
export async function serveUploads(): Promise<ServedUploads> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eb-uploads-'));
  const test = await createTestApp({ DATA_DIR: dataDir });
  const base = await test.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    test,
    base,
    dataDir,
    async person(name) {
      const user = await registeredUser(test, name);
      return { ...user, client: tusClient(base, user.auth) };
    },
    async close() {
      await test.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
