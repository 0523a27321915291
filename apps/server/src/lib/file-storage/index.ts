import { join } from 'node:path';
import type { FileStorage } from './file-storage';
import { createLocalFolderStorage } from './local-folder-storage';
import { createMemoryStorage } from './memory-storage';

export type { FileStorage, StoredFile } from './file-storage';

/**
 * The file storage the configuration asks for: DATA_DIR/files, or memory for DATA_DIR=memory://.
 * An S3-compatible store (S3_* settings) will be chosen here too, when it comes (ROADMAP.md 1).
 */
export function createFileStorage(config: { DATA_DIR: string }): FileStorage {
  if (config.DATA_DIR.startsWith('memory://')) return createMemoryStorage();
  return createLocalFolderStorage(join(config.DATA_DIR, 'files'));
}
