import { frontTitle } from '../commands/layout';
import { formatTrim, pageSizeOf } from '../catalogue-lookup';
import { buildSpreads, recordsOf } from '../document/create';
import { BookDocumentError } from '../document/errors';
import type { BookDocument, Page } from '../document/schema';
import { buildAssistantCover, buildMemorialPage, chooseCoverPhoto, choosePageOnePhoto } from './cover';
import { momentStarts, orderPhotos, type OrderedPhoto } from './ordering';
import type { PlacedPhoto } from './page-build';
import { DENSITIES, pageSkeleton, planPageCount, thinEvenly, withCalmPages } from './page-plan';
import { buildPhotoPage, photoLayouts, planPhotoPages, type Candidate, type ChosenPage } from './photo-pages';
import { hashUnit } from './random';
import { printsSharpEnough } from './scoring';
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
  const range = DENSITIES[options.density];
  const allLayouts = photoLayouts(design, pageSize);
  const densityLayouts = allLayouts.filter((candidate) => candidate.frames.length <= range.max);
  const sharpIn = (layouts: readonly Candidate[], photo: AssistantPhoto) => layouts.some((candidate) => candidate.frames.some((frame) => printsSharpEnough(photo, frame)));
  // A photo below the preflight's block in every frame of the design's photo pages would stop the
  // book from being finished: it is left out and reported as too small. One that is sharp enough
  // only in a small frame stays; the page scores keep it there (scoring.ts).
  const tooSmall = new Set(ordered.filter((photo) => !sharpIn(allLayouts, photo)).map((photo) => photo.id));

  const title = memorial.name?.trim() || frontTitle(document);
  const dates = memorial.dates?.trim() ?? '';
  const quote = chooseQuote(memorial.quotes, pageSize, design);
  const backQuote = memorial.quotes.map((text) => text.replace(/\r\n?/g, '\n').trim()).find((text) => text !== '' && text !== quote) ?? null;
  const textPlans = options.condolences ? planTextPages(memorial, pageSize, design) : [];

  // The front's face does not depend on the page count (only the spine does).
  const frontSize = pageSizeOf('front', format, paper, paper.minPages);
  // relaxed: the pages may also take layouts with more (smaller) frames than the density's (at a cost
  // above any other choice but a blurred photo) and stay empty (a calm page), so small photos can
  // share a page in small frames rather than being blown up; used when the density's own pages
  // would print a photo below the block.
  const planStory = (relaxed: boolean) => {
    const printable = ordered.filter((photo) => !tooSmall.has(photo.id));
    const coverChoice = chooseCoverPhoto(printable, frontSize, design);
    const pageOnePhoto = choosePageOnePhoto(printable, coverChoice.photo?.id ?? null, pageSize, design);
    const story = printable.filter((photo) => photo.id !== coverChoice.photo?.id && photo.id !== pageOnePhoto?.id);

    const fixedPages = 1 + textPlans.length + (quote ? 1 : 0);
    const plan = planPageCount({ photos: story.length, fixedPages, density: options.density, rule: paper });
    const { kept, left } = thinEvenly(story.length, plan.capacity);
    const placedStory: OrderedPhoto[] = kept.map((index) => story[index]!);

    // Fewer photos than the paper's minimum has pages for: at most one photo a page (two where a small
    // photo would be blown up alone), and calm pages for the rest instead of empty photo frames, which
    // print as blank holes.
    const fewPhotos = placedStory.length < plan.photoPages;
    // The seed places the pauses among equally even spreads ('Neu mischen' in a book of few photos).
    const skeleton = (photoPages: number) => withCalmPages(pageSkeleton(photoPages, textPlans.length, quote !== null), plan.photoPages - photoPages, hashUnit(seed, 2));
    let kinds = skeleton(Math.min(plan.photoPages, placedStory.length));
    const planned = planPhotoPages({
      photos: placedStory.map(toPlaced),
      momentStarts: momentStarts(placedStory, 0.75 + 0.5 * hashUnit(seed, 1)),
      pageNumbers: kinds.flatMap((kind, index) => (kind === 'photo' ? [index + 1] : [])),
      range,
      candidates: relaxed ? allLayouts : densityLayouts,
      seed,
      allowEmpty: fewPhotos || relaxed,
      // 'viele' asks for full pages: there, photos sharing a page are worth a pause more (not so for 'wenige' and 'mittel').
      amongPauses: fewPhotos && options.density === 'viele',
    });
    const chosen = planned.filter((page): page is ChosenPage => page !== null);
    if (chosen.length < planned.length) kinds = skeleton(chosen.length);
    return { coverChoice, pageOnePhoto, story, plan, left, kinds, chosen };
  };
  // The pages' scores keep every photo above the block wherever the pages allow. Where the density's
  // pages cannot (a photo sharp only in a frame smaller than they offer, two photos that both need
  // the one small frame of a page, a book of only small photos), the book is planned again relaxed;
  // where even that blurs a photo, those photos are left out as too small and the book is planned
  // again without them. Most books take one round; the rounds are bounded (each is a whole plan),
  // and what the last still blurs leaves its frame empty (a warning the person sees, never a block).
  // Nothing is built (no id drawn) before.
  let relaxed = ordered.some((photo) => !tooSmall.has(photo.id) && !sharpIn(densityLayouts, photo));
  let planning = planStory(relaxed);
  for (let round = 1; round < MAX_PLAN_ROUNDS; round++) {
    const blurred = blurredPhotos(planning.chosen, allLayouts);
    if (blurred.length === 0) break;
    if (relaxed) for (const id of blurred) tooSmall.add(id);
    relaxed = true;
    planning = planStory(relaxed);
  }
  const lastBlurred = new Set(blurredPhotos(planning.chosen, allLayouts));
  for (const id of lastBlurred) tooSmall.add(id);
  const { coverChoice, pageOnePhoto, story, plan, left, kinds } = planning;
  const chosen = lastBlurred.size === 0 ? planning.chosen : planning.chosen.map((page) => ({ ...page, photos: page.photos.map((entry) => (entry && lastBlurred.has(entry.id) ? null : entry)) }));

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
  // Left out: for lack of room (thinEvenly) or too small to print sharply, in story order; then the
  // photos without a usable pixel size.
  const leftForRoom = new Set(left.map((index) => story[index]!.id));
  const leftOut = [...ordered.filter((photo) => leftForRoom.has(photo.id) || tooSmall.has(photo.id)).map((photo) => photo.id), ...unusable.map((photo) => photo.id)];
  const tooSmallPhotoIds = ordered.filter((photo) => tooSmall.has(photo.id)).map((photo) => photo.id);
  return { cover, spreads, report: { placedPhotoIds: placed, leftOutPhotoIds: leftOut, tooSmallPhotoIds, pageCount: pages.length } };
}

/** The photos of the planned pages that would print below the preflight's block in their frames. */
function blurredPhotos(chosen: readonly ChosenPage[], candidates: readonly Candidate[]): string[] {
  const framesOf = new Map(candidates.map((candidate) => [candidate.layout, candidate.frames]));
  const blurred: string[] = [];
  for (const page of chosen) {
    const frames = framesOf.get(page.layout)!;
    page.photos.forEach((photo, slot) => {
      if (photo && !printsSharpEnough(photo, frames[slot]!)) blurred.push(photo.id);
    });
  }
  return blurred;
}

/** Plans of the photo pages at most (the first, a relaxed one, and rounds leaving blurred photos out): about 0.1–0.3 s each for 300 photos. */
const MAX_PLAN_ROUNDS = 4;

const toPlaced = (photo: PlacedPhoto): PlacedPhoto => ({ id: photo.id, width: photo.width, height: photo.height });
