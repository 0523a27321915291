/**
 * The guide's steps in the order a person goes through the shop: a short title and one or two calm
 * sentences each (German, addressed with „Sie“). The screenshot of each step is taken by capture.ts
 * under the same id. Words in „…“ are the shop's own labels: keep them in step with de.json.
 */
export interface GuideStep {
  id: StepId;
  title: string;
  paragraphs: string[];
}

export type StepId =
  | 'start'
  | 'format'
  | 'design'
  | 'paper'
  | 'details'
  | 'access'
  | 'upload'
  | 'editor'
  | 'drag'
  | 'text'
  | 'strip'
  | 'assistant'
  | 'assistant-result'
  | 'share'
  | 'finish'
  | 'books';

export const GUIDE_STEPS: readonly GuideStep[] = [
  {
    id: 'start',
    title: 'Auf der Startseite beginnen',
    paragraphs: ['Auf der Startseite sehen Sie, wie ein Erinnerungsbuch aussieht und was es kostet. Klicken Sie auf „Direkt starten“, um Ihr Buch zu beginnen.'],
  },
  {
    id: 'format',
    title: 'Das Format wählen',
    paragraphs: ['Zuerst wählen Sie die Größe Ihres Buches: A4 Hochformat, Quadratisch oder Mini. Klicken Sie einfach auf das Format, das Ihnen gefällt.'],
  },
  {
    id: 'design',
    title: 'Ein Design wählen',
    paragraphs: ['Das Design bestimmt Hintergründe, Schmuck und Schriften Ihres Buches. Mit „Beispielseiten ansehen“ schauen Sie sich ein Design vorher in Ruhe an.'],
  },
  {
    id: 'paper',
    title: 'Einband und Papier wählen',
    paragraphs: ['Wählen Sie Softcover oder Hardcover und das Papier. Bei manchen Papieren wählen Sie außerdem zwischen matt und glänzend. Den Preis sehen Sie gleich dabei.'],
  },
  {
    id: 'details',
    title: 'Dem Buch einen Namen geben',
    paragraphs: [
      'Geben Sie Ihrem Buch einen Namen, zum Beispiel „Erinnerungen an Oma Helga“. Gibt es eine Online-Gedenkseite, können Sie sie hier verknüpfen; sonst lassen Sie das Feld leer.',
      'Dann klicken Sie auf „Buch gestalten“.',
    ],
  },
  {
    id: 'access',
    title: 'Ausprobieren oder anmelden',
    paragraphs: ['Ohne Kundenkonto wählen Sie „Testzugang“ und beginnen sofort. Mit einem Kundenkonto finden Sie Ihr Buch auch auf einem anderen Gerät wieder.'],
  },
  {
    id: 'upload',
    title: 'Fotos hochladen',
    paragraphs: ['Klicken Sie auf „Fotos auswählen“ und wählen Sie die Fotos auf Ihrem Gerät aus. Sie müssen nicht alle auf einmal hochladen: Weitere Fotos können Sie jederzeit hinzufügen.'],
  },
  {
    id: 'editor',
    title: 'Ihr Buch im Editor',
    paragraphs: ['Mit „Buch gestalten“ öffnen Sie den Editor. Sie sehen immer eine Doppelseite so, wie sie gedruckt wird, und daneben Ihre Fotos. Alles wird automatisch gespeichert.'],
  },
  {
    id: 'drag',
    title: 'Ein Foto in einen Rahmen ziehen',
    paragraphs: ['Ziehen Sie ein Foto mit der Maus oder dem Finger auf einen Rahmen und lassen Sie es dort los. Oder wählen Sie das Foto aus und klicken Sie auf „In Rahmen einsetzen“.'],
  },
  {
    id: 'text',
    title: 'Einen Text schreiben',
    paragraphs: ['Klicken Sie doppelt auf einen Text, oder wählen Sie ihn aus und dann „Text bearbeiten“. Schreiben Sie Ihren Text und klicken Sie auf „Fertig“.'],
  },
  {
    id: 'strip',
    title: 'Durch das Buch blättern',
    paragraphs: ['In der Seitenübersicht sehen Sie alle Doppelseiten. Ein Klick öffnet eine Seite. Mit „Seiten hinzufügen“ bekommt Ihr Buch weitere Seiten; „Rückgängig“ nimmt jeden Schritt zurück.'],
  },
  {
    id: 'assistant',
    title: 'Den Assistenten nutzen',
    paragraphs: [
      'Der Assistent verteilt Ihre Fotos in der Reihenfolge, in der sie aufgenommen wurden, auf die Seiten und übernimmt Namen und Lebensdaten einer verknüpften Gedenkseite.',
      'Wählen Sie, ob wenige, mittel viele oder viele Fotos auf einer Seite stehen sollen, und klicken Sie auf „Buch gestalten lassen“.',
    ],
  },
  {
    id: 'assistant-result',
    title: 'Das Ergebnis in Ruhe ansehen',
    paragraphs: ['Gefällt Ihnen die Anordnung nicht, probieren Sie „Neu mischen“. „Rückgängig“ holt den vorherigen Stand zurück. Jede Seite können Sie danach wie gewohnt selbst ändern.'],
  },
  {
    // Before 'finish': a finished book can no longer be shared.
    id: 'share',
    title: 'Das Buch mit der Familie teilen',
    paragraphs: [
      'Mit einem bestätigten Kundenkonto schicken Sie Angehörigen bis 100 Tage nach dem Anlegen eine Kopie Ihres begonnenen Buches per E-Mail: unter „Meine Bücher“ mit „Teilen“.',
      'Der Empfänger bekommt eine eigene Kopie mit allen Fotos und gestaltet sie frei weiter; Ihr Buch bleibt, wie es ist. Der Link gilt 7 Tage.',
    ],
  },
  {
    id: 'finish',
    title: 'Das Buch fertigstellen',
    paragraphs: [
      'Mit „Buch fertigstellen“ prüfen wir Ihr Buch, zum Beispiel auf leere Rahmen oder zu unscharfe Fotos. Ein Klick auf einen Hinweis öffnet die Seite, um die es geht.',
      'Nach dem Fertigstellen lässt sich das Buch nicht mehr verändern.',
    ],
  },
  {
    id: 'books',
    title: 'Meine Bücher',
    paragraphs: ['Unter „Meine Bücher“ finden Sie Ihre begonnenen Bücher und, nach dem Fertigstellen, Ihre fertigen Bücher. Dort können Sie jederzeit weitermachen.'],
  },
];
