import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { firstMissingStep, SELECTION_STEPS, type Selection, type SelectionStep } from '../model/selection';
import { STEP_PATHS } from '../model/step-paths';

type BarStep = SelectionStep | 'create';
const BAR_STEPS: ReadonlyArray<{ step: BarStep; labelKey: string }> = [
  { step: 'format', labelKey: 'selection.steps.format' },
  { step: 'design', labelKey: 'selection.steps.design' },
  { step: 'paper', labelKey: 'selection.steps.paper' },
  { step: 'details', labelKey: 'selection.steps.name' },
  { step: 'create', labelKey: 'selection.steps.create' },
];

/**
 * Format, design, paper, name, create (SPEC.md): steps before the first missing choice are done
 * and link back; later ones are dimmed and not links until their turn.
 */
export function StepBar({ current, selection }: { current: SelectionStep; selection: Selection }) {
  const { t } = useTranslation();
  const reachable = SELECTION_STEPS.indexOf(firstMissingStep(selection));
  return (
    <nav aria-label={t('selection.stepsLabel')} className="step-bar">
      <ol>
        {BAR_STEPS.map(({ step, labelKey }, index) => {
          const isCurrent = step === current;
          const isOpen = step !== 'create' && index <= reachable;
          const state = isCurrent ? 'current' : isOpen && index < reachable ? 'done' : isOpen ? 'open' : 'locked';
          const content = (
            <>
              <span className="step-bar__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="step-bar__label">{t(labelKey)}</span>
              {state !== 'open' && <span className="visually-hidden">, {t(`selection.stepState.${state}`)}</span>}
            </>
          );
          return (
            <li key={step} className={`step-bar__step step-bar__step--${state}`} data-step={step}>
              {isOpen && !isCurrent ? (
                <Link to={STEP_PATHS[step]}>{content}</Link>
              ) : (
                <span aria-current={isCurrent ? 'step' : undefined}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
