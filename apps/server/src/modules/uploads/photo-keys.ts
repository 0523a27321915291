/** Where a photo's files are in the file storage; derived from its id, never from a request as it is. */
export const photoKeys = (photoId: string) => ({
  original: `photos/${photoId}/original`,
  preview: `photos/${photoId}/preview.jpg`,
  thumbnail: `photos/${photoId}/thumbnail.jpg`,
});
