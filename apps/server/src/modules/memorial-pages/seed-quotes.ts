/**
 * The library of mourning quotes (Trauersprüche) the book editor offers.
 *
 * Only texts that are free to print in Germany: authors who died before 1956 (70 years after the
 * author's death have passed), traditional texts without a known author, and Bible verses in the
 * Luther translation of 1912. No modern translations, no quotes whose wording or attribution is
 * doubtful. Verses keep their line breaks ("\n"); every text stays under 300 characters.
 */
export interface QuoteSeed {
  text: string;
  author: string | null;
  source: string;
}

export const QUOTE_SEEDS: QuoteSeed[] = [
  // Bibel, Lutherübersetzung 1912
  { text: 'Der HERR ist mein Hirte; mir wird nichts mangeln.', author: null, source: 'Psalm 23,1 (Luther 1912)' },
  {
    text: 'Und ob ich schon wanderte im finstern Tal, fürchte ich kein Unglück; denn du bist bei mir, dein Stecken und Stab trösten mich.',
    author: null,
    source: 'Psalm 23,4 (Luther 1912)',
  },
  { text: 'Meine Zeit steht in deinen Händen.', author: null, source: 'Psalm 31,16 (Luther 1912)' },
  { text: 'Lehre uns bedenken, daß wir sterben müssen, auf daß wir klug werden.', author: null, source: 'Psalm 90,12 (Luther 1912)' },
  {
    text: 'Ich hebe meine Augen auf zu den Bergen, von welchen mir Hilfe kommt. Meine Hilfe kommt vom HERRN, der Himmel und Erde gemacht hat.',
    author: null,
    source: 'Psalm 121,1–2 (Luther 1912)',
  },
  { text: 'Die mit Tränen säen, werden mit Freuden ernten.', author: null, source: 'Psalm 126,5 (Luther 1912)' },
  { text: 'Ein jegliches hat seine Zeit, und alles Vornehmen unter dem Himmel hat seine Stunde.', author: null, source: 'Prediger 3,1 (Luther 1912)' },
  { text: 'Der HERR hat’s gegeben, der HERR hat’s genommen; der Name des HERRN sei gelobt!', author: null, source: 'Hiob 1,21 (Luther 1912)' },
  { text: 'Fürchte dich nicht, denn ich habe dich erlöst; ich habe dich bei deinem Namen gerufen; du bist mein!', author: null, source: 'Jesaja 43,1 (Luther 1912)' },
  { text: 'Ich will euch trösten, wie einen seine Mutter tröstet.', author: null, source: 'Jesaja 66,13 (Luther 1912)' },
  { text: 'Selig sind, die da Leid tragen; denn sie sollen getröstet werden.', author: null, source: 'Matthäus 5,4 (Luther 1912)' },
  {
    text: 'Ich bin die Auferstehung und das Leben. Wer an mich glaubt, der wird leben, ob er gleich stürbe.',
    author: null,
    source: 'Johannes 11,25 (Luther 1912)',
  },
  { text: 'In meines Vaters Hause sind viele Wohnungen.', author: null, source: 'Johannes 14,2 (Luther 1912)' },
  {
    text: 'Und ihr habt auch nun Traurigkeit; aber ich will euch wiedersehen, und euer Herz soll sich freuen, und eure Freude soll niemand von euch nehmen.',
    author: null,
    source: 'Johannes 16,22 (Luther 1912)',
  },
  {
    text: 'Denn ich bin gewiß, daß weder Tod noch Leben, weder Engel noch Fürstentümer noch Gewalten, weder Gegenwärtiges noch Zukünftiges, weder Hohes noch Tiefes noch keine andere Kreatur mag uns scheiden von der Liebe Gottes, die in Christo Jesu ist, unserm HERRN.',
    author: null,
    source: 'Römer 8,38–39 (Luther 1912)',
  },
  {
    text: 'Nun aber bleibt Glaube, Hoffnung, Liebe, diese drei; aber die Liebe ist die größte unter ihnen.',
    author: null,
    source: '1. Korinther 13,13 (Luther 1912)',
  },
  {
    text: 'Und Gott wird abwischen alle Tränen von ihren Augen, und der Tod wird nicht mehr sein, noch Leid noch Geschrei noch Schmerz wird mehr sein; denn das Erste ist vergangen.',
    author: null,
    source: 'Offenbarung 21,4 (Luther 1912)',
  },

  // Kirchenlieder
  {
    text: 'Mitten wir im Leben sind\nmit dem Tod umfangen.\nWer ist, der uns Hilfe bringt,\ndass wir Gnad erlangen?\nDas bist du, Herr, alleine.',
    author: 'Martin Luther',
    source: 'Kirchenlied „Mitten wir im Leben sind“ (1524), Strophe 1',
  },
  {
    text: 'Befiehl du deine Wege\nUnd was dein Herze kränkt\nDer allertreusten Pflege\nDes, der den Himmel lenkt.\nDer Wolken, Luft und Winden\nGibt Wege, Lauf und Bahn,\nDer wird auch Wege finden,\nDa dein Fuß gehen kann.',
    author: 'Paul Gerhardt',
    source: 'Kirchenlied „Befiehl du deine Wege“, Strophe 1',
  },
  {
    text: 'Wenn ich einmal soll scheiden,\nSo scheide nicht von mir;\nWenn ich den Tod soll leiden,\nSo tritt du dann herfür;\nWenn mir am allerbängsten\nWird um das Herze sein,\nSo reiß mich aus den Ängsten\nKraft deiner Angst und Pein!',
    author: 'Paul Gerhardt',
    source: 'Passionslied „O Haupt voll Blut und Wunden“, Strophe 9',
  },
  {
    text: 'Breit aus die Flügel beide,\nO Jesu, meine Freude,\nUnd nimm dein Küchlein ein!\nWill Satan mich verschlingen,\nSo laß die Englein singen:\nDies Kind soll unverletzet sein.',
    author: 'Paul Gerhardt',
    source: 'Abendlied „Nun ruhen alle Wälder“, Strophe 8',
  },
  {
    text: 'Wer nur den lieben Gott läßt walten\nUnd hoffet auf ihn allezeit,\nDen wird er wunderbar erhalten\nIn aller Not und Traurigkeit.\nWer Gott, dem Allerhöchsten, traut,\nDer hat auf keinen Sand gebaut.',
    author: 'Georg Neumark',
    source: 'Kirchenlied „Wer nur den lieben Gott läßt walten“, Strophe 1',
  },
  {
    text: 'Jesus lebt, nun ist der Tod\nMir der Eingang in das Leben.\nWelchen Trost in Todesnot\nWird er meiner Seele geben,\nWenn sie gläubig zu ihm spricht:\nHerr, Herr, meine Zuversicht!',
    author: 'Christian Fürchtegott Gellert',
    source: 'Osterlied „Jesus lebt, mit ihm auch ich“, Geistliche Oden und Lieder (1757), letzte Strophe',
  },

  // Gedichte und Prosa
  {
    text: 'Über allen Gipfeln\nIst Ruh,\nIn allen Wipfeln\nSpürest du\nKaum einen Hauch;\nDie Vögelein schweigen im Walde.\nWarte nur, balde\nRuhest du auch.',
    author: 'Johann Wolfgang von Goethe',
    source: 'Gedicht „Ein Gleiches“ (Wandrers Nachtlied II, 1780)',
  },
  {
    text: 'Der du von dem Himmel bist,\nAlles Leid und Schmerzen stillest,\nDen, der doppelt elend ist,\nDoppelt mit Erquickung füllest,\nAch, ich bin des Treibens müde!\nWas soll all der Schmerz und Lust?\nSüßer Friede,\nKomm, ach komm in meine Brust!',
    author: 'Johann Wolfgang von Goethe',
    source: 'Gedicht „Wandrers Nachtlied“ (1776)',
  },
  {
    text: 'Des Menschen Seele\nGleicht dem Wasser:\nVom Himmel kommt es,\nZum Himmel steigt es,\nUnd wieder nieder\nZur Erde muß es,\nEwig wechselnd.',
    author: 'Johann Wolfgang von Goethe',
    source: 'Gedicht „Gesang der Geister über den Wassern“ (1779), Anfang',
  },
  {
    text: 'Und so lang du das nicht hast,\nDieses: Stirb und werde!\nBist du nur ein trüber Gast\nAuf der dunklen Erde.',
    author: 'Johann Wolfgang von Goethe',
    source: 'Gedicht „Selige Sehnsucht“, West-östlicher Divan (1819), letzte Strophe',
  },
  {
    text: 'Auch das Schöne muß sterben! Das Menschen und Götter bezwinget,\nNicht die eherne Brust rührt es des stygischen Zeus.',
    author: 'Friedrich Schiller',
    source: 'Gedicht „Nänie“ (1800), Anfang',
  },
  {
    text: 'Noch köstlicheren Samen bergen\nWir trauernd in der Erde Schoß\nUnd hoffen, daß er aus den Särgen\nErblühen soll zu schönerm Los.',
    author: 'Friedrich Schiller',
    source: 'Gedicht „Das Lied von der Glocke“ (1799)',
  },
  {
    text: 'Und was die innere Stimme spricht,\nDas täuscht die hoffende Seele nicht.',
    author: 'Friedrich Schiller',
    source: 'Gedicht „Hoffnung“, Schluss',
  },
  {
    text: 'Doch fühl ich’s wohl, was ich in ihm verlor.\nDie Blume ist hinweg aus meinem Leben,\nUnd kalt und farblos seh ich’s vor mir liegen.',
    author: 'Friedrich Schiller',
    source: 'Wallensteins Tod, 5. Aufzug, 3. Auftritt (Wallenstein über Max Piccolomini)',
  },
  {
    text: 'Die Linien des Lebens sind verschieden\nWie Wege sind, und wie der Berge Grenzen.\nWas hier wir sind, kann dort ein Gott ergänzen\nMit Harmonien und ewigem Lohn und Frieden.',
    author: 'Friedrich Hölderlin',
    source: 'Gedicht „An Zimmern“ („Die Linien des Lebens …“, 1812)',
  },
  {
    text: 'Wollst endlich sonder Grämen\nAus dieser Welt uns nehmen\nDurch einen sanften Tod!\nUnd, wenn du uns genommen,\nLaß uns in Himmel kommen,\nDu unser Herr und unser Gott!',
    author: 'Matthias Claudius',
    source: 'Gedicht „Abendlied“ („Der Mond ist aufgegangen“), Strophe 6',
  },
  {
    text: 'Gib deine Hand, du schön und zart Gebild!\nBin Freund, und komme nicht, zu strafen.\nSei gutes Muts! ich bin nicht wild,\nSollst sanft in meinen Armen schlafen!',
    author: 'Matthias Claudius',
    source: 'Gedicht „Der Tod und das Mädchen“, Worte des Todes',
  },
  {
    text: 'Friede sei um diesen Grabstein her!\nSanfter Friede Gottes! Ach, sie haben\nEinen guten Mann begraben,\nUnd mir war er mehr;',
    author: 'Matthias Claudius',
    source: 'Gedicht „Bei dem Grabe meines Vaters“ (1773), Strophe 1',
  },
  {
    text: 'Und meine Seele spannte\nWeit ihre Flügel aus,\nFlog durch die stillen Lande,\nAls flöge sie nach Haus.',
    author: 'Joseph von Eichendorff',
    source: 'Gedicht „Mondnacht“ (1837), letzte Strophe',
  },
  {
    text: 'O weiter, stiller Friede!\nSo tief im Abendrot.\nWie sind wir wandermüde –\nIst dies etwa der Tod?',
    author: 'Joseph von Eichendorff',
    source: 'Gedicht „Im Abendrot“, letzte Strophe',
  },
  {
    text: 'Schweigt der Menschen laute Lust:\nRauscht die Erde wie in Träumen\nWunderbar mit allen Bäumen,\nWas dem Herzen kaum bewußt,\nAlte Zeiten, linde Trauer,\nUnd es schweifen leise Schauer\nWetterleuchtend durch die Brust.',
    author: 'Joseph von Eichendorff',
    source: 'Gedicht „Der Abend“',
  },
  {
    text: 'Du bist ein Schatten am Tage,\nUnd in der Nacht ein Licht;\nDu lebst in meiner Klage,\nUnd stirbst im Herzen nicht.',
    author: 'Friedrich Rückert',
    source: 'Kindertodtenlieder (1833/34), „Du bist ein Schatten am Tage“, Strophe 1',
  },
  {
    text: 'Sie sind uns nur voraus gegangen,\nUnd werden nicht hier nach Haus verlangen;\nWir holen sie ein auf jenen Höhn\nIm Sonnenschein, der Tag ist schön.',
    author: 'Friedrich Rückert',
    source: 'Kindertodtenlieder (1833/34), „Oft denk’ ich, sie sind nur ausgegangen“, letzte Strophe',
  },
  {
    text: 'Ich bin gestorben dem Weltgewimmel\nUnd ruh’ in einem stillen Gebiet.\nIch leb’ in mir und meinem Himmel,\nIn meinem Lieben, in meinem Lied.',
    author: 'Friedrich Rückert',
    source: 'Gedicht „Ich bin der Welt abhanden gekommen“, Liebesfrühling (1821), letzte Strophe',
  },
  {
    text: 'O frischer Duft, o neuer Klang!\nNun, armes Herze, sei nicht bang!\nNun muß sich alles, alles wenden.',
    author: 'Ludwig Uhland',
    source: 'Gedicht „Frühlingsglaube“ (1812), Strophe 1',
  },
  {
    text: 'Ich hatt’ einen Kameraden,\nEinen bessern findst du nit.',
    author: 'Ludwig Uhland',
    source: 'Gedicht „Der gute Kamerad“ (1809), Anfang',
  },
  {
    text: 'Der Tod, das ist die kühle Nacht,\nDas Leben ist der schwüle Tag.\nEs dunkelt schon, mich schläfert,\nDer Tag hat mich müd gemacht.',
    author: 'Heinrich Heine',
    source: 'Gedicht „Der Tod, das ist die kühle Nacht“, Buch der Lieder, Die Heimkehr',
  },
  {
    text: 'Immerhin! Mich wird umgeben\nGotteshimmel, dort wie hier,\nUnd als Totenlampen schweben\nNachts die Sterne über mir.',
    author: 'Heinrich Heine',
    source: 'Gedicht „Wo?“, letzte Strophe (auf Heines Grabmal, Friedhof Montmartre)',
  },
  {
    text: 'Das aber kann ich nicht ertragen,\nDaß so, wie sonst, die Sonne lacht;\nDaß wie in deinen Lebenstagen\nDie Uhren gehn, die Glocken schlagen,\nEinförmig wechseln Tag und Nacht …',
    author: 'Theodor Storm',
    source: 'Gedicht „Einer Toten“ (1847), Teil 2, Anfang',
  },
  {
    text: 'So komme, was da kommen mag!\nSolang du lebest, ist es Tag.\nUnd geht es in die Welt hinaus,\nWo du mir bist, bin ich zu Haus.\nIch seh dein liebes Angesicht,\nIch sehe die Schatten der Zukunft nicht.',
    author: 'Theodor Storm',
    source: 'Gedicht „Trost“',
  },
  {
    text: 'Über die Heide hallet mein Schritt;\nDumpf aus der Erde wandert es mit.\nHerbst ist gekommen, Frühling ist weit –\nGab es denn einmal selige Zeit?',
    author: 'Theodor Storm',
    source: 'Gedicht „Über die Heide“, Strophen 1 und 2',
  },
  {
    text: 'O stört sie nicht, die Feier der Natur!\nDies ist die Lese, die sie selber hält,\nDenn heute löst sich von den Zweigen nur,\nWas vor dem milden Strahl der Sonne fällt.',
    author: 'Friedrich Hebbel',
    source: 'Gedicht „Herbstbild“, Strophe 2',
  },
  {
    text: 'Ich sah des Sommers letzte Rose stehn,\nSie war, als ob sie bluten könne, rot;\nDa sprach ich schauernd im Vorübergehn:\nSo weit im Leben, ist zu nah am Tod!',
    author: 'Friedrich Hebbel',
    source: 'Gedicht „Sommerbild“ (1844), Strophe 1',
  },
  {
    text: 'Immer enger, leise, leise\nZiehen sich die Lebenskreise,\nSchwindet hin, was prahlt und prunkt,\nSchwindet Hoffen, Hassen, Lieben,\nUnd ist nichts in Sicht geblieben\nAls der letzte dunkle Punkt.',
    author: 'Theodor Fontane',
    source: 'Gedicht „Ausgang“',
  },
  {
    text: 'Der Schmerz ist der große Lehrer der Menschen. Unter seinem Hauche entfalten sich die Seelen.',
    author: 'Marie von Ebner-Eschenbach',
    source: 'Aphorismen (1880)',
  },
  {
    text: 'Wir alle fallen. Diese Hand da fällt.\nUnd sieh dir andre an: es ist in allen.\nUnd doch ist Einer, welcher dieses Fallen\nunendlich sanft in seinen Händen hält.',
    author: 'Rainer Maria Rilke',
    source: 'Gedicht „Herbst“, Das Buch der Bilder, Schluss',
  },
  {
    text: 'Herr: es ist Zeit. Der Sommer war sehr groß.\nLeg deinen Schatten auf die Sonnenuhren,\nund auf den Fluren laß die Winde los.',
    author: 'Rainer Maria Rilke',
    source: 'Gedicht „Herbsttag“, Das Buch der Bilder, Anfang',
  },
  {
    text: 'Der Tod ist groß.\nWir sind die Seinen\nlachenden Munds.\nWenn wir uns mitten im Leben meinen,\nwagt er zu weinen\nmitten in uns.',
    author: 'Rainer Maria Rilke',
    source: 'Gedicht „Schlußstück“, Das Buch der Bilder',
  },
  {
    text: 'Wer jetzt stirbt irgendwo in der Welt,\nohne Grund stirbt in der Welt:\nsieht mich an.',
    author: 'Rainer Maria Rilke',
    source: 'Gedicht „Ernste Stunde“, Das Buch der Bilder, letzte Strophe',
  },
  {
    text: 'Ich lebe mein Leben in wachsenden Ringen,\ndie sich über die Dinge ziehn.\nIch werde den letzten vielleicht nicht vollbringen,\naber versuchen will ich ihn.',
    author: 'Rainer Maria Rilke',
    source: 'Das Stunden-Buch, Erstes Buch: Das Buch vom mönchischen Leben',
  },
  {
    text: 'Es ist ein Weinen in der Welt,\nAls ob der liebe Gott gestorben wär,\nUnd der bleierne Schatten, der niederfällt,\nLastet grabesschwer.',
    author: 'Else Lasker-Schüler',
    source: 'Gedicht „Weltende“ (1903), Strophe 1',
  },
  {
    text: 'Von guten Mächten wunderbar geborgen,\nerwarten wir getrost, was kommen mag.\nGott ist mit uns am Abend und am Morgen\nund ganz gewiß an jedem neuen Tag.',
    author: 'Dietrich Bonhoeffer',
    source: 'Gedicht „Von guten Mächten“ (Dezember 1944), letzte Strophe',
  },
  {
    text: 'Je schöner und voller die Erinnerungen, desto schwerer die Trennung. Aber die Dankbarkeit verwandelt die Qual der Erinnerung in eine stille Freude.',
    author: 'Dietrich Bonhoeffer',
    source: 'Brief an Eberhard und Renate Bethge, Heiligabend 1943 (Widerstand und Ergebung)',
  },

  // Überliefert
  {
    text: 'Innsbruck, ich muss dich lassen,\nich fahr dahin mein Straßen,\nin fremde Land dahin.',
    author: null,
    source: 'Volkslied „Innsbruck, ich muss dich lassen“, um 1500, überliefert',
  },
  {
    text: 'Ade zur guten Nacht!\nJetzt wird der Schluss gemacht,\nDass ich muss scheiden.',
    author: null,
    source: 'Volkslied „Ade zur guten Nacht“, 19. Jahrhundert, überliefert',
  },
  {
    text: 'Herr, gib ihnen die ewige Ruhe, und das ewige Licht leuchte ihnen. Lass sie ruhen in Frieden. Amen.',
    author: null,
    source: 'Gebet für die Verstorbenen („Requiem aeternam“), überliefert',
  },
  { text: 'Was ihr seid, das waren wir; was wir sind, das werdet ihr.', author: null, source: 'Grabinschrift, überliefert' },
];
