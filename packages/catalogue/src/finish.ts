/**
 * Surface finishes of cover and inner pages. The numeric codes are the ones the API speaks
 * (SPEC.md: "coverOption, pagesOption (1 = matt, otherwise glossy)").
 */
export const FINISH = { matt: 1, glossy: 2 } as const;
export type Finish = (typeof FINISH)[keyof typeof FINISH];

export const isFinish = (value: unknown): value is Finish => value === FINISH.matt || value === FINISH.glossy;

/** What a paper offers, kept as data so no code has to know paper or format ids. */
export interface PaperFinishes {
  coverFinishes: readonly Finish[];
  pagesFinishes: readonly Finish[];
  /** Cover and inner pages share one choice (softcover). */
  finishesLinked: boolean;
}

/** What a format allows; the mini format, for instance, is printed matt only. */
export interface FormatFinishes {
  allowedFinishes: readonly Finish[];
}

export interface FinishChoices {
  cover: readonly Finish[];
  pages: readonly Finish[];
  linked: boolean;
  /** A part with a single possible finish shows no choice (SPEC.md section 4). */
  showCoverChoice: boolean;
  showPagesChoice: boolean;
}

/** The finishes a customer can really pick for a paper in a format. */
export function finishChoices(paper: PaperFinishes, format: FormatFinishes): FinishChoices {
  const allowed = (offered: readonly Finish[]) => {
    const left = offered.filter((finish) => format.allowedFinishes.includes(finish));
    // A format that rules out all of a paper's finishes would be a catalogue error; fall back to
    // the format's own first finish rather than offering nothing.
    return left.length > 0 ? left : format.allowedFinishes.slice(0, 1);
  };
  const cover = allowed(paper.coverFinishes);
  const pages = allowed(paper.pagesFinishes);
  const linked = paper.finishesLinked;
  return {
    cover,
    pages: linked ? cover : pages,
    linked,
    showCoverChoice: cover.length > 1,
    showPagesChoice: !linked && pages.length > 1,
  };
}

/**
 * Settles a wished-for pair of finishes against what is possible: forced finishes win, a linked
 * paper takes the cover's choice for the pages, and anything not offered falls back to the first
 * option. Used both when restoring saved choices and when validating them on the server.
 */
export function settleFinishes(
  choices: FinishChoices,
  wished: { cover?: Finish | null; pages?: Finish | null },
): { cover: Finish; pages: Finish } {
  const pick = (options: readonly Finish[], want: Finish | null | undefined): Finish =>
    want != null && options.includes(want) ? want : (options[0] as Finish);
  const cover = pick(choices.cover, wished.cover);
  const pages = choices.linked ? cover : pick(choices.pages, wished.pages);
  return { cover, pages };
}
