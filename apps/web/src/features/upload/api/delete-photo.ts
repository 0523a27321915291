import { apiRequest } from '../../../lib/api/api-client';

/** DELETE /api/photos/{id}: removes a photo no book uses; answers 204 without a body. */
export const deletePhoto = (photoId: string) => apiRequest<null>('DELETE', `/api/photos/${encodeURIComponent(photoId)}`);
