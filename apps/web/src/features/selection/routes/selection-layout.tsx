import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { StepBar } from '../components/step-bar';
import type { SelectionStep } from '../model/selection';
import { useSelection } from '../model/selection-store';
import './selection.css';

export interface SelectionStepHandle {
  selectionStep: SelectionStep;
}

export function Component() {
  const { t } = useTranslation();
  const selection = useSelection();
  const matches = useMatches();
  const step = matches
    .map((match) => (match.handle as Partial<SelectionStepHandle> | undefined)?.selectionStep)
    .findLast((candidate) => candidate != null);
  return (
    <div className="selection">
      <p className="selection__eyebrow">{t('selection.title')}</p>
      {step && <StepBar current={step} selection={selection} />}
      <Outlet />
    </div>
  );
}
