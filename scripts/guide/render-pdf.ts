/**
 * Draws the guide's pages (compose.ts) as an A4 portrait PDF with pdfkit: the shop's own typefaces
 * (Cormorant Garamond for headings, Source Sans 3 for text; the TTF files of the design fonts, embedded
 * as subsets), large type for older eyes, the shop's colours, a clickable contents list and bookmarks.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { fitImage, HOTLINE_HOURS, type GuidePage, type GuidePlan } from './compose';

const require = createRequire(import.meta.url);
const FONTS = {
  heading: require.resolve('@expo-google-fonts/cormorant-garamond/600SemiBold/CormorantGaramond_600SemiBold.ttf'),
  body: require.resolve('@expo-google-fonts/source-sans-3/400Regular/SourceSans3_400Regular.ttf'),
  bodyStrong: require.resolve('@expo-google-fonts/source-sans-3/600SemiBold/SourceSans3_600SemiBold.ttf'),
};

/** apps/web/src/styles/tokens.css */
const COLOUR = { ink: '#2b2320', inkSoft: '#544640', brand: '#5b3a29', accent: '#8a5a1c', line: '#d9cbb9', warm: '#f3ece2', page: '#faf6f0' };

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const TEXT_WIDTH = A4.width - 2 * MARGIN;
const IMAGE_MARGIN = 36;
const BODY_SIZE = 16;
const TITLE = 'So gestalten Sie Ihr Erinnerungsbuch';

export async function renderGuidePdf(plan: GuidePlan, logoPng: Buffer): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    autoFirstPage: false,
    margin: MARGIN,
    lang: 'de-DE',
    displayTitle: true,
    info: { Title: TITLE, Author: plan.pages[0]?.kind === 'title' ? plan.pages[0].shopName : 'Erinnerungsbuch', Subject: 'Anleitung Schritt für Schritt', Keywords: 'Erinnerungsbuch, Anleitung, Fotobuch' },
  });
  doc.registerFont('heading', FONTS.heading);
  doc.registerFont('body', FONTS.body);
  doc.registerFont('strong', FONTS.bodyStrong);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  for (const page of plan.pages) {
    doc.addPage();
    if (page.kind === 'title') titlePage(doc, page, logoPng);
    else if (page.kind === 'contents') contentsPage(doc, page);
    else if (page.kind === 'step') stepPage(doc, page);
    else helpPage(doc, page);
    if (page.kind !== 'title') footer(doc, page.pageNumber);
  }
  doc.end();
  return done;
}

function titlePage(doc: PDFKit.PDFDocument, page: Extract<GuidePage, { kind: 'title' }>, logoPng: Buffer): void {
  doc.rect(0, 0, A4.width, A4.height).fill(COLOUR.page);
  doc.image(logoPng, A4.width / 2 - 48, 190, { width: 96, height: 96 });
  doc.font('heading').fontSize(40).fillColor(COLOUR.brand).text(TITLE, MARGIN, 330, { width: TEXT_WIDTH, align: 'center', lineGap: 4 });
  doc.moveDown(0.8);
  doc.font('body').fontSize(18).fillColor(COLOUR.inkSoft).text('Eine Anleitung Schritt für Schritt – mit Bildern aus unserem Shop', { width: TEXT_WIDTH, align: 'center', lineGap: 4 });
  doc.moveTo(A4.width / 2 - 60, doc.y + 28).lineTo(A4.width / 2 + 60, doc.y + 28).lineWidth(1).strokeColor(COLOUR.line).stroke();
  doc.font('body').fontSize(BODY_SIZE).fillColor(COLOUR.inkSoft).text(`${page.shopName} · ${page.madeOn}`, MARGIN, A4.height - MARGIN - 40, { width: TEXT_WIDTH, align: 'center' });
}

function contentsPage(doc: PDFKit.PDFDocument, page: Extract<GuidePage, { kind: 'contents' }>): void {
  heading(doc, 'Inhalt', MARGIN);
  doc.outline.addItem('Inhalt');
  let y = doc.y + 16;
  doc.font('body').fontSize(17);
  for (const entry of page.entries) {
    const rowHeight = 30;
    doc.fillColor(COLOUR.ink).text(entry.title, MARGIN, y, { width: TEXT_WIDTH - 70, lineBreak: false, goTo: entry.destination });
    doc.fillColor(COLOUR.inkSoft).text(`Seite ${entry.pageNumber}`, MARGIN, y, { width: TEXT_WIDTH, align: 'right', lineBreak: false, goTo: entry.destination });
    doc.moveTo(MARGIN, y + rowHeight - 7).lineTo(MARGIN + TEXT_WIDTH, y + rowHeight - 7).lineWidth(0.5).strokeColor(COLOUR.line).stroke();
    y += rowHeight;
  }
  doc.y = y + 16;
  doc.font('body').fontSize(BODY_SIZE).fillColor(COLOUR.inkSoft).text('Sie können jederzeit eine Pause machen: Ihr Buch wird automatisch gespeichert, und Sie machen später unter „Meine Bücher“ in Ruhe weiter.', MARGIN, doc.y, { width: TEXT_WIDTH, lineGap: 4 });
}

