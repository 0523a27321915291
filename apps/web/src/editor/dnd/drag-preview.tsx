import { usePhotoUrl } from '../render/photo-urls';
import { useEditorState } from '../state/editor-context';
import type { DragPayload } from './dnd-ids';
import { findFrame } from './drop-action';

/** What follows the pointer or finger: the dragged photo's thumbnail, or the memorial text's label. */
export function DragPreview({ payload }: { payload: DragPayload }) {
  const document = useEditorState((state) => state.document);
  if (payload.kind === 'memorial-text') return <div className="drag-preview drag-preview--text">{payload.label}</div>;
  if (payload.kind === 'spread') return null;
  if (payload.kind === 'tray-photo') return <PhotoPreview photoId={payload.photoId} />;
  const frame = findFrame(document, payload.frameId);
  return <PhotoPreview photoId={frame?.kind === 'photo' ? frame.photoId : null} />;
}

function PhotoPreview({ photoId }: { photoId: string | null }) {
  const url = usePhotoUrl(photoId, 'thumbnail');
  return <div className="drag-preview drag-preview--photo">{url ? <img src={url} alt="" draggable={false} /> : null}</div>;
}
