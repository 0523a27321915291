/**
 * The guide's pages, decided before anything is drawn (pure, so it is unit-tested): a title page,
 * the contents with the page each step is on, one page per step that has its screenshot, and the
 * page with help and contact. A step without a screenshot is left out and named, never shown empty.
 */
import type { GuideStep } from './steps';

export interface GuideShot {
  jpeg: Buffer;
  width: number;
  height: number;
}

export interface GuideContact {
  shopName: string;
  supportPhone: string;
  supportEmail: string;
}

export interface ContentsEntry {
  title: string;
  pageNumber: number;
  /** The named destination the entry links to. */
  destination: string;
}

export type GuidePage =
  | { kind: 'title'; pageNumber: number; shopName: string; madeOn: string }
  | { kind: 'contents'; pageNumber: number; entries: ContentsEntry[] }
  | { kind: 'step'; pageNumber: number; stepNumber: number; stepCount: number; step: GuideStep; shot: GuideShot; destination: string }
  | { kind: 'help'; pageNumber: number; contact: GuideContact; destination: string };

export interface GuidePlan {
  pages: GuidePage[];
  /** Ids of the steps left out because their screenshot is missing. */
  leftOut: string[];
}

export const HELP_TITLE = 'Wir helfen Ihnen gern';
/** The shop's hotline hours (SPEC.md, footer): the same words as the site. */
export const HOTLINE_HOURS = 'Mo–Fr 8–20 Uhr, Sa 9–16 Uhr';

const GERMAN_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** 'Stand: November 2026' — the guide says how current it is, in the shop's time zone. */
export function madeOnLabel(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', month: 'numeric', year: 'numeric' }).formatToParts(now);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  const year = parts.find((part) => part.type === 'year')?.value ?? '';
  return `Stand: ${GERMAN_MONTHS[month - 1] ?? ''} ${year}`;
}

export function composeGuide(steps: readonly GuideStep[], shots: ReadonlyMap<string, GuideShot>, contact: GuideContact, now: Date): GuidePlan {
  const shown = steps.filter((step) => shots.has(step.id));
  const leftOut = steps.filter((step) => !shots.has(step.id)).map((step) => step.id);
  // Title 1, contents 2, then one page per step, then help.
  const firstStepPage = 3;
  const stepPages: GuidePage[] = shown.map((step, index) => ({
    kind: 'step',
    pageNumber: firstStepPage + index,
    stepNumber: index + 1,
    stepCount: shown.length,
    step,
    shot: shots.get(step.id)!,
    destination: `schritt-${index + 1}`,
  }));
  const help: GuidePage = { kind: 'help', pageNumber: firstStepPage + shown.length, contact, destination: 'hilfe' };
  const entries: ContentsEntry[] = [
    ...stepPages.map((page) => (page.kind === 'step' ? { title: `${page.stepNumber}. ${page.step.title}`, pageNumber: page.pageNumber, destination: page.destination } : null)).filter((entry): entry is ContentsEntry => entry !== null),
    { title: HELP_TITLE, pageNumber: help.pageNumber, destination: 'hilfe' },
  ];
  return {
    pages: [{ kind: 'title', pageNumber: 1, shopName: contact.shopName, madeOn: madeOnLabel(now) }, { kind: 'contents', pageNumber: 2, entries }, ...stepPages, help],
    leftOut,
  };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest box of the image's proportions inside `box`, centred across and at the top. */
export function fitImage(box: Box, width: number, height: number): Box {
  const scale = Math.min(box.width / width, box.height / height);
  const fitted = { width: width * scale, height: height * scale };
  return { x: box.x + (box.width - fitted.width) / 2, y: box.y, ...fitted };
}

/** '16 Seiten, 2,8 MB': how the /anleitung page describes the PDF before one downloads it. */
export function describePdf(pages: number, bytes: number): string {
  const megabytes = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.max(0.1, bytes / 1_000_000));
  return `${pages} Seiten, ${megabytes} MB`;
}
