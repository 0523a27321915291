import { formatsQuery } from '../../../lib/api/products/get-formats';
import { designsQuery } from '../../../lib/api/products/get-designs';
import { papersQuery } from '../../../lib/api/products/get-papers';
import { queryClient } from '../../../lib/query-client';
import { reconcileSelection } from '../model/reconcile';
import type { SelectionStep } from '../model/selection';
import { getSelection, updateSelection } from '../model/selection-store';
import { requireStep } from '../model/step-paths';

/**
 * The loader of every step: redirects when an earlier choice is missing, loads the catalogue the
 * step shows, and forgets stored choices that the catalogue no longer offers.
 */
export async function prepareStep(step: SelectionStep): Promise<null> {
  const selection = requireStep(step);
  const formats = await queryClient.ensureQueryData(formatsQuery());
  const formatId = selection.formatId;
  const [designs, papers] =
    formatId == null
      ? [undefined, undefined]
      : await Promise.all([
          queryClient.ensureQueryData(designsQuery(formatId)),
          step === 'design' ? undefined : queryClient.ensureQueryData(papersQuery(formatId)),
        ]);
  const reconciled = reconcileSelection(getSelection(), {
    formatIds: formats.map((format) => format.id),
    themeIds: designs?.map((design) => design.themeId),
    papers,
  });
  if (JSON.stringify(reconciled) !== JSON.stringify(getSelection())) {
    updateSelection(() => reconciled);
    requireStep(step);
  }
  return null;
}
