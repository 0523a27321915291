import { catalogueOf } from '../catalogue-lookup';
import { photoAspectOf } from '../commands/crop';
import { CROP_ASPECT_TOLERANCE } from '../commands/crop-shape';
import { isAllowedPageCount } from '../geometry';
import { findLayout } from '../layouts/catalogue';
import { issuesOf, type DocumentIssue } from './migrate';
import { pageCount } from './read-pages';
import { bookDocumentSchema, type BookDocument, type Page } from './schema';

export type ValidationResult = { ok: true; document: BookDocument } | { ok: false; issues: DocumentIssue[] };

/**
 * The schema plus the catalogue's rules: what a document must satisfy before it is stored. Format,
 * paper and design exist and belong together, the finishes are offered, the page count is allowed for
 * the paper, layouts and backgrounds and ornaments are the design's own, and a placed photo has a crop
 * (of the same photo aspect in every frame holding that photo).
 */
export function validateBookDocument(document: unknown): ValidationResult {
  const parsed = bookDocumentSchema.safeParse(document);
  if (!parsed.success) return { ok: false, issues: issuesOf(parsed.error) };
  const issues = catalogueIssues(parsed.data);
  return issues.length === 0 ? { ok: true, document: parsed.data } : { ok: false, issues };
}

function catalogueIssues(document: BookDocument): DocumentIssue[] {
  const issues: DocumentIssue[] = [];
  const issue = (path: string, message: string) => issues.push({ path, message });
  const { format, paper, design } = catalogueOf(document);
  if (!format) issue('formatId', 'Dieses Format gibt es nicht.');
  if (!paper) issue('paperId', 'Dieses Papier gibt es nicht.');
  if (!design) issue('themeId', 'Dieses Design gibt es nicht.');
  if (!format || !paper || !design) return issues;

  if (!paper.prices.some((price) => price.formatId === format.id)) issue('paperId', 'Dieses Papier gibt es für das gewählte Format nicht.');
  if (!design.formatIds.includes(format.id)) issue('themeId', 'Dieses Design gibt es für das gewählte Format nicht.');
  if (!paper.coverFinishes.includes(document.coverFinish) || !format.allowedFinishes.includes(document.coverFinish)) {
    issue('coverFinish', 'Diese Oberfläche gibt es für den Umschlag nicht.');
  }
  if (!paper.pagesFinishes.includes(document.pagesFinish) || !format.allowedFinishes.includes(document.pagesFinish)) {
    issue('pagesFinish', 'Diese Oberfläche gibt es für die Innenseiten nicht.');
  }
  const count = pageCount(document);
  if (!isAllowedPageCount(count, paper)) {
    issue('spreads', `Ein Buch auf diesem Papier hat ${paper.minPages} bis ${paper.maxPages} Seiten in Schritten von ${paper.stepPages}, nicht ${count}.`);
  }

  const backgrounds = new Set(design.backgrounds.map((background) => background.id));
  const ornaments = new Set(design.ornaments.map((ornament) => ornament.id));
  const pages: [string, Page][] = [
    ['cover.back', document.cover.back],
    ['cover.spine', document.cover.spine],
    ['cover.front', document.cover.front],
    ...document.spreads.flatMap((spread, index) => spread.pages.map((page, pageIndex): [string, Page] => [`spreads.${index}.pages.${pageIndex}`, page])),
  ];
  // No pixel sizes here, but every frame of one photo must show the same photo aspect (crop-shape.ts).
  const photoAspects = new Map<string, number>();
  for (const [path, page] of pages) {
    if (page.layoutId !== null) {
      const layout = findLayout(page.layoutId);
      if (!layout || layout.themeId !== design.themeId) issue(`${path}.layoutId`, 'Dieses Layout gibt es im Design des Buchs nicht.');
      else if (layout.target !== page.role) issue(`${path}.layoutId`, 'Dieses Layout passt nicht zu dieser Seite.');
    }
    if (page.background?.kind === 'design' && !backgrounds.has(page.background.backgroundId)) {
      issue(`${path}.background`, 'Diesen Hintergrund gibt es im Design des Buchs nicht.');
    }
    page.frames.forEach((frame, index) => {
      if (frame.kind === 'photo' && frame.photoId !== null && frame.crop === null) issue(`${path}.frames.${index}.crop`, 'Ein Foto im Rahmen braucht einen Ausschnitt.');
      if (frame.kind === 'photo' && frame.photoId !== null && frame.crop !== null) {
        const aspect = photoAspectOf(frame, frame.crop);
        const reference = photoAspects.get(frame.photoId);
        if (reference === undefined) photoAspects.set(frame.photoId, aspect);
        else if (Math.abs(aspect / reference - 1) > CROP_ASPECT_TOLERANCE) {
          issue(`${path}.frames.${index}.crop`, 'Der Ausschnitt hat nicht die Form des Rahmens: dasselbe Foto ist in einem anderen Rahmen anders zugeschnitten.');
        }
      }
      if (frame.kind === 'decoration' && !ornaments.has(frame.assetId)) issue(`${path}.frames.${index}.assetId`, 'Diese Verzierung gibt es im Design des Buchs nicht.');
    });
  }
  return issues;
}
