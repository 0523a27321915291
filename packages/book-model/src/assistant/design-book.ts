import { frontTitle } from '../commands/layout';
import { formatTrim, pageSizeOf } from '../catalogue-lookup';
import { buildSpreads, recordsOf } from '../document/create';
import { BookDocumentError } from '../document/errors';
import type { BookDocument, Page } from '../document/schema';
import { buildAssistantCover, buildMemorialPage, chooseCoverPhoto, choosePageOnePhoto } from './cover';
import { momentStarts, orderPhotos, type OrderedPhoto } from './ordering';
import type { PlacedPhoto } from './page-build';
import { DENSITIES, pageSkeleton, planPageCount, thinEvenly, withCalmPages } from './page-plan';
import { buildPhotoPage, photoLayouts, planPhotoPages, type ChosenPage } from './photo-pages';
import { hashUnit } from './random';
import { buildCalmPage, buildQuotePage, buildTextPage, chooseQuote, planTextPages, quotesThatFit, type CalmPage } from './text-pages';
import type { AssistantMemorial, AssistantOptions, AssistantPhoto, AssistantResult } from './types';

const isPixelSize = (value: number) => Number.isInteger(value) && value > 0 && value <= 100_000;

/**
 * The design assistant (issue 13, decision 033): a whole book from the photos and the memorial page,
 * as the cover and spreads the replaceContent command takes (one undo step). Format, paper and design
 * stay the document's. Pure and deterministic: the same document, photos, memorial, options and id
 * source give the same result; `options.seed` chooses among near-equal books ('Neu mischen').
 *
 * The book: the cover (the sharpest portrait, the name and the dates; a second quote or the emblem on
 * the back), page 1 (a portrait, the name, the dates), the photos in the order taken on pages of the
 * density's photo count, grouped by moments, then the condolences and candles when asked for, and the
 * memorial page's quote as the last page when it has one.
 */
