import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import type { JobQueue } from '../jobs/job-queue';
import type { ScheduledJob } from '../jobs/job-runner';
import { createFileDeletions } from './file-deletions';
import type { PhotosOfBooks } from './photo-access';
import { createPhotoFiles, type PhotoFilesOf } from './photo-files';
import { createPhotoProcessing, type PhotoProcessing } from './photo-processing';
import { photoRoutes } from './photo-routes';
import { uploadExpiryJob } from './tus-store';
import { uploadRoutes } from './upload-routes';

/** For the books module: which photo ids are a person's photos a book may show. */
export { photosOwnedBy } from './photo-use';
/** For the design assistant (workflows/book-assistant.ts): the ready photos the editor's tray offers for a book. */
export { trayPhotos, type ReadyPhoto, type TrayPhotos } from './tray-photos';

declare module 'fastify' {
  interface FastifyInstance {
    /** The photos' processing; tests run what waits with processPending() (the job runner is not started there). */
    photos: PhotoProcessing;
  }
}

/**
 * Photos: resumable uploads (tus at /api/uploads), the checks on their content, the kept photos
 * with their preview and thumbnail (made on the job queue), and who may see them.
 */
export async function registerUploadsModule(
  app: FastifyInstance,
  deps: {
    db: Database;
    files: FileStorage;
    now: () => Date;
    queue: JobQueue;
    /** The books module's answers which photos the books a caller may open show (books/index.ts bookPhotoAccess). */
    books: PhotosOfBooks;
  },
): Promise<{ jobs: ScheduledJob[]; photoFiles: PhotoFilesOf }> {
  // Files of deleted photos and uploads go through one queue (decision 020), whoever deletes the rows.
  const deletions = createFileDeletions({ db: deps.db, files: deps.files, log: app.log });
  const processing = createPhotoProcessing({ db: deps.db, files: deps.files, log: app.log, now: deps.now, queue: deps.queue, deletions });
  app.decorate('photos', processing);
  await app.register(uploadRoutes, { prefix: '/api/uploads', db: deps.db, files: deps.files, processing, now: deps.now });
  await app.register(photoRoutes, { prefix: '/api', db: deps.db, files: deps.files, deletions, now: deps.now, books: deps.books });
  const expiry = uploadExpiryJob({ db: deps.db, files: deps.files, now: deps.now, log: app.log });
  // The print module reads a book owner's photos through this, never through the photos table.
  return { jobs: [...processing.scheduledJobs, deletions.job, expiry], photoFiles: createPhotoFiles({ db: deps.db, files: deps.files }) };
}
