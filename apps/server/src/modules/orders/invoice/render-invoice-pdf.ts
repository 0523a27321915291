/**
 * The invoice as an A4 PDF (pdfkit): a calm German business letter after DIN 5008 form B — letterhead,
 * sender line and address in the window, the invoice facts on the right, one table row per book,
 * shipping, the gross total with the VAT it contains, the payment terms and the seller's legal data in
 * the footer of every page. Long tables continue on further pages with the table head repeated.
 */
import { InvalidOrderError, invoiceDueText, isValidQuantity, orderTotals, vatLineLabel, type OrderTotals } from '@eb/catalogue';
import PDFDocument from 'pdfkit';
import type { InvoiceData, InvoiceLine } from './invoice-data';
import { invoiceFonts, type InvoiceFontRole, type InvoiceFonts } from './invoice-fonts';
import {
  addressLines,
  creditNoteHeading,
  creditNoteIntro,
  creditNotePaymentText,
  euro,
  germanDate,
  germanMonth,
  lineDetails,
  paymentHeading,
  printableText,
  senderLine,
  shippingLabel,
  thanksText,
  transferText,
  WITHDRAWAL_NOTE,
} from './invoice-text';

const mm = (value: number) => (value * 72) / 25.4;
const PAGE = { width: 595.28, height: 841.89 };
const LEFT = mm(25);
const RIGHT = PAGE.width - mm(20);
const WIDTH = RIGHT - LEFT;
const FOOTER_TOP = PAGE.height - mm(30);
/** Nothing of the flowing content goes below this line. */
const CONTENT_BOTTOM = FOOTER_TOP - mm(10);
const CONTINUATION_TOP = mm(30);

/** apps/web/src/styles/tokens.css: the shop's ink and a warm hairline. */
const COLOUR = { ink: '#2b2320', soft: '#6b5d55', brand: '#5b3a29', line: '#d9cbb9', band: '#f5efe6' };

/** Table columns: position, description, quantity, unit price, line total (x and width in pt). */
const GAP = 8;
const COL = (() => {
  const pos = { x: LEFT, width: 22 };
  const total = { x: RIGHT - 68, width: 68 };
  const unit = { x: total.x - GAP - 68, width: 68 };
  const quantity = { x: unit.x - GAP - 34, width: 34 };
  const description = { x: pos.x + pos.width + GAP, width: quantity.x - GAP - (pos.x + pos.width + GAP) };
  return { pos, description, quantity, unit, total };
})();

/** A book title is at most 150 characters; anything longer is cut so one row never outgrows a page. */
const MAX_TITLE_CHARS = 300;

type Doc = PDFKit.PDFDocument;

interface Drawing {
  doc: Doc;
  fonts: InvoiceFonts;
  invoice: InvoiceData;
  /** Customer and seller text as the font can draw it. */
  clean(text: string, role?: InvoiceFontRole): string;
  /** An amount as this document shows it: credited (negative) on a credit note. */
  amount(cents: number): string;
  /** 'Rechnung' or 'Stornorechnung'. */
  kind: string;
}

export async function renderInvoicePdf(invoice: InvoiceData): Promise<Buffer> {
  // The data comes from an order the server wrote; a copy count outside 1–99 is a bug, not a customer's input.
  const badLine = invoice.lines.find((line) => !isValidQuantity(line.quantity));
  if (badLine) throw new InvalidOrderError('quantity', `Invoice line with ${badLine.quantity} copies.`);
  const totals = orderTotals(
    invoice.lines.map((line) => line.unitPriceCents * line.quantity),
    invoice.shippingCents,
    invoice.vatRatePercent,
  );
  const fonts = invoiceFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    lang: 'de-DE',
    displayTitle: true,
    info: { Title: `${kindOf(invoice)} ${invoice.invoiceNumber}`, Author: invoice.seller.name, Subject: `${kindOf(invoice)} zur Bestellung ${invoice.orderNumber}` },
  });
  for (const role of Object.keys(fonts.bytes) as InvoiceFontRole[]) doc.registerFont(role, fonts.bytes[role]);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const drawing: Drawing = {
    doc,
    fonts,
    invoice,
    clean: (text, role = 'text') => printableText(text, (codePoint) => fonts.hasGlyph(role, codePoint)),
    amount: (cents) => euro(invoice.creditNote && cents !== 0 ? -cents : cents),
    kind: kindOf(invoice),
  };
  letterhead(drawing);
  let y = table(drawing, mm(116));
  y = totalsBlock(drawing, totals, y);
  closingBlock(drawing, totals, y);
  footers(drawing);
  doc.end();
  return done;
}

