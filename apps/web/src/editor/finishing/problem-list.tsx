import type { PreflightProblem } from '@eb/book-layout';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { problemEntries, problemKey, problemPlace, problemText } from './preflight-problems';
import './finishing.css';

interface ProblemListProps {
  severity: 'block' | 'warn';
  title: string;
  intro: string;
  problems: readonly PreflightProblem[];
  /** Without it the problems are plain list items (the finalize page has no editor to open). */
  onShow?: (problem: PreflightProblem) => void;
}

/** One group of the check's problems: 'Seite 5: Das Foto ist für den Druck zu unscharf (84 dpi).' */
export function ProblemList({ severity, title, intro, problems, onShow }: ProblemListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={`finish-problems finish-problems--${severity}`} aria-labelledby={headingId} data-problems={severity}>
      <h3 id={headingId} className="finish-problems__title">
        {title}
      </h3>
      <p className="finish-problems__intro">{intro}</p>
      <ul className="finish-problems__list">
        {problemEntries(problems).map(({ problem, count }) => {
          const content = (
            <>
              <span className="finish-problems__place">{problemPlace(t, problem)}:</span> {problemText(t, problem, count)}
            </>
          );
          return (
            <li key={problemKey(problem)} data-problem-code={problem.code}>
              {onShow ? (
                <button type="button" className="finish-problems__item" onClick={() => onShow(problem)}>
                  {content}
                </button>
              ) : (
                <span className="finish-problems__item">{content}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
