// Tests and bench:pdf only: a book as a customer would make it, from the design's own layouts (cover
// and inner pages), every photo frame filled with a centred crop and every text frame with German
// text (umlauts, ß, long words), the design's backgrounds on the pages.
import {
  coverGeometry,
  defaultCoverLayouts,
  fillCrop,
  layoutsFor,
  resolveLayout,
  type BookDocument,
  type Frame,
  type Page,
  type PageLayout,
  type Size,
  type TextStyle,
} from '@eb/book-model';
import { DESIGNS, FORMATS, PAPERS } from '@eb/catalogue/data';

export interface BookPhoto {
  id: string;
  /** Upright pixel size of the original. */
  widthPx: number;
  heightPx: number;
}

export interface DesignBookOptions {
  formatId: number;
  paperId: number;
  themeId: number;
  pageCount: number;
  /** Used in turn; with enough frames every photo appears at least once. */
  photos: BookPhoto[];
  title?: string;
}

const TEXTS: Record<TextStyle, string> = {
  title: 'In liebevoller Erinnerung',
  subtitle: 'Ein Leben voller Wärme',
  name: 'Jürgen Weiß',
  dates: '* 3. März 1941   † 12. Januar 2024',
  heading: 'Kindheit in Köln',
  body: 'Wir nehmen Abschied von einem Menschen, der uns viel gegeben hat. Das Beerdigungsinstitut Müller dankt für das Vertrauen und grüßt alle, die ihn auf seinem Weg begleitet haben.',
  quote: 'Was man tief in seinem Herzen besitzt, kann man nicht durch den Tod verlieren.',
  caption: 'Sommer am Bodensee, 1978',
};

export function designBook(options: DesignBookOptions): BookDocument {
  const format = FORMATS.find((record) => record.id === options.formatId);
  const paper = PAPERS.find((record) => record.id === options.paperId);
  const design = DESIGNS.find((record) => record.themeId === options.themeId);
  if (!format || !paper || !design) throw new Error('unknown format, paper or design');
  const trim: Size = { widthMm: format.trimWidthMm, heightMm: format.trimHeightMm };
  let next = 0;
  const newId = () => `b${++next}`;
  let photoIndex = 0;
  const fill = (frame: Frame): Frame => {
    if (frame.kind === 'photo') {
      const photo = options.photos[photoIndex++ % options.photos.length]!;
      return { ...frame, photoId: photo.id, crop: fillCrop(photo.widthPx / photo.heightPx, frame) };
    }
    if (frame.kind === 'text') return { ...frame, text: frame.style === 'title' && options.title ? options.title : TEXTS[frame.style] };
    return frame;
  };
  const page = <R extends Page['role']>(role: R, layout: PageLayout, size: Size, background: Page['background']): Page & { role: R } => {
    const resolved = resolveLayout(layout, size, newId, design);
    return { id: newId(), role, layoutId: layout.id, background: resolved.background ?? background, frames: resolved.frames.map(fill) };
  };

  const geometry = coverGeometry(trim, options.pageCount, paper.binding);
  const coverLayouts = defaultCoverLayouts(design.themeId, { spineWidthMm: geometry.spineWidthMm });
  const coverBackground = { kind: 'design', backgroundId: design.backgrounds[1]!.id } as const;
  const panelSize = (role: 'back' | 'spine' | 'front'): Size => ({ widthMm: geometry[role].box.widthMm, heightMm: geometry[role].box.heightMm });
  const cover = {
    id: newId(),
    back: page('back', coverLayouts.back, panelSize('back'), coverBackground),
    spine: page('spine', coverLayouts.spine, panelSize('spine'), coverBackground),
    front: page('front', coverLayouts.front, panelSize('front'), coverBackground),
  };

  // Photo layouts in turn (with and without text), so a long book shows the design's variety; a page
  // takes the next layout with room for its share of the photos not yet placed, so every photo appears.
  const layouts = layoutsFor(design.themeId, 'page').filter((layout) => layout.photoCount > 0);
  if (layouts.length === 0) throw new Error(`design ${design.themeId} has no inner layouts`);
  const most = Math.max(...layouts.map((layout) => layout.photoCount));
  let turn = 0;
  const pages = Array.from({ length: options.pageCount }, (_, index) => {
    const share = Math.min(most, Math.ceil((options.photos.length - photoIndex) / (options.pageCount - index)));
    while (layouts[turn % layouts.length]!.photoCount < share) turn++;
    const layout = layouts[turn++ % layouts.length]!;
    return page('page', layout, trim, { kind: 'design', backgroundId: design.backgrounds[index % design.backgrounds.length]!.id });
  });
  const spreads: BookDocument['spreads'] = [{ id: newId(), pages: pages.slice(0, 1) }];
  for (let index = 1; index < pages.length - 1; index += 2) spreads.push({ id: newId(), pages: pages.slice(index, index + 2) });
  spreads.push({ id: newId(), pages: pages.slice(-1) });

  return { schemaVersion: 2, formatId: format.id, paperId: paper.id, themeId: design.themeId, coverFinish: 1, pagesFinish: 1, cover, spreads };
}
