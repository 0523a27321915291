import { join } from 'node:path';
import type { FileStorage } from './file-storage';
import { createLocalFolderStorage } from './local-folder-storage';
import { createMemoryStorage } from './memory-storage';
import { createS3Storage } from './s3-storage';

export type { FileStorage, PutOptions, StoredFile } from './file-storage';

export const DEFAULT_S3_REGION = 'eu-central-1';

/** The settings that choose the storage, as config.ts checked them (S3_* all or nothing). */
export interface FileStorageConfig {
  DATA_DIR: string;
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}

/**
 * The file storage the configuration asks for: an S3 bucket when S3_BUCKET is set, else
 * DATA_DIR/files, or memory for DATA_DIR=memory://.
 */
export function createFileStorage(config: FileStorageConfig): FileStorage {
  if (config.S3_BUCKET) {
    const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
    // loadConfig already refuses this with a message for people; here it is a programming error.
    if (!accessKeyId || !secretAccessKey) throw new Error('S3 storage needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    return createS3Storage({ endpoint: config.S3_ENDPOINT, bucket: config.S3_BUCKET, region: config.S3_REGION ?? DEFAULT_S3_REGION, accessKeyId, secretAccessKey });
  }
  if (config.DATA_DIR.startsWith('memory://')) return createMemoryStorage();
  return createLocalFolderStorage(join(config.DATA_DIR, 'files'));
}
