import type { DisplayList } from '@eb/book-layout';
import type { BookDocument } from '@eb/book-model';
import { useCallback } from 'react';
import { createDisplayListCache } from '../render/display-lists';
import { layoutResources } from '../render/layout-resources';
import { useEditorFonts } from '../render/use-display-list';
import { useEditorStore } from '../state/editor-context';

/**
 * Display lists for the check, from the editor's fonts and photo sizes through the render module's
 * public functions (its own cache is not reachable from outside; a cache per check keeps the editor's
 * bounded cache for what is on screen). Spreads already laid out for the screen are laid out again.
 */
export function useSpreadLists(): (document: BookDocument) => (spreadIndex: number) => DisplayList {
  const fonts = useEditorFonts();
  const store = useEditorStore();
  return useCallback(
    (document) => {
      const cache = createDisplayListCache(layoutResources(fonts, store.getState().photos));
      return (spreadIndex) => cache.get(document, spreadIndex);
    },
    [fonts, store],
  );
}