function stepPage(doc: PDFKit.PDFDocument, page: Extract<GuidePage, { kind: 'step' }>): void {
  doc.addNamedDestination(page.destination);
  doc.outline.addItem(`${page.stepNumber}. ${page.step.title}`);
  doc.font('strong').fontSize(13).fillColor(COLOUR.accent).text(`Schritt ${page.stepNumber} von ${page.stepCount}`, MARGIN, MARGIN, { width: TEXT_WIDTH, characterSpacing: 0.5 });
  doc.moveDown(0.2);
  heading(doc, page.step.title, doc.y);
  doc.moveDown(0.3);
  doc.font('body').fontSize(BODY_SIZE).fillColor(COLOUR.ink);
  for (const paragraph of page.step.paragraphs) {
    doc.text(paragraph, MARGIN, doc.y, { width: TEXT_WIDTH, lineGap: 5 });
    doc.moveDown(0.5);
  }
  const top = doc.y + 10;
  // The screenshot a little wider than the text, so the shop's own words in it stay readable.
  const box = fitImage({ x: IMAGE_MARGIN, y: top, width: A4.width - 2 * IMAGE_MARGIN, height: A4.height - MARGIN - 40 - top }, page.shot.width, page.shot.height);
  // A soft frame around the screenshot, so its white edges do not dissolve into the paper.
  doc.roundedRect(box.x - 4, box.y - 4, box.width + 8, box.height + 8, 6).fill(COLOUR.warm);
  doc.image(page.shot.jpeg, box.x, box.y, { width: box.width, height: box.height });
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.75).strokeColor(COLOUR.line).stroke();
}

function helpPage(doc: PDFKit.PDFDocument, page: Extract<GuidePage, { kind: 'help' }>): void {
  doc.addNamedDestination(page.destination);
  doc.outline.addItem('Wir helfen Ihnen gern');
  heading(doc, 'Wir helfen Ihnen gern', MARGIN);
  doc.moveDown(0.4);
  doc.font('body').fontSize(17).fillColor(COLOUR.ink).text('Wenn Sie nicht weiterkommen, rufen Sie uns einfach an. Wir nehmen uns Zeit für Sie.', MARGIN, doc.y, { width: TEXT_WIDTH, lineGap: 5 });
  doc.moveDown(1.2);
  const rows: Array<[string, string, string?]> = [
    ['Telefon', page.contact.supportPhone, HOTLINE_HOURS],
    ['E-Mail', page.contact.supportEmail],
  ];
  const boxTop = doc.y;
  doc.roundedRect(MARGIN, boxTop, TEXT_WIDTH, 150, 10).fill(COLOUR.warm);
  let y = boxTop + 24;
  for (const [label, value, note] of rows) {
    doc.font('strong').fontSize(15).fillColor(COLOUR.inkSoft).text(label, MARGIN + 24, y, { width: 110 });
    doc.font('strong').fontSize(20).fillColor(COLOUR.brand).text(value, MARGIN + 140, y - 3, { width: TEXT_WIDTH - 164 });
    if (note) doc.font('body').fontSize(15).fillColor(COLOUR.inkSoft).text(note, MARGIN + 140, doc.y + 2, { width: TEXT_WIDTH - 164 });
    y = doc.y + 20;
  }
  doc.y = boxTop + 150 + 30;
  doc.font('body').fontSize(BODY_SIZE).fillColor(COLOUR.ink);
  for (const paragraph of [
    'Diese Anleitung finden Sie auch im Shop: oben auf jeder Seite unter „Anleitung“.',
    'Über Ihre Meinung freuen wir uns. Schreiben Sie uns gern über „Feedback“, ebenfalls oben auf jeder Seite.',
  ]) {
    doc.text(paragraph, MARGIN, doc.y, { width: TEXT_WIDTH, lineGap: 5 });
    doc.moveDown(0.6);
  }
}

function heading(doc: PDFKit.PDFDocument, text: string, y: number): void {
  doc.font('heading').fontSize(32).fillColor(COLOUR.brand).text(text, MARGIN, y, { width: TEXT_WIDTH, lineGap: 2 });
}

function footer(doc: PDFKit.PDFDocument, pageNumber: number): void {
  // Below the bottom margin: pdfkit would start a new page for text there unless the margin is lifted.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.moveTo(MARGIN, A4.height - 44).lineTo(A4.width - MARGIN, A4.height - 44).lineWidth(0.5).strokeColor(COLOUR.line).stroke();
  doc.font('body').fontSize(11).fillColor(COLOUR.inkSoft);
  doc.text(TITLE, MARGIN, A4.height - 36, { width: TEXT_WIDTH, lineBreak: false });
  doc.text(`Seite ${pageNumber}`, MARGIN, A4.height - 36, { width: TEXT_WIDTH, align: 'right', lineBreak: false });
  doc.page.margins.bottom = bottom;
}
