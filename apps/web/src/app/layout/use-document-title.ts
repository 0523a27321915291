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
  useEffect(() => {
    document.title = title ? `${title} – ${t('app.name')}` : `${t('app.name')} – ${t('app.tagline')}`;
  }, [title, t]);
}
