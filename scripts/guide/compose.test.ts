import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GUIDE_PDF } from '../../apps/web/src/features/legal/content/anleitung-pdf';
import de from '../../apps/web/src/i18n/de.json';
import { SHARE_LINK_VALID_DAYS, SHARE_WINDOW_DAYS } from '../../packages/api-contract/src/sharing';
import { composeGuide, describePdf, fitImage, HELP_TITLE, madeOnLabel, type GuideShot } from './compose';
import { renderGuidePdf } from './render-pdf';
import { GUIDE_STEPS } from './steps';

const contact = { shopName: 'Erinnerungsbuch', supportPhone: '0800 123 456 7', supportEmail: 'hilfe@erinnerungsbuch.example' };
const NOW = new Date('2026-11-24T09:00:00Z');
const shot = (width = 1280, height = 900): GuideShot => ({ jpeg: Buffer.alloc(0), width, height });
const allShots = () => new Map(GUIDE_STEPS.map((step) => [step.id, shot()]));

describe('the guide’s pages', () => {
  it('are a title page, the contents, one page per step in order, and the help page last', () => {
    const { pages, leftOut } = composeGuide(GUIDE_STEPS, allShots(), contact, NOW);
    expect(leftOut).toEqual([]);
    expect(pages.map((page) => page.kind)).toEqual(['title', 'contents', ...GUIDE_STEPS.map(() => 'step'), 'help']);
    expect(pages.map((page) => page.pageNumber)).toEqual(pages.map((_, index) => index + 1));
    const steps = pages.filter((page) => page.kind === 'step');
    expect(steps.map((page) => page.step.id)).toEqual(GUIDE_STEPS.map((step) => step.id));
    expect(steps.map((page) => `${page.stepNumber}/${page.stepCount}`)).toEqual(GUIDE_STEPS.map((_, index) => `${index + 1}/${GUIDE_STEPS.length}`));
  });

  it('lists every step and the help page in the contents with the page it is on, linked to it', () => {
    const { pages } = composeGuide(GUIDE_STEPS, allShots(), contact, NOW);
    const contents = pages.find((page) => page.kind === 'contents');
    if (contents?.kind !== 'contents') throw new Error('no contents page');
    const targets = pages.flatMap((page) => (page.kind === 'step' || page.kind === 'help' ? [{ pageNumber: page.pageNumber, destination: page.destination }] : []));
    expect(contents.entries.map(({ pageNumber, destination }) => ({ pageNumber, destination }))).toEqual(targets);
    expect(contents.entries[0]?.title).toBe('1. Auf der Startseite beginnen');
    expect(contents.entries.at(-1)?.title).toBe(HELP_TITLE);
    expect(new Set(contents.entries.map((entry) => entry.destination)).size).toBe(contents.entries.length);
  });

  it('leaves a step without its screenshot out, names it, and numbers the rest without a gap', () => {
    const shots = allShots();
    shots.delete('assistant');
    shots.delete('assistant-result');
    const { pages, leftOut } = composeGuide(GUIDE_STEPS, shots, contact, NOW);
    expect(leftOut).toEqual(['assistant', 'assistant-result']);
    const steps = pages.filter((page) => page.kind === 'step');
    expect(steps).toHaveLength(GUIDE_STEPS.length - 2);
    expect(steps.map((page) => page.stepNumber)).toEqual(steps.map((_, index) => index + 1));
    expect(steps.every((page) => page.stepCount === GUIDE_STEPS.length - 2)).toBe(true);
    expect(pages.at(-1)).toMatchObject({ kind: 'help', pageNumber: GUIDE_STEPS.length - 2 + 3 });
  });

  it('carries the shop’s contact to the help page', () => {
    const { pages } = composeGuide(GUIDE_STEPS, allShots(), contact, NOW);
    expect(pages.at(-1)).toMatchObject({ kind: 'help', contact });
    expect(pages[0]).toMatchObject({ kind: 'title', shopName: 'Erinnerungsbuch', madeOn: 'Stand: November 2026' });
  });

  it('says how current the guide is in the shop’s own time zone', () => {
    // 23:30 UTC on 30 November is already 1 December in Berlin.
    expect(madeOnLabel(new Date('2026-11-30T23:30:00Z'))).toBe('Stand: Dezember 2026');
    expect(madeOnLabel(new Date('2027-01-15T12:00:00Z'))).toBe('Stand: Januar 2027');
  });

  it('fits a screenshot into its box at its own proportions, centred across', () => {
    const box = { x: 56, y: 200, width: 483, height: 560 };
    expect(fitImage(box, 1280, 900)).toEqual({ x: 56, y: 200, width: 483, height: (483 * 900) / 1280 });
    const tall = fitImage({ ...box, height: 300 }, 1280, 900);
    expect(tall.height).toBe(300);
    expect(tall.width).toBeCloseTo((300 * 1280) / 900, 6);
    expect(tall.x).toBeCloseTo(56 + (483 - tall.width) / 2, 6);
  });

  it('describes the file as the /anleitung page shows it', () => {
    expect(describePdf(18, 2_843_112)).toBe('18 Seiten, 2,8 MB');
    expect(describePdf(7, 20_000)).toBe('7 Seiten, 0,1 MB');
  });

  it('keeps each step short: a short title and at most two paragraphs of calm sentences', () => {
    for (const step of GUIDE_STEPS) {
      expect(step.title.length, step.id).toBeLessThanOrEqual(40);
      expect(step.paragraphs.length, step.id).toBeLessThanOrEqual(2);
      expect(step.paragraphs.join(' ').length, step.id).toBeLessThanOrEqual(320);
    }
  });

  it('shows sharing after the editor and before finishing (a finished book cannot be shared), with the shop’s own labels and rules', () => {
    const ids = GUIDE_STEPS.map((step) => step.id);
    expect(ids.indexOf('share')).toBeGreaterThan(ids.indexOf('assistant-result'));
    expect(ids.indexOf('share')).toBe(ids.indexOf('finish') - 1);
    const text = GUIDE_STEPS.find((step) => step.id === 'share')!.paragraphs.join(' ');
    const quoted = Array.from(text.matchAll(/„([^“]+)“/g), (match) => match[1]);
    expect(quoted).toEqual(['Meine Bücher', 'Teilen']);
    const labels = new Set(stringsOf(de));
    for (const label of quoted) expect(labels, label).toContain(label);
    expect(text).toContain(`${SHARE_WINDOW_DAYS} Tage nach dem Anlegen`);
    expect(text).toContain(`${SHARE_LINK_VALID_DAYS} Tage`);
  });
});

