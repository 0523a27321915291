import type { Finish } from '@eb/catalogue';
import type { Selection } from './selection';

export interface KnownCatalogue {
  formatIds?: readonly number[];
  themeIds?: readonly number[];
  papers?: ReadonlyArray<{ id: number; coverOptions: readonly Finish[]; pagesOptions: readonly Finish[] }>;
}

/**
 * Drops stored choices the catalogue no longer offers (an old tab, a retired design), so a step
 * never shows a choice that cannot be bought. Lists that were not loaded are not checked.
 */
export function reconcileSelection(selection: Selection, known: KnownCatalogue): Selection {
  const next = { ...selection };
  if (known.formatIds && next.formatId != null && !known.formatIds.includes(next.formatId)) {
    return {};
  }
  if (known.themeIds && next.themeId != null && !known.themeIds.includes(next.themeId)) delete next.themeId;
  if (known.papers && next.paperId != null) {
    const paper = known.papers.find((candidate) => candidate.id === next.paperId);
    const finishesFit =
      paper != null &&
      (next.cover == null || paper.coverOptions.includes(next.cover)) &&
      (next.pages == null || paper.pagesOptions.includes(next.pages));
    if (!finishesFit) {
      delete next.paperId;
      delete next.cover;
      delete next.pages;
    }
  }
  return next;
}