const kindOf = (invoice: InvoiceData): string => (invoice.creditNote ? 'Stornorechnung' : 'Rechnung');

function font(doc: Doc, role: InvoiceFontRole, size: number, colour: string = COLOUR.ink): Doc {
  return doc.font(role).fontSize(size).fillColor(colour);
}

/** One line that never wraps: cut with an ellipsis where it would run past its width. */
function fitLine(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${text.slice(0, middle)}…`) <= width) low = middle;
    else high = middle - 1;
  }
  return `${text.slice(0, low).trimEnd()}…`;
}

function letterhead({ doc, invoice, clean, kind }: Drawing): void {
  const { seller } = invoice;
  font(doc, 'heading', 24, COLOUR.brand).text(fitLine(doc, clean(seller.shopName, 'heading'), mm(80)), RIGHT - mm(80), mm(16), { width: mm(80), align: 'right', lineBreak: false });
  font(doc, 'text', 8.5, COLOUR.soft);
  const head = [seller.name, `${seller.street} · ${seller.postalCode} ${seller.city}`, `${seller.phone} · ${seller.email}`];
  head.forEach((line, index) => doc.text(fitLine(doc, clean(line), mm(80)), RIGHT - mm(80), mm(27) + index * 11, { width: mm(80), align: 'right', lineBreak: false }));

  // DIN 5008 form B: the address field begins 45 mm from the top; its first 5 mm hold the sender line.
  const windowTop = mm(45);
  const windowWidth = mm(80);
  font(doc, 'text', 7, COLOUR.soft).text(fitLine(doc, clean(senderLine(seller)), windowWidth), LEFT, windowTop + mm(2), { lineBreak: false });
  doc.moveTo(LEFT, windowTop + mm(5.5)).lineTo(LEFT + windowWidth, windowTop + mm(5.5)).lineWidth(0.4).strokeColor(COLOUR.line).stroke();
  font(doc, 'text', 10.5);
  addressLines(invoice.billingAddress, seller.country)
    .slice(0, 6)
    .forEach((line, index) => doc.text(fitLine(doc, clean(line), windowWidth), LEFT, windowTop + mm(9) + index * 13.5, { lineBreak: false }));

  // The invoice's facts beside the window, labels left and values right-aligned.
  const factsX = mm(125);
  const factsWidth = RIGHT - factsX;
  const original = invoice.creditNote;
  const facts: Array<[string, string]> = [
    ...((original
      ? [
          ['Stornorechnungsnummer', invoice.invoiceNumber],
          ['Datum', germanDate(invoice.invoiceDate)],
          ['Zur Rechnung', original.invoiceNumber],
          ['Rechnungsdatum', germanDate(original.invoiceDate)],
        ]
      : [
          ['Rechnungsnummer', invoice.invoiceNumber],
          ['Rechnungsdatum', germanDate(invoice.invoiceDate)],
        ]) as Array<[string, string]>),
    ['Bestellnummer', invoice.orderNumber],
    ['Bestelldatum', germanDate(invoice.orderDate)],
    ...(invoice.customerNumber ? ([['Kundennummer', invoice.customerNumber]] as Array<[string, string]>) : []),
    ['Lieferzeitraum', germanMonth(invoice.deliveryMonth)],
  ];
  facts.forEach(([label, value], index) => {
    const rowY = mm(50) + index * 14;
    font(doc, 'text', 9, COLOUR.soft).text(label, factsX, rowY, { lineBreak: false });
    font(doc, 'strong', 9).text(fitLine(doc, clean(value, 'strong'), factsWidth - 80), factsX, rowY, { width: factsWidth, align: 'right', lineBreak: false });
  });

  font(doc, 'heading', 22, COLOUR.brand).text(kind, LEFT, mm(96), { lineBreak: false });
  const intro = original ? creditNoteIntro(clean(original.invoiceNumber), original.invoiceDate) : thanksText;
  font(doc, 'text', 10).text(fitLine(doc, intro, WIDTH), LEFT, mm(107), { width: WIDTH, lineBreak: false });
}

function tableHead(doc: Doc, y: number): number {
  doc.rect(LEFT, y, WIDTH, 18).fill(COLOUR.band);
  font(doc, 'strong', 8.5, COLOUR.soft);
  const top = y + 5;
  doc.text('Pos.', COL.pos.x + 4, top, { lineBreak: false });
  doc.text('Beschreibung', COL.description.x, top, { lineBreak: false });
  doc.text('Menge', COL.quantity.x, top, { width: COL.quantity.width, align: 'right', lineBreak: false });
  doc.text('Einzelpreis', COL.unit.x, top, { width: COL.unit.width, align: 'right', lineBreak: false });
  doc.text('Gesamt', COL.total.x, top, { width: COL.total.width - 4, align: 'right', lineBreak: false });
  return y + 18 + 6;
}

function continuationPage(drawing: Drawing): number {
  const { doc, invoice } = drawing;
  doc.addPage();
  font(doc, 'text', 9, COLOUR.soft).text(`${drawing.kind} ${drawing.clean(invoice.invoiceNumber)} · Fortsetzung`, LEFT, mm(18), { width: WIDTH, lineBreak: false });
  return CONTINUATION_TOP;
}

interface Row {
  pos: string;
  title: string;
  details: string | null;
  quantity: string;
  unit: string;
  total: string;
}

function rowOf(drawing: Drawing, line: InvoiceLine, index: number): Row {
  const title = drawing.clean(line.title, 'strong');
  return {
    pos: String(index + 1),
    title: title.length > MAX_TITLE_CHARS ? `${title.slice(0, MAX_TITLE_CHARS)}…` : title || 'Erinnerungsbuch',
    details: drawing.clean(lineDetails(line)),
    quantity: String(line.quantity),
    unit: drawing.amount(line.unitPriceCents),
    total: drawing.amount(line.unitPriceCents * line.quantity),
  };
}

function rowHeight(doc: Doc, row: Row): number {
  const width = COL.description.width;
  const title = font(doc, 'strong', 10).heightOfString(row.title, { width });
  const details = row.details ? font(doc, 'text', 8.5).heightOfString(row.details, { width }) + 2 : 0;
  return title + details + 10;
}

function drawRow(doc: Doc, row: Row, y: number, height: number): void {
  const width = COL.description.width;
  font(doc, 'text', 10).text(row.pos, COL.pos.x + 4, y, { lineBreak: false });
  font(doc, 'strong', 10).text(row.title, COL.description.x, y, { width });
  if (row.details) font(doc, 'text', 8.5, COLOUR.soft).text(row.details, COL.description.x, doc.y + 2, { width });
  font(doc, 'text', 10);
  doc.text(row.quantity, COL.quantity.x, y, { width: COL.quantity.width, align: 'right', lineBreak: false });
  doc.text(row.unit, COL.unit.x, y, { width: COL.unit.width, align: 'right', lineBreak: false });
  doc.text(row.total, COL.total.x, y, { width: COL.total.width - 4, align: 'right', lineBreak: false });
  doc.moveTo(LEFT, y + height - 4).lineTo(RIGHT, y + height - 4).lineWidth(0.4).strokeColor(COLOUR.line).stroke();
}

/** The positions: one row per book, then shipping; a row that does not fit starts a new page. */
function table(drawing: Drawing, top: number): number {
  const { doc, invoice } = drawing;
  let y = tableHead(doc, top);
  const rows = invoice.lines.map((line, index) => rowOf(drawing, line, index));
  rows.push({ pos: String(rows.length + 1), title: shippingLabel(invoice.deliveryAddress), details: null, quantity: '1', unit: drawing.amount(invoice.shippingCents), total: drawing.amount(invoice.shippingCents) });
  for (const row of rows) {
    const height = rowHeight(doc, row);
    if (y + height > CONTENT_BOTTOM) y = tableHead(doc, continuationPage(drawing));
    drawRow(doc, row, y, height);
    y += height;
  }
  return y;
}

function totalsBlock({ doc, ...drawing }: Drawing, totals: OrderTotals, top: number): number {
  const euro = drawing.amount;
  const height = 86;
  let y = top + 6;
  if (y + height > CONTENT_BOTTOM) y = continuationPage({ doc, ...drawing }) + 6;
  const labelX = LEFT + WIDTH * 0.42;
  const labelWidth = COL.total.x - GAP - labelX;
  const amount = (text: string) => doc.text(text, COL.total.x, y, { width: COL.total.width - 4, align: 'right', lineBreak: false });
  const row = (label: string, value: string, role: InvoiceFontRole, size: number, colour: string = COLOUR.ink) => {
    font(doc, role, size, colour).text(label, labelX, y, { width: labelWidth, lineBreak: false });
    amount(value);
  };
  row('Summe Bücher', euro(totals.booksCents), 'text', 10);
  y += 15;
  row('Versandkosten', euro(totals.shippingCents), 'text', 10);
  y += 17;
  doc.moveTo(labelX, y - 4).lineTo(RIGHT, y - 4).lineWidth(0.8).strokeColor(COLOUR.brand).stroke();
  row(drawing.invoice.creditNote ? 'Gutschrift' : 'Rechnungsbetrag', euro(totals.totalCents), 'strong', 12);
  y += 20;
  row('Nettobetrag', euro(totals.netCents), 'text', 9, COLOUR.soft);
  y += 13;
  row(vatLineLabel(totals.vatRatePercent), euro(totals.vatCents), 'text', 9, COLOUR.soft);
  return y + 24;
}

/** Delivery address beside the payment terms, then the note on the right of withdrawal. */
function closingBlock(drawing: Drawing, totals: OrderTotals, top: number): void {
  const { doc, invoice, clean } = drawing;
  const columnWidth = (WIDTH - 24) / 2;
  const paymentX = LEFT + columnWidth + 24;
  const original = invoice.creditNote;
  const payment = original
    ? creditNotePaymentText(clean(original.invoiceNumber), original.paymentReceived, totals.totalCents)
    : [invoiceDueText(), transferText(clean(invoice.invoiceNumber))].join('\n');
  // A credit note asks for nothing: no amount due, and the note on withdrawal concerns the invoice, not its cancellation.
  const note = original ? '' : WITHDRAWAL_NOTE;
  font(doc, 'text', 9.5);
  const paymentHeight = doc.heightOfString(payment, { width: columnWidth, lineGap: 2 });
  const noteHeight = note ? font(doc, 'text', 8.5).heightOfString(note, { width: WIDTH }) : 0;
  const needed = 16 + Math.max(paymentHeight, 6 * 12.5) + 18 + noteHeight;
  let y = top;
  if (y + needed > CONTENT_BOTTOM) y = continuationPage(drawing);

  font(doc, 'strong', 9.5).text('Lieferanschrift', LEFT, y, { lineBreak: false });
  font(doc, 'strong', 9.5).text(original ? creditNoteHeading : paymentHeading, paymentX, y, { lineBreak: false });
  const bodyTop = y + 16;
  font(doc, 'text', 9.5);
  addressLines(invoice.deliveryAddress, invoice.seller.country)
    .slice(0, 6)
    .forEach((line, index) => doc.text(fitLine(doc, clean(line), columnWidth), LEFT, bodyTop + index * 12.5, { lineBreak: false }));
  font(doc, 'text', 9.5).text(payment, paymentX, bodyTop, { width: columnWidth, lineGap: 2 });
  const due = original ? (original.paymentReceived ? `Wir erstatten: ${euro(totals.totalCents)}` : `Zu zahlen: ${euro(0)}`) : `Zu zahlen: ${euro(totals.totalCents)}`;
  font(doc, 'strong', 9.5).text(due, paymentX, doc.y + 4, { width: columnWidth, lineBreak: false });

  const noteTop = bodyTop + Math.max(paymentHeight + 18, 6 * 12.5) + 12;
  if (note) font(doc, 'text', 8.5, COLOUR.soft).text(note, LEFT, noteTop, { width: WIDTH });
}

/** The seller's legal and bank data and the page number, on every page (contact is in the letterhead). */
function footers({ doc, invoice, clean }: Drawing): void {
  const { seller } = invoice;
  const columns = [
    [seller.name, seller.street, `${seller.postalCode} ${seller.city}`, seller.country],
    [`Geschäftsführung: ${seller.managingDirector}`, seller.register, `USt-IdNr.: ${seller.vatId}`],
    [seller.bankName, `IBAN: ${seller.iban}`, `BIC: ${seller.bic}`],
  ];
  const columnGap = 14;
  const columnWidth = (WIDTH - 2 * columnGap) / 3;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    font(doc, 'text', 8, COLOUR.soft).text(`Seite ${index + 1} von ${range.count}`, LEFT, FOOTER_TOP - 14, { width: WIDTH, align: 'right', lineBreak: false });
    doc.moveTo(LEFT, FOOTER_TOP).lineTo(RIGHT, FOOTER_TOP).lineWidth(0.4).strokeColor(COLOUR.line).stroke();
    columns.forEach((lines, column) => {
      // Configured values may be long: they wrap inside their column, and the block is cut at six lines.
      font(doc, 'text', 7, COLOUR.soft).text(lines.map((line) => clean(line)).join('\n'), LEFT + column * (columnWidth + columnGap), FOOTER_TOP + 6, {
        width: columnWidth,
        height: 6 * 9.5,
        ellipsis: true,
        lineGap: 0.6,
      });
    });
  }
}
