/**
 * Two demo memorial pages, seeded outside production. Everyone and everything here is invented:
 * the deceased, their families, the visitors, the towns, the addresses and the clubs.
 * One candle and one condolence per page wait for the family's approval (visible: false).
 */
export interface AppointmentSeed {
  /** ISO 8601 with +01:00 offset. */
  startsAt: string;
  description: string;
  addressDescription: string;
  isPublic: boolean;
}

export interface EntrySeed {
  name: string;
  text: string;
  hoursAfterDeath: number;
  visible: boolean;
}

export interface MemorialPageSeed {
  /** URL slug, e.g. 'margarete-weber'. */
  id: string;
  /** E.g. 'Dr.' or null. */
  title: string | null;
  firstNames: string;
  lastName: string;
  nameOfBirth: string | null;
  /** 'YYYY-MM-DD' */
  dateOfBirth: string;
  /** 'YYYY-MM-DD' */
  dateOfDeath: string;
  placeOfBirth: string;
  placeOfDeath: string;
  /** '/images/memorial/<id>.svg' */
  portraitSrc: string;
  /** A few warm sentences about the person's life, written by the family. */
  introduction: string;
  administrator: { account: string; email: string; displayName: string };
  appointments: AppointmentSeed[];
  candles: EntrySeed[];
  condolences: EntrySeed[];
  gifts: EntrySeed[];
}

