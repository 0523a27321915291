import type { MailContent } from '../mail/mail-layout';

const germanDateTime = (date: Date) =>
  date.toLocaleString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * The mail with the shared book's link. The sharer's message is plain text: the layout escapes every
 * paragraph in the HTML part (mail-layout.ts), so HTML in it arrives as the characters typed.
 */
export function shareMail(input: { sharerName: string; bookName: string; message: string | null; url: string; validUntil: Date }): MailContent {
  const { sharerName, bookName } = input;
  const messageParagraphs = (input.message ?? '')
    .split(/\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return {
    subject: `${sharerName} teilt ein Erinnerungsbuch mit Ihnen`,
    greeting: 'Guten Tag,',
    paragraphs: [
      `${sharerName} teilt das Erinnerungsbuch „${bookName}“ mit Ihnen. Sie bekommen eine eigene Kopie des Buches mit allen Fotos und können sie nach Ihren Wünschen bearbeiten; das Buch von ${sharerName} bleibt dabei, wie es ist.`,
      ...(messageParagraphs.length > 0 ? [`${sharerName} schreibt dazu:`, ...messageParagraphs] : []),
    ],
    action: { label: 'Buch öffnen', url: input.url },
    afterAction: [
      `Der Link ist bis ${germanDateTime(input.validUntil)} Uhr gültig und lässt sich einmal verwenden. Ein Kundenkonto brauchen Sie dafür nicht: Sie können das Buch sofort mit einem Testzugang bearbeiten.`,
      'Wenn Sie mit dieser Nachricht nichts anfangen können, müssen Sie nichts tun.',
    ],
  };
}
