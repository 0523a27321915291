// Tests only: Debian's PDF tools (poppler-utils, qpdf) as functions answering parsed results.
import { execFileSync, spawnSync } from 'node:child_process';

export interface PdfBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface PageBoxes {
  page: number;
  mediaBox: PdfBox;
  trimBox: PdfBox;
  bleedBox: PdfBox;
}

const run = (command: string, args: string[]): string => execFileSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** `qpdf --check`: exit code 0 means no errors and no warnings. */
export function qpdfCheck(file: string): { ok: boolean; output: string } {
  const result = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

export function pdfInfo(file: string): Record<string, string> {
  const info: Record<string, string> = {};
  for (const line of run('pdfinfo', [file]).split('\n')) {
    // Indented lines describe the PDF subtype's standard (its own 'Title'): not the document's.
    const match = /^([A-Za-z][A-Za-z ]*):\s*(.*)$/.exec(line);
    if (match) info[match[1]!.trim()] = match[2]!.trim();
  }
  return info;
}

export function pdfMetadata(file: string): string {
  return run('pdfinfo', ['-meta', file]);
}

/** The boxes of every page, from `pdfinfo -box -f 1 -l N` (points, two decimals). */
export function pageBoxes(file: string, pages: number): PageBoxes[] {
  const out = run('pdfinfo', ['-box', '-f', '1', '-l', String(pages), file]);
  const boxes = new Map<number, Partial<PageBoxes>>();
  for (const match of out.matchAll(/^Page\s+(\d+) (MediaBox|TrimBox|BleedBox):\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)/gm)) {
    const page = Number(match[1]);
    const entry = boxes.get(page) ?? { page };
    const key = `${match[2]![0]!.toLowerCase()}${match[2]!.slice(1)}` as 'mediaBox' | 'trimBox' | 'bleedBox';
    entry[key] = { x0: Number(match[3]), y0: Number(match[4]), x1: Number(match[5]), y1: Number(match[6]) };
    boxes.set(page, entry);
  }
  return [...boxes.values()] as PageBoxes[];
}

export interface PdfFont {
  name: string;
  type: string;
  embedded: boolean;
  subset: boolean;
  unicode: boolean;
}

export function pdfFonts(file: string): PdfFont[] {
  const lines = run('pdffonts', [file]).split('\n').slice(2).filter((line) => line.trim());
  return lines.map((line) => {
    const parts = line.trim().split(/\s+/);
    // name … emb sub uni objectId generation
    const [emb, sub, uni] = parts.slice(-5, -2);
    return { name: parts[0]!, type: parts.slice(1, -6).join(' '), embedded: emb === 'yes', subset: sub === 'yes', unicode: uni === 'yes' };
  });
}

export interface PdfImage {
  page: number;
  width: number;
  height: number;
  color: string;
  encoding: string;
  xPpi: number;
  yPpi: number;
}

export function pdfImages(file: string): PdfImage[] {
  const lines = run('pdfimages', ['-list', file]).split('\n').slice(2).filter((line) => line.trim());
  return lines.map((line) => {
    const p = line.trim().split(/\s+/);
    return { page: Number(p[0]), width: Number(p[3]), height: Number(p[4]), color: p[5]!, encoding: p[8]!, xPpi: Number(p[12]), yPpi: Number(p[13]) };
  });
}

export function pdfText(file: string, page?: number): string {
  return run('pdftotext', [...(page ? ['-f', String(page), '-l', String(page)] : []), '-layout', file, '-']);
}

export interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Words with their boxes in points from the page's top left (`pdftotext -bbox`). */
export function pdfWords(file: string, page: number): PdfWord[] {
  const html = run('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), file, '-']);
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)<\/word>/g)].map((match) => ({
    text: decodeEntities(match[5]!),
    xMin: Number(match[1]),
    yMin: Number(match[2]),
    xMax: Number(match[3]),
    yMax: Number(match[4]),
  }));
}

const decodeEntities = (text: string): string =>
  text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));

/** The document's objects as qpdf's JSON (for the Info dictionary and the output intent). */
export function qpdfJson(file: string): { qpdf: [unknown, Record<string, { value?: unknown; stream?: { dict: Record<string, unknown> } }>] } {
  return JSON.parse(run('qpdf', ['--json=2', '--json-key=qpdf', file])) as never;
}

/** The page images as files (`pdfimages -j`: JPEGs come out as the very bytes embedded), in drawing order. */
export function pdfImageFiles(file: string, prefix: string): string[] {
  run('pdfimages', ['-j', file, prefix]);
  const listed = run('pdfimages', ['-list', file]).split('\n').slice(2).filter((line) => line.trim());
  return listed.map((line, index) => `${prefix}-${String(index).padStart(3, '0')}.${line.trim().split(/\s+/)[8] === 'jpeg' ? 'jpg' : 'ppm'}`);
}