export const MEMORIAL_PAGE_SEEDS: MemorialPageSeed[] = [
  {
    id: 'margarete-weber',
    title: null,
    firstNames: 'Margarete',
    lastName: 'Weber',
    nameOfBirth: 'Hartlieb',
    dateOfBirth: '1938-03-14',
    dateOfDeath: '2026-11-13',
    placeOfBirth: 'Kirchhalden',
    placeOfDeath: 'Kastellhain',
    portraitSrc: '/images/memorial/margarete-weber.svg',
    introduction:
      'Unsere Mutter, Oma und Uroma Margarete war der warme Mittelpunkt unserer Familie. Mehr als dreißig Jahre lang unterrichtete sie an der Grundschule am Mühlbach, und bis zuletzt grüßten sie ehemalige Schülerinnen und Schüler auf dem Wochenmarkt. Ihr Garten, ihr Apfelkuchen am Sonntag und ihre Altstimme im Kirchenchor werden uns sehr fehlen. Wir sind dankbar für 88 reiche Jahre mit ihr.',
    administrator: { account: 'sabine.weber', email: 'sabine.weber@example.de', displayName: 'Sabine Weber' },
    appointments: [
      {
        startsAt: '2026-12-04T11:00:00+01:00',
        description: 'Trauerfeier, anschließend Beisammensein bei Kaffee und Kuchen im Gemeindehaus',
        addressDescription: 'Friedhofskapelle am Lindenweg, Lindenweg 4, 34567 Kastellhain',
        isPublic: true,
      },
      {
        startsAt: '2027-01-15T14:00:00+01:00',
        description: 'Urnenbeisetzung im engsten Familienkreis',
        addressDescription: 'Waldfriedhof Kastellhain, Grabfeld C, Am Eichenhang 12, 34567 Kastellhain',
        isPublic: false,
      },
    ],
    candles: [
      { name: 'Familie Hofmann', text: 'In stiller Trauer – Familie Hofmann', hoursAfterDeath: 18, visible: true },
      { name: 'Lena', text: 'Für dich, liebe Oma. Du fehlst mir so sehr.', hoursAfterDeath: 22, visible: true },
      { name: 'Ingrid und Walter Brandes', text: 'In Dankbarkeit für vierzig Jahre gute Nachbarschaft.', hoursAfterDeath: 30, visible: true },
      { name: 'Kirchenchor St. Johannis', text: 'Ein Licht für unsere Altistin. Wir singen weiter – auch für dich.', hoursAfterDeath: 41, visible: true },
      { name: 'Monika Stein', text: 'Ruhen Sie in Frieden, liebe Frau Weber. Ihre Schülerin aus der 3b.', hoursAfterDeath: 55, visible: true },
      { name: 'Thomas', text: 'Ein Licht für Tante Grete.', hoursAfterDeath: 70, visible: true },
      { name: 'Familie Yıldız', text: 'Wir denken an Sie und an Ihre Familie.', hoursAfterDeath: 96, visible: true },
      { name: 'Hildegard K.', text: 'Liebe Grete, ein Licht für dich und für unsere Donnerstage beim Kaffee.', hoursAfterDeath: 190, visible: false },
    ],
    condolences: [
      {
        name: 'Ingrid und Walter Brandes',
        text: 'Liebe Sabine, lieber Michael, wir sind sehr traurig. Eure Mutter war über vierzig Jahre unsere Nachbarin, und kein Geburtstag verging ohne ihren Gruß über den Gartenzaun. Wir wünschen euch viel Kraft in diesen Wochen.',
        hoursAfterDeath: 26,
        visible: true,
      },
      {
        name: 'Kirchenchor St. Johannis Kastellhain',
        text: 'Mehr als fünfzig Jahre hat Margarete bei uns im Alt gesungen – zuverlässig, fröhlich und immer mit einem Hustenbonbon für die anderen in der Tasche. Bei der Trauerfeier singen wir für sie „So nimm denn meine Hände“. Wir behalten sie in dankbarer Erinnerung.',
        hoursAfterDeath: 47,
        visible: true,
      },
      {
        name: 'Gerhard Lindner',
        text: 'Liebe Familie Weber, ich durfte viele Jahre mit Margarete an der Grundschule am Mühlbach unterrichten. Sie hatte für jedes Kind ein offenes Ohr und für uns Jüngere im Kollegium immer einen guten Rat. Mein herzliches Beileid.',
        hoursAfterDeath: 52,
        visible: true,
      },
      {
        name: 'Lena und Jonas',
        text: 'Liebe Oma, du hast uns das Radfahren beigebracht, das Kuchenbacken und das fröhliche Verlieren beim Kartenspielen. Deinen Apfelkuchen bekommen wir nie so hin wie du, aber wir versuchen es jeden Sonntag. Wir haben dich lieb.',
        hoursAfterDeath: 60,
        visible: true,
      },
      {
        name: 'Monika Stein',
        text: 'Frau Weber war in der dritten und vierten Klasse meine Lehrerin. Dass ich heute selbst Kinder unterrichte, verdanke ich auch ihr und ihrer Geduld. Ich werde sie nie vergessen.',
        hoursAfterDeath: 80,
        visible: true,
      },
      {
        name: 'Elfriede Sommer',
        text: 'Liebe Sabine, ich habe es erst heute in der Zeitung gelesen. Deine Mutter und ich sind 1952 zusammen konfirmiert worden, und sie war mir ein Leben lang eine treue Freundin. In Gedanken bin ich bei euch.',
        hoursAfterDeath: 170,
        visible: false,
      },
    ],
    gifts: [
      { name: 'Lena', text: 'Weiße Rose – für die beste Oma der Welt.', hoursAfterDeath: 24, visible: true },
      { name: 'Familie Hofmann', text: 'Vergissmeinnicht – in stiller Verbundenheit.', hoursAfterDeath: 36, visible: true },
      { name: 'Sabine und Michael', text: 'Sonnenblume – weil du die Sonne so geliebt hast, Mama.', hoursAfterDeath: 100, visible: true },
      { name: 'Ingrid Brandes', text: 'Lavendelzweig – aus deinem Garten, den wir für dich weiter pflegen.', hoursAfterDeath: 120, visible: true },
    ],
  },
  {
    id: 'leopold-hainzl',
    title: 'Ing.',
    firstNames: 'Leopold',
    lastName: 'Hainzl',
    nameOfBirth: null,
    dateOfBirth: '1951-06-02',
    dateOfDeath: '2026-11-17',
    placeOfBirth: 'Hochrieden',
    placeOfDeath: 'Almbrunn',
    portraitSrc: '/images/memorial/leopold-hainzl.svg',
    introduction:
      'Mein Mann, unser Papa und Opa Leopold – für alle nur der „Poldi“ – war Tischlermeister mit Leib und Seele; in fast jedem Haus in Almbrunn steht ein Tisch, eine Bank oder eine Stiege aus seiner Werkstatt. Über vierzig Jahre spielte er Flügelhorn in der Musikkapelle, und am Sonntag ging er, wann immer es das Wetter erlaubte, auf seinen Hausberg. Er hatte für jeden ein gutes Wort und eine ruhige Hand. Wir sind unendlich dankbar für die gemeinsame Zeit.',
    administrator: { account: 'markus.hainzl', email: 'markus.hainzl@example.de', displayName: 'Markus Hainzl' },
    appointments: [
      {
        startsAt: '2026-12-01T14:00:00+01:00',
        description: 'Verabschiedung und Seelenmesse, anschließend Urnenbeisetzung im Familiengrab',
        addressDescription: 'Pfarrkirche zum hl. Martin, Kirchenplatz 1, 4999 Almbrunn',
        isPublic: true,
      },
      {
        startsAt: '2027-01-09T18:00:00+01:00',
        description: 'Gedenkgottesdienst, musikalisch gestaltet von der Musikkapelle Almbrunn',
        addressDescription: 'Pfarrkirche zum hl. Martin, Kirchenplatz 1, 4999 Almbrunn',
        isPublic: true,
      },
    ],
    candles: [
      { name: 'Familie Pichler', text: 'In stiller Anteilnahme – Familie Pichler', hoursAfterDeath: 20, visible: true },
      { name: 'Die Stammtischrunde', text: 'Servus, Poldi. Dein Platz am Ecktisch bleibt frei.', hoursAfterDeath: 26, visible: true },
      { name: 'Anna', text: 'Opa, ich zünde dir jeden Abend ein Licht an.', hoursAfterDeath: 30, visible: true },
      { name: 'Sepp und Resi Auer', text: 'Ruhe in Frieden, lieber Poldi.', hoursAfterDeath: 34, visible: true },
      { name: 'Elisabeth Brandstätter', text: 'Danke für die Bank vor unserem Haus. Wir sitzen jeden Abend darauf und denken an dich.', hoursAfterDeath: 50, visible: true },
      { name: 'Wandergruppe Almbrunn', text: 'Berg Heil, Poldi – wir gehen für dich weiter hinauf.', hoursAfterDeath: 66, visible: true },
      { name: 'Karl aus der Lehrwerkstatt', text: 'Meister, alles, was ich kann, hab ich bei dir gelernt. Danke.', hoursAfterDeath: 98, visible: false },
    ],
    condolences: [
      {
        name: 'Musikkapelle Almbrunn',
        text: 'Mit großer Trauer nehmen wir Abschied von unserem Ehrenmitglied Leopold Hainzl. 43 Jahre lang war er die verlässliche Stimme im Flügelhorn-Register und bei jeder Ausrückung dabei. Bei der Verabschiedung spielen wir ihm den „Guten Kameraden“.',
        hoursAfterDeath: 28,
        visible: true,
      },
      {
        name: 'Franz Leitner',
        text: 'Beim Poldi habe ich 1989 meine Lehre begonnen. Er hat mir beigebracht, dass man Holz nicht zwingt, sondern versteht – und dass eine Fuge erst fertig ist, wenn man sie nicht mehr sieht. Mein aufrichtiges Beileid der ganzen Familie.',
        hoursAfterDeath: 40,
        visible: true,
      },
      {
        name: 'Gertraud und Hans Wimmer',
        text: 'Liebe Hermine, liebe Christine, lieber Markus, der Poldi war der beste Nachbar, den man sich wünschen kann. Wenn bei uns etwas geklemmt hat, stand er mit dem Werkzeugkasten vor der Tür, bevor wir überhaupt fragen konnten. Wir sind in Gedanken bei euch.',
        hoursAfterDeath: 45,
        visible: true,
      },
      {
        name: 'Anna und Lukas',
        text: 'Lieber Opa, danke für die Nachmittage in der Werkstatt, für das Vogelhaus, das wir zusammen gebaut haben, und für jede Wanderung auf den Hausberg. Wir passen jetzt gut auf die Oma auf. Wir haben dich lieb.',
        hoursAfterDeath: 58,
        visible: true,
      },
      {
        name: 'Pfarrgemeinderat Almbrunn',
        text: 'Leopold hat unserer Pfarre mehr geschenkt, als Worte sagen können: den Ambo, die Krippe im Seitenschiff und unzählige Stunden bei jedem Pfarrfest. Vergelt’s Gott, Poldi. Wir beten für ihn und für seine Familie.',
        hoursAfterDeath: 70,
        visible: true,
      },
      {
        name: 'Walter Gruber',
        text: 'Lieber Markus, ich bin mit deinem Vater in der HTL in dieselbe Klasse gegangen. Zuletzt haben wir uns selten gesehen, aber jedes Klassentreffen war mit ihm ein Fest. Herzliches Beileid dir und deiner Familie.',
        hoursAfterDeath: 92,
        visible: false,
      },
    ],
    gifts: [
      { name: 'Anna', text: 'Edelweiß – für meinen Opa, der jeden Gipfel kannte.', hoursAfterDeath: 32, visible: true },
      { name: 'Familie Pichler', text: 'Weiße Rose – in stillem Gedenken.', hoursAfterDeath: 38, visible: true },
      { name: 'Musikkapelle Almbrunn', text: 'Tannenzweig mit Schleife in den Farben der Kapelle – Servus, Poldi.', hoursAfterDeath: 52, visible: true },
      { name: 'Christine', text: 'Wiesenblumen – so einen Strauß hast du der Mama jeden Sommer gepflückt.', hoursAfterDeath: 75, visible: true },
    ],
  },
];
