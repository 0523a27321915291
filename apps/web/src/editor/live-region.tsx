import { useEditorState } from './state/editor-context';

/** Screen readers hear what was selected or changed (the store's announcement), politely. */
export function LiveRegion() {
  const announcement = useEditorState((state) => state.announcement);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {/* The id in the key makes a repeated sentence ('Rückgängig gemacht.') be read again. */}
      <span key={announcement?.id ?? 0}>{announcement?.text ?? ''}</span>
    </div>
  );
}
