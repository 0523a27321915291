import { join } from 'node:path';
import type { Config } from '../../../config';
import { DEFAULT_S3_REGION, type FileStorage } from '../../../lib/file-storage';
import { createLocalFolderStorage } from '../../../lib/file-storage/local-folder-storage';
import { createMemoryStorage } from '../../../lib/file-storage/memory-storage';
import { createS3Storage } from '../../../lib/file-storage/s3-storage';

type ProductionStorageConfig = Pick<Config, 'DATA_DIR' | 'PRODUCTION_OUTBOX_DIR' | 'PRODUCTION_S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>;

/**
 * Where accepted orders go for the print shop (decision 042): a bucket of its own on the S3 server
 * (PRODUCTION_S3_BUCKET), else a folder (PRODUCTION_OUTBOX_DIR, by default DATA_DIR/production-outbox),
 * or memory when the data lives in memory (tests). Kept apart from the shop's own files, so the print
 * shop can be given exactly this and nothing else.
 */
export function createProductionStorage(config: ProductionStorageConfig): FileStorage {
  if (config.PRODUCTION_S3_BUCKET) {
    const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
    // loadConfig refuses this with a message for people; here it is a programming error.
    if (!accessKeyId || !secretAccessKey) throw new Error('the production bucket needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    return createS3Storage({ endpoint: config.S3_ENDPOINT, bucket: config.PRODUCTION_S3_BUCKET, region: config.S3_REGION ?? DEFAULT_S3_REGION, accessKeyId, secretAccessKey });
  }
  if (config.PRODUCTION_OUTBOX_DIR) return createLocalFolderStorage(config.PRODUCTION_OUTBOX_DIR);
  if (config.DATA_DIR.startsWith('memory://')) return createMemoryStorage();
  return createLocalFolderStorage(join(config.DATA_DIR, 'production-outbox'));
}
