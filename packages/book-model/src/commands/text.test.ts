import { describe, expect, it } from 'vitest';
import { MAX_TEXT_LENGTH, type TextFrame } from '../document/schema';
import { idSource, sampleDocument, textFrames } from '../testing/fixtures';
import { refused, roundTrip } from '../testing/round-trip';

const ids = idSource('t');
const titleOf = (document = sampleDocument()) => document.cover.front.frames.find((frame): frame is TextFrame => frame.kind === 'text' && frame.slotId === 'title')!;

describe('text commands', () => {
  it('sets the cover title (the front’s title frame); undo gives the old title back', () => {
    const document = sampleDocument();
    const next = roundTrip(document, { type: 'setText', frameId: titleOf(document).id, text: 'In Liebe\nErna Müller' }, ids).document;
    expect(titleOf(next)).toMatchObject({ text: 'In Liebe\nErna Müller' });
  });

  it('refuses text longer than the limit and text on a photo frame', () => {
    const document = sampleDocument();
    refused(document, { type: 'setText', frameId: titleOf(document).id, text: 'x'.repeat(MAX_TEXT_LENGTH + 1) }, ids, `höchstens ${MAX_TEXT_LENGTH} Zeichen`);
    const photo = document.cover.front.frames.find((frame) => frame.kind === 'photo')!;
    refused(document, { type: 'setText', frameId: photo.id, text: 'x' }, ids, 'Das geht nur mit einem Textrahmen.');
  });

  it('changes size, colour and alignment; undo restores only what changed', () => {
    const document = sampleDocument();
    const frame = titleOf(document);
    const result = roundTrip(document, { type: 'setTextFormat', frameId: frame.id, format: { fontSizePt: 24, color: '#112233', align: 'left' } }, ids);
    expect(titleOf(result.document)).toMatchObject({ fontSizePt: 24, color: '#112233', align: 'left', style: frame.style });
    expect(result.inverse).toEqual({ type: 'setTextFormat', frameId: frame.id, format: { fontSizePt: frame.fontSizePt, color: frame.color, align: frame.align } });
  });

  it.each([
    [{ fontSizePt: 3 }, 'Die Schriftgröße muss zwischen 4 und 200 pt liegen.'],
    [{ fontSizePt: 201 }, 'Die Schriftgröße muss zwischen 4 und 200 pt liegen.'],
    [{ color: 'red' }, 'Die Farbe ist ungültig (#rrggbb).'],
    [{ align: 'block' }, 'Diese Ausrichtung gibt es nicht.'],
    [{ style: 'headline' }, 'Diese Textart gibt es nicht.'],
  ])('refuses the format %o', (format, message) => {
    const document = sampleDocument();
    refused(document, { type: 'setTextFormat', frameId: titleOf(document).id, format: format as never }, ids, message);
  });

  it('leaves every other text frame alone', () => {
    const document = sampleDocument();
    const next = roundTrip(document, { type: 'setText', frameId: titleOf(document).id, text: 'Neu' }, ids).document;
    expect(textFrames(next).filter((frame) => frame.slotId !== 'title')).toEqual(textFrames(document).filter((frame) => frame.slotId !== 'title'));
    // Untouched pages are shared, not copied.
    expect(next.cover.back).toBe(document.cover.back);
    expect(next.spreads).toBe(document.spreads);
  });
});