export function designBookWithAssistant(
  document: BookDocument,
  input: { photos: AssistantPhoto[]; memorial: AssistantMemorial; options: AssistantOptions },
  newId: () => string,
): AssistantResult {
  const records = recordsOf(document);
  if (!records) throw new BookDocumentError('Format, Papier oder Design des Buchs gibt es nicht mehr.');
  const { format, paper, design } = records;
  const { memorial, options } = input;
  const seed = Number.isFinite(options.seed) ? Math.trunc(options.seed) : 0;
  const pageSize = formatTrim(format);

  // Each photo once (the first by upload order), and only photos placePhoto would take.
  const seen = new Set<string>();
  const usable: AssistantPhoto[] = [];
  const unusable: AssistantPhoto[] = [];
  for (const photo of [...input.photos].sort((a, b) => a.uploadOrder - b.uploadOrder)) {
    if (seen.has(photo.id)) continue;
    seen.add(photo.id);
    (isPixelSize(photo.width) && isPixelSize(photo.height) ? usable : unusable).push(photo);
  }
  const ordered = orderPhotos(usable);

  const title = memorial.name?.trim() || frontTitle(document);
  const dates = memorial.dates?.trim() ?? '';
  const quote = chooseQuote(memorial.quotes, pageSize, design);
  const backQuote = memorial.quotes.map((text) => text.replace(/\r\n?/g, '\n').trim()).find((text) => text !== '' && text !== quote) ?? null;
  const textPlans = options.condolences ? planTextPages(memorial, pageSize, design) : [];

  // The front's face does not depend on the page count (only the spine does).
  const frontSize = pageSizeOf('front', format, paper, paper.minPages);
  const coverChoice = chooseCoverPhoto(ordered, frontSize, design);
  const pageOnePhoto = choosePageOnePhoto(ordered, coverChoice.photo?.id ?? null, pageSize, design);
  const story = ordered.filter((photo) => photo.id !== coverChoice.photo?.id && photo.id !== pageOnePhoto?.id);

  const fixedPages = 1 + textPlans.length + (quote ? 1 : 0);
  const plan = planPageCount({ photos: story.length, fixedPages, density: options.density, rule: paper });
  const { kept, left } = thinEvenly(story.length, plan.capacity);
  const placedStory: OrderedPhoto[] = kept.map((index) => story[index]!);

  // Fewer photos than the paper's minimum has pages for: at most one photo a page (two where a small
  // photo would be blown up alone), and calm pages for the rest instead of empty photo frames, which
  // print as blank holes.
  const fewPhotos = placedStory.length < plan.photoPages;
  const skeleton = (photoPages: number) => withCalmPages(pageSkeleton(photoPages, textPlans.length, quote !== null), plan.photoPages - photoPages);
  let kinds = skeleton(Math.min(plan.photoPages, placedStory.length));
  const range = DENSITIES[options.density];
  const planned = planPhotoPages({
    photos: placedStory.map(toPlaced),
    momentStarts: momentStarts(placedStory, 0.75 + 0.5 * hashUnit(seed, 1)),
    pageNumbers: kinds.flatMap((kind, index) => (kind === 'photo' ? [index + 1] : [])),
    range,
    candidates: photoLayouts(design, pageSize).filter((candidate) => candidate.frames.length <= range.max),
    seed,
    allowEmpty: fewPhotos,
  });
  const chosen = planned.filter((page): page is ChosenPage => page !== null);
  if (chosen.length < planned.length) kinds = skeleton(chosen.length);

  // Calm pages show the design's emblem, the first ones in the book with the memorial page's other
  // quotes; where an emblem page stands beside another (the closing quote, or a few photos' book with
  // calm pages side by side) the page stays plain instead, so no layout follows itself.
  const calmQuotes = quotesThatFit(memorial.quotes, pageSize, design).filter((text) => text !== quote && text !== backQuote);
  const calmPlans: CalmPage[] = [];
  kinds.forEach((kind, index) => {
    if (kind !== 'calm') return;
    const previous = calmPlans.at(-1);
    const besideEmblem = kinds[index + 1] === 'quote' || (previous?.index === index - 1 && previous.emblem);
    calmPlans.push({ index, emblem: !besideEmblem, quote: besideEmblem ? null : (calmQuotes.shift() ?? null) });
  });

  const cover = buildAssistantCover(
    {
      records,
      pageCount: plan.pageCount,
      title,
      dates,
      backQuote,
      choice: { layout: coverChoice.layout, photo: coverChoice.photo ? toPlaced(coverChoice.photo) : null },
      background: document.cover.front.background,
    },
    newId,
  );
  let photoPage = 0;
  let textPage = 0;
  let calmPage = 0;
  const pages: Page[] = kinds.map((kind) => {
    switch (kind) {
      case 'memorial':
        return buildMemorialPage(pageOnePhoto ? toPlaced(pageOnePhoto) : null, title, dates, pageSize, design, newId);
      case 'photo':
        return buildPhotoPage(chosen[photoPage++]!, pageSize, design, newId);
      case 'text':
        return buildTextPage(textPlans[textPage++]!, pageSize, design, newId);
      case 'quote':
        return buildQuotePage(quote!, pageSize, design, newId);
      case 'calm':
        return buildCalmPage(calmPlans[calmPage++]!, pageSize, design, newId);
    }
  });
  const spreads = buildSpreads(pages, () => newId());

  const placed: string[] = [];
  const placedSet = new Set<string>();
  for (const page of [cover.front, cover.back, ...pages]) {
    for (const frame of page.frames) {
      if (frame.kind === 'photo' && frame.photoId && !placedSet.has(frame.photoId)) {
        placedSet.add(frame.photoId);
        placed.push(frame.photoId);
      }
    }
  }
  const leftOut = [...left.map((index) => story[index]!.id), ...unusable.map((photo) => photo.id)];
  return { cover, spreads, report: { placedPhotoIds: placed, leftOutPhotoIds: leftOut, pageCount: pages.length } };
}

const toPlaced = (photo: PlacedPhoto): PlacedPhoto => ({ id: photo.id, width: photo.width, height: photo.height });
