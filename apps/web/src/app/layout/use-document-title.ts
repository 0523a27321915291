import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../route-handle';

/** Names the page in the tab (and for screen readers) from the deepest route that has a title. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches
    .map((match) => match.handle as RouteHandle | undefined)
    .findLast((candidate) => candidate?.titleKey != null);
  const title = handle?.titleKey ? t(handle.titleKey) : '';
  // A page whose title depends on its outcome (a confirmation link that failed) names it in its data.
  const outcomeKey = titleKeyIn(matches.at(-1)?.loaderData);
  const shown = outcomeKey ? t(outcomeKey) : title;
  useEffect(() => {
    document.title = shown ? `${shown} – ${t('app.name')}` : `${t('app.name')} – ${t('app.tagline')}`;
  }, [shown, t]);
}

function titleKeyIn(data: unknown): string | undefined {
  const key = typeof data === 'object' && data !== null && 'titleKey' in data ? data.titleKey : undefined;
  return typeof key === 'string' && key ? key : undefined;
}
