import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { redirectStepFor, type SelectionStep } from '../model/selection';
import { useSelection } from '../model/selection-store';
import { STEP_PATHS } from '../model/step-paths';

/**
 * The loaders send a visitor to the earliest missing choice before a step shows; this does the same
 * while the step is open, should a choice go missing then, so a step never renders as an empty page.
 */
export function RequireChoices({ step, children }: { step: SelectionStep; children: ReactNode }) {
  const missing = redirectStepFor(step, useSelection());
  return missing ? <Navigate to={STEP_PATHS[missing]} replace /> : children;
}