describe('the guide as a PDF', () => {
  it('is A4 with the shop’s fonts embedded, a page per planned page and the screenshots as pictures', async () => {
    const jpeg = await sharp({ create: { width: 1280, height: 900, channels: 3, background: '#e8dccb' } }).jpeg().toBuffer();
    const logo = await sharp({ create: { width: 96, height: 96, channels: 4, background: '#5b3a29' } }).png().toBuffer();
    const shots = new Map(GUIDE_STEPS.slice(0, 3).map((step) => [step.id, { jpeg, width: 1280, height: 900 }]));
    const plan = composeGuide(GUIDE_STEPS, shots, contact, NOW);
    const file = join(mkdtempSync(join(tmpdir(), 'eb-guide-test-')), 'anleitung.pdf');
    writeFileSync(file, await renderGuidePdf(plan, logo));
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/^Pages:\s+6$/m);
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
    expect(info).toMatch(/^Title:\s+So gestalten Sie Ihr Erinnerungsbuch$/m);
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/CormorantGaramond-SemiBold\s+CID TrueType.*yes/);
    expect(fonts).toMatch(/SourceSans3-Regular\s+CID TrueType.*yes/);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Schritt 2 von 3');
    expect(text).toContain('0800 123 456 7');
    expect(text).toContain('Mo–Fr 8–20 Uhr, Sa 9–16 Uhr');
    expect(screenshotsIn(file)).toBe(3);
  });
});

describe('the committed guide (apps/web/public/anleitung)', () => {
  const file = fileURLToPath(new URL('../../apps/web/public/anleitung/erinnerungsbuch-anleitung.pdf', import.meta.url));

  it('has its title page, contents, at least four steps with screenshots and the help page, under 4 MB', () => {
    const pages = Number(/^Pages:\s+(\d+)$/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    expect(pages).toBeGreaterThanOrEqual(6);
    // Every step page holds one screenshot of the shop's window.
    expect(screenshotsIn(file)).toBe(pages - 3);
    expect(statSync(file).size).toBeLessThan(4_000_000);
  });

  it('is described truthfully on the /anleitung page (pages and size written with it)', () => {
    const pages = Number(/^Pages:\s+(\d+)$/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    expect(GUIDE_PDF).toMatchObject({ pages, bytes: readFileSync(file).length, description: describePdf(pages, readFileSync(file).length) });
  });
});

/** Every text of the shop's German language file. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];
}

/** The pictures of 1280 × 900 pixels in a PDF (`pdfimages -list`): the screenshots. */
function screenshotsIn(file: string): number {
  const rows = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
  return rows.map((row) => row.trim().split(/\s+/)).filter((cells) => cells[3] === '1280' && cells[4] === '900' && cells[2] === 'image').length;
}
