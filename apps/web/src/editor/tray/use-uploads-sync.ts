import type { UploadedImages } from '@eb/api-contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiGet } from '../../lib/api/api-client';
import { editorPhotoOf } from '../editor-data';
import { useEditorStore } from '../state/editor-context';
import type { EditorPhoto } from '../state/editor-store';

/** While a photo is still being prepared, look again every few seconds (as the upload page does). */
const PROCESSING_POLL_MS = 3000;

/**
 * Keeps the tray's photos in step with the uploads: the same query key as the upload feature
 * (['uploaded-images']), which its panel invalidates as files finish, so new photos appear at once
 * and a photo that finished processing becomes placeable. Answers the uploads' ids, newest first.
 */
export function useUploadsSync(): readonly string[] | undefined {
  const store = useEditorStore();
  const query = useQuery({
    queryKey: ['uploaded-images'],
    queryFn: ({ signal }) => apiGet<UploadedImages>('/api/users/uploadedimages', signal),
    refetchInterval: (current) => (current.state.data?.photos.some((photo) => photo.status === 'processing') ? PROCESSING_POLL_MS : false),
  });
  const data = query.data;
  useEffect(() => {
    if (!data) return;
    const changed = changedPhotos(store.getState().photos, data.photos.map(editorPhotoOf));
    if (changed.length > 0) store.upsertPhotos(changed);
  }, [data, store]);
  return useMemo(() => data?.photos.map((photo) => photo.id), [data]);
}

/** Only what is new or different, so an unchanged list does not redraw the editor. */
export function changedPhotos(known: ReadonlyMap<string, EditorPhoto>, incoming: readonly EditorPhoto[]): EditorPhoto[] {
  return incoming.filter((photo) => {
    const before = known.get(photo.id);
    return (
      !before ||
      before.status !== photo.status ||
      before.width !== photo.width ||
      before.height !== photo.height ||
      before.placeholder !== photo.placeholder ||
      before.fileName !== photo.fileName
    );
  });
}
