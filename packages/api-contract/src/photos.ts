import { z } from 'zod';

/**
 * Photos a person uploads for their books (issue 10). Uploads go through tus 1.0 at `/api/uploads`
 * (resumable); once complete, the server checks the content and keeps the photo, then makes its
 * preview and thumbnail on the job queue.
 */

/** The tus endpoint; its Location headers point below it (`/api/uploads/<random id>`). */
export const UPLOADS_PATH = '/api/uploads';

export const UPLOAD_LIMITS = {
  /** Larger files are refused at creation (tus `Upload-Length`), before a byte is sent. */
  maxBytes: 50 * 1024 * 1024,
  /** Width × height from the header, checked before decoding (decompression bombs). */
  maxPixels: 100_000_000,
  /** All of one person's photos together, uploads in progress included. */
  quotaBytes: 5 * 1024 * 1024 * 1024,
  /** Hashes one "do you have these already?" question may ask about. */
  maxHashesPerLookup: 500,
} as const;

/** Long side of the screen preview and of the thumbnail, in pixels. */
export const PHOTO_SIZES = { preview: 1600, thumbnail: 400 } as const;

/** Refusals, word for word in the answer's `message`, shown to the person as they are. */
export const UPLOAD_MESSAGES = {
  unreadableFormat: 'Dieses Format können wir leider nicht lesen. Bitte speichern Sie das Foto als JPEG.',
  empty: 'Diese Datei ist leer. Bitte wählen Sie ein Foto aus.',
  tooLarge: 'Dieses Foto ist größer als 50 MB. Bitte wählen Sie eine kleinere Datei.',
  tooManyPixels: 'Dieses Foto hat mehr als 100 Megapixel. Bitte verkleinern Sie es und laden Sie es noch einmal hoch.',
  damaged: 'Dieses Foto ist beschädigt oder unvollständig und lässt sich nicht öffnen. Bitte laden Sie es noch einmal hoch.',
  quotaExceeded: 'Ihr Speicherplatz von 5 GB für Fotos ist voll. Bitte entfernen Sie Fotos, die Sie nicht mehr brauchen.',
  uploadGone: 'Dieses Hochladen ist abgelaufen oder wurde abgebrochen. Bitte wählen Sie das Foto noch einmal aus.',
  photoNotFound: 'Dieses Foto gibt es nicht (mehr).',
  photoInUse: 'Dieses Foto ist in einem Ihrer Bücher verwendet und kann daher nicht entfernt werden.',
} as const;

/** A SHA-256 of the file's bytes, lower-case hex: the same bytes are kept once per person. */
export const contentHashSchema = z.string().regex(/^[0-9a-f]{64}$/, { error: 'Bitte geben Sie einen SHA-256-Wert (64 Hexadezimalzeichen) an.' });

/** A photo's id: random, so addresses cannot be guessed. */
export const photoIdSchema = z.uuid({ error: 'Dieses Foto gibt es nicht.' });
export const photoParamsSchema = z.object({ photoId: photoIdSchema });
export const photoVariantSchema = z.enum(['original', 'preview', 'thumbnail'], { error: 'Bitte wählen Sie original, preview oder thumbnail.' });
export const photoFileParamsSchema = z.object({ photoId: photoIdSchema, variant: photoVariantSchema });
export type PhotoVariant = z.infer<typeof photoVariantSchema>;

/** processing: kept, preview and thumbnail being made; ready: usable; rejected: refused after upload, files gone. */
export const photoStatusSchema = z.enum(['processing', 'ready', 'rejected']);
export type PhotoStatus = z.infer<typeof photoStatusSchema>;

export const photoSchema = z.object({
  id: photoIdSchema,
  status: photoStatusSchema,
  /** Why a photo was refused after upload (status rejected), in words for the person. */
  rejectionReason: z.string().nullable(),
  fileName: z.string(),
  byteSize: z.number().int(),
  contentHash: contentHashSchema,
  /** Pixels after the EXIF orientation is applied; null until the photo is ready. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** When the photo was taken (EXIF), as the camera's local time without a zone: `2019-07-14T15:03:22`. */
  takenAt: z.string().nullable(),
  /** A ThumbHash (base64) to paint while the thumbnail loads. */
  placeholder: z.string().nullable(),
  uploadedAt: z.iso.datetime(),
  /** Whether a book uses the photo; a used photo cannot be removed. */
  inUse: z.boolean(),
});
export type Photo = z.infer<typeof photoSchema>;

/** GET /api/users/uploadedimages (SPEC.md section 7): the person's photos, newest first, and their storage. */
export const uploadedImagesSchema = z.object({
  photos: z.array(photoSchema),
  usedBytes: z.number().int(),
  quotaBytes: z.number().int(),
});
export type UploadedImages = z.infer<typeof uploadedImagesSchema>;

/**
 * A photo a book shows, as anyone who may open the book sees it: without its content hash (with it,
 * a colleague could confirm that the uploader holds a given file), and only kept photos (processing
 * or ready, never refused ones). `inUse` is always true: the book shows it.
 */
export const bookPhotoSchema = photoSchema.omit({ contentHash: true });
export type BookPhoto = z.infer<typeof bookPhotoSchema>;

/**
 * GET /api/books/{id}/photos: the photos the book's current document shows, whoever uploaded them,
 * for everyone who may open the book (a colleague in a company book sees the maker's photos).
 */
export const bookPhotosSchema = z.object({ photos: z.array(bookPhotoSchema) });
export type BookPhotos = z.infer<typeof bookPhotosSchema>;

/** POST /api/photos/known: which of these contents the person has already uploaded (the client skips them). */
export const knownPhotosRequestSchema = z.object({
  hashes: z.array(contentHashSchema).min(1).max(UPLOAD_LIMITS.maxHashesPerLookup),
});
export const knownPhotosResponseSchema = z.object({ photos: z.array(photoSchema) });

/** The body of the last PATCH of an upload (tus allows a body there; tus-js-client hands it over). */
export const finishedUploadSchema = z.object({ photo: photoSchema, duplicate: z.boolean() });
export type FinishedUpload = z.infer<typeof finishedUploadSchema>;

/** tus Upload-Metadata keys the server reads (base64 values, tus 1.0): the original file name and, optionally, the content hash. */
export const UPLOAD_METADATA_KEYS = { fileName: 'filename', contentHash: 'sha256' } as const;
