import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useFormats } from '../../../lib/api/products/get-formats';
import { usePapers } from '../../../lib/api/products/get-papers';
import { PaperCard } from '../components/paper-card';
import { RequireChoices } from '../components/require-choices';
import { choosePaper } from '../model/selection';
import { updateSelection, useSelection } from '../model/selection-store';
import { STEP_PATHS } from '../model/step-paths';
import { prepareStep } from './prepare-step';

export const loader = () => prepareStep('paper');

export function Component() {
  return (
    <RequireChoices step="paper">
      <PaperStep />
    </RequireChoices>
  );
}

function PaperStep() {
  const { t } = useTranslation();
  const selection = useSelection();
  const formatId = selection.formatId as number;
  const format = useFormats().find((candidate) => candidate.id === formatId);
  const papers = usePapers(formatId);
  const navigate = useNavigate();
  // A format the catalogue no longer offers: its step's loader drops it and shows the formats.
  if (!format) return <Navigate to={STEP_PATHS.format} replace />;

  return (
    <section aria-labelledby="step-heading">
      <h1 id="step-heading">{t('selection.paper.heading')}</h1>
      <div className="choice-grid">
        {papers.map((paper) => (
          <PaperCard
            key={paper.id}
            paper={paper}
            format={format}
            selected={selection.paperId === paper.id}
            saved={{ cover: selection.cover, pages: selection.pages }}
            onChoose={(finishes) => {
              updateSelection((current) => choosePaper(current, paper.id, finishes));
              void navigate(STEP_PATHS.details);
            }}
          />
        ))}
      </div>
    </section>
  );
}
