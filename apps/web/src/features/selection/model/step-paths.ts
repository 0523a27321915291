import { redirect } from 'react-router';
import { paths } from '../../../config/paths';
import { redirectStepFor, type SelectionStep } from './selection';
import { getSelection } from './selection-store';

export const STEP_PATHS: Record<SelectionStep, string> = {
  format: paths.selection.format,
  design: paths.selection.design,
  paper: paths.selection.paper,
  details: paths.selection.details,
};

/** For loaders: throws a redirect to the earliest missing step, or returns the selection. */
export function requireStep(step: SelectionStep) {
  const selection = getSelection();
  const missing = redirectStepFor(step, selection);
  if (missing) throw redirect(STEP_PATHS[missing]);
  return selection;
}
