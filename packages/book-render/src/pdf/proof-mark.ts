import type { FontLibrary, GlyphRun } from '@eb/book-layout';
import { fontIdFor } from '@eb/book-layout/fonts';
import { PT_PER_MM, type Box } from '@eb/book-model';
import { drawGlyphRun } from './draw-text';
import type { PdfDoc } from './print-document';

export const PROOF_MARK_TEXT = 'Vorschau';
const MARK_FONT = { family: 'Source Sans 3', weight: 600, italic: false } as const;

/**
 * 'Vorschau' across the sheet, corner to corner, half transparent: a proof can never pass for the
 * print file. Set with the design fonts (embedded like every other text), centred on the sheet.
 */
export function drawProofMark(doc: PdfDoc, fonts: FontLibrary, sheet: Box): void {
  const fontId = fontIdFor(MARK_FONT.family, MARK_FONT.weight, MARK_FONT.italic);
  const font = fonts.get(fontId);
  const shaped = font.layout(PROOF_MARK_TEXT);
  const diagonal = Math.hypot(sheet.widthMm, sheet.heightMm);
  // The word spans about 60 % of the diagonal whatever the format.
  const unitsWidth = shaped.glyphs.reduce((sum, _glyph, index) => sum + shaped.positions[index]!.xAdvance, 0);
  const sizeMm = (0.6 * diagonal * font.unitsPerEm) / unitsWidth;
  const mmPerUnit = sizeMm / font.unitsPerEm;
  let pen = 0;
  const glyphs = shaped.glyphs.map((glyph, index) => {
    const position = shaped.positions[index]!;
    const placed = { glyphId: glyph.id, xMm: pen + position.xOffset * mmPerUnit, yOffsetMm: -position.yOffset * mmPerUnit, advanceMm: position.xAdvance * mmPerUnit, text: String.fromCodePoint(...glyph.codePoints) };
    pen += position.xAdvance * mmPerUnit;
    return placed;
  });
  const run: GlyphRun = { fontId, fontSizePt: sizeMm * PT_PER_MM, xMm: -pen / 2, text: PROOF_MARK_TEXT, glyphs, widthMm: pen };
  const capHeightMm = (font.capHeight ?? font.unitsPerEm * 0.66) * mmPerUnit;
  doc.save();
  doc.translate(sheet.xMm + sheet.widthMm / 2, sheet.yMm + sheet.heightMm / 2);
  doc.rotate((-Math.atan2(sheet.heightMm, sheet.widthMm) * 180) / Math.PI);
  doc.fillColor('#c0392b', 0.35);
  drawGlyphRun(doc, fonts, run, capHeightMm / 2);
  doc.restore();
}
