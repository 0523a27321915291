import type { PreflightProblem } from '@eb/book-layout';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { problemEntries, problemKey, problemPlace, problemText, type BookFacts } from './preflight-problems';
import './finishing.css';

interface ProblemListProps {
  severity: 'block' | 'warn';
  title: string;
  intro: string;
  problems: readonly PreflightProblem[];
  /** The page count's line names the paper's limits and the book's pages. */
  book?: BookFacts;
  /** Said once under the list (what dpi means, for the first group that shows a dpi value). */
  note?: string;
  /** 3 under the dialog's h2; 2 on the finalize page, whose title is the h1. */
  headingLevel?: 2 | 3;
  /** Without it the problems are plain list items (the finalize page has no editor to open). */
  onShow?: (problem: PreflightProblem) => void;
}

/** One group of the check's problems: 'Seite 5: Das Foto ist für den Druck zu unscharf (84 dpi).' */
export function ProblemList({ severity, title, intro, problems, book, note, headingLevel = 3, onShow }: ProblemListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={`finish-problems finish-problems--${severity}`} aria-labelledby={headingId} data-problems={severity}>
      <Heading id={headingId} className="finish-problems__title">
        {title}
      </Heading>
      <p className="finish-problems__intro">{intro}</p>
      <ul className={onShow ? 'finish-problems__list' : 'finish-problems__list finish-problems__list--plain'}>
        {problemEntries(problems).map(({ problem, count }) => {
          const content = (
            <>
              <span className="finish-problems__place">{problemPlace(t, problem)}:</span> {problemText(t, problem, count, book)}
            </>
          );
          return (
            <li key={problemKey(problem)} data-problem-code={problem.code}>
              {onShow ? (
                <button type="button" className="finish-problems__item" onClick={() => onShow(problem)}>
                  {content}
                </button>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ul>
      {note && <p className="finish-problems__note">{note}</p>}
    </section>
  );
}
