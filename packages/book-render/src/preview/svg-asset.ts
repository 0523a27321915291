/**
 * A design asset (background or ornament SVG file) prepared for inlining into a spread's SVG: its
 * viewBox, and its content with every id prefixed so that two copies (both pages of a spread with the
 * same background) and two assets with the same internal ids ('pp', 'or' …) never collide. Pure string
 * work: no DOM, no Node APIs (the editor's screen inlines assets the same way).
 */
export interface InlinedAsset {
  viewBox: string;
  content: string;
}

const ROOT = /<svg\b([^>]*?)(\/?)>/i;

export function inlineSvgAsset(source: string, idPrefix: string, tint: string | null): InlinedAsset {
  const root = ROOT.exec(source);
  if (!root) throw new Error('not an SVG file: no <svg> element');
  const attributes = root[1] ?? '';
  const viewBox = attribute(attributes, 'viewBox') ?? sizeViewBox(attributes);
  const start = root.index + root[0].length;
  const end = source.lastIndexOf('</svg>');
  let content = root[2] === '/' || end < start ? '' : source.slice(start, end);
  // Titles and descriptions are for a file shown alone; inside a page they would become tooltips.
  content = content.replace(/<(title|desc|metadata)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
  content = prefixIds(content, idPrefix);
  if (tint) content = tintInk(content, tint);
  return { viewBox, content };
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(["'])(.*?)\\1`, 'i').exec(attributes);
  return match?.[2];
}

/** Without a viewBox the file's own width and height (in user units) are its coordinate system. */
function sizeViewBox(attributes: string): string {
  const width = Number.parseFloat(attribute(attributes, 'width') ?? '');
  const height = Number.parseFloat(attribute(attributes, 'height') ?? '');
  if (!(width > 0 && height > 0)) throw new Error('an SVG asset needs a viewBox or a width and height');
  return `0 0 ${width} ${height}`;
}

function prefixIds(content: string, prefix: string): string {
  return content
    .replace(/(\sid\s*=\s*)(["'])(.*?)\2/g, (_, head: string, quote: string, id: string) => `${head}${quote}${prefix}${id}${quote}`)
    .replace(/url\(\s*(["']?)#(.*?)\1\s*\)/g, (_, quote: string, id: string) => `url(${quote}#${prefix}${id}${quote})`)
    .replace(/(\s(?:xlink:)?href\s*=\s*)(["'])#(.*?)\2/g, (_, head: string, quote: string, id: string) => `${head}${quote}#${prefix}${id}${quote}`);
}

/** Values that are not an ink colour and stay as they are. */
const NOT_INK = /^(none|transparent|inherit|currentcolor|url\(.*\))$/i;

/** A tinted ornament: every fill, stroke and gradient colour becomes the tint (opacity stays). */
function tintInk(content: string, tint: string): string {
  return content
    .replace(/(\s(?:fill|stroke|stop-color)\s*=\s*)(["'])(.*?)\2/g, (whole, head: string, quote: string, value: string) =>
      NOT_INK.test(value.trim()) ? whole : `${head}${quote}${tint}${quote}`,
    )
    .replace(/((?:^|[;"'\s])(?:fill|stroke|stop-color)\s*:\s*)([^;"']+)/g, (whole, head: string, value: string) => (NOT_INK.test(value.trim()) ? whole : `${head}${tint}`));
}
