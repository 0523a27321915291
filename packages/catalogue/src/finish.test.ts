import { describe, expect, it } from 'vitest';
import { FORMATS, PAPERS } from './data';
import { FINISH, finishChoices, settleFinishes } from './finish';

const paper = (id: number) => PAPERS.find((candidate) => candidate.id === id)!;
const format = (id: number) => FORMATS.find((candidate) => candidate.id === id)!;

describe('finishChoices (SPEC.md section 4, as data)', () => {
  it('forces matt in the mini format and shows no choice', () => {
    const choices = finishChoices(paper(3), format(4));
    expect(choices.cover).toEqual([FINISH.matt]);
    expect(choices.pages).toEqual([FINISH.matt]);
    expect(choices.showCoverChoice).toBe(false);
    expect(choices.showPagesChoice).toBe(false);
  });

  it('prints digital-print hardcover matt, cover and pages, with no choice shown', () => {
    const choices = finishChoices(paper(1), format(1));
    expect(choices.cover).toEqual([FINISH.matt]);
    expect(choices.pages).toEqual([FINISH.matt]);
    expect(choices.showCoverChoice).toBe(false);
  });

  it('gives softcover one shared choice for cover and pages', () => {
    const choices = finishChoices(paper(3), format(1));
    expect(choices.linked).toBe(true);
    expect(choices.showCoverChoice).toBe(true);
    expect(choices.showPagesChoice).toBe(false);
    expect(settleFinishes(choices, { cover: FINISH.glossy, pages: FINISH.matt })).toEqual({ cover: FINISH.glossy, pages: FINISH.glossy });
  });

  it('lets real-photo hardcover choose cover and pages separately', () => {
    const choices = finishChoices(paper(2), format(2));
    expect(choices.showCoverChoice).toBe(true);
    expect(choices.showPagesChoice).toBe(true);
    expect(settleFinishes(choices, { cover: FINISH.glossy, pages: FINISH.matt })).toEqual({ cover: FINISH.glossy, pages: FINISH.matt });
  });

  it('falls back to a possible finish when a wish is not offered', () => {
    const choices = finishChoices(paper(3), format(4));
    expect(settleFinishes(choices, { cover: FINISH.glossy, pages: FINISH.glossy })).toEqual({ cover: FINISH.matt, pages: FINISH.matt });
    expect(settleFinishes(choices, {})).toEqual({ cover: FINISH.matt, pages: FINISH.matt });
  });
});
