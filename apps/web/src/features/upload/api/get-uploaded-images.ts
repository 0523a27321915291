import type { UploadedImages } from '@eb/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';

/** SPEC.md section 7: GET /api/users/uploadedimages — the person's photos (newest first) and their storage. */
export const getUploadedImages = (signal?: AbortSignal) => apiGet<UploadedImages>('/api/users/uploadedimages', signal);

/** While a photo is still being prepared on the server, look again every few seconds. */
export const PROCESSING_POLL_MS = 3000;

export const uploadedImagesQuery = () =>
  queryOptions({
    queryKey: ['uploaded-images'],
    queryFn: ({ signal }) => getUploadedImages(signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.photos.some((photo) => photo.status === 'processing') ? PROCESSING_POLL_MS : false),
  });

/** Not suspended: the upload works even while the list cannot be loaded. */
export const useUploadedImages = () => useQuery(uploadedImagesQuery());
