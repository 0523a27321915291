import type { DisplayList, FontLibrary } from '@eb/book-layout';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useEditorState } from '../state/editor-context';
import { createDisplayListCache, type DisplayListCache } from './display-lists';
import { layoutResources } from './layout-resources';

interface RenderContextValue {
  fonts: FontLibrary;
  cache: DisplayListCache;
}

const RenderContext = createContext<RenderContextValue | null>(null);

/** Holds the design's fonts and one display-list cache, made anew when a photo's size becomes known. */
export function EditorRenderProvider({ fonts, children }: { fonts: FontLibrary; children: ReactNode }) {
  const photos = useEditorState((state) => state.photos);
  const photosRevision = useEditorState((state) => state.photosRevision);
  // photosRevision, not photos: a new thumbnail status that changes no size keeps every layout.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const cache = useMemo(() => createDisplayListCache(layoutResources(fonts, photos)), [fonts, photosRevision]);
  const value = useMemo(() => ({ fonts, cache }), [fonts, cache]);
  return <RenderContext.Provider value={value}>{children}</RenderContext.Provider>;
}

export function useEditorFonts(): FontLibrary {
  const value = useContext(RenderContext);
  if (!value) throw new Error('useEditorFonts outside <EditorRenderProvider>');
  return value.fonts;
}

/** The display list of a spread of the current document (laid out once per change of that spread). */
export function useDisplayList(spreadIndex: number): DisplayList {
  const value = useContext(RenderContext);
  if (!value) throw new Error('useDisplayList outside <EditorRenderProvider>');
  const document = useEditorState((state) => state.document);
  return useMemo(() => value.cache.get(document, spreadIndex), [value.cache, document, spreadIndex]);
}
