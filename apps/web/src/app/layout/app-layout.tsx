import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import type { RouteHandle } from '../route-handle';
import { captureReferral } from '../../lib/referral';
import { BusyIndicator } from './busy-indicator';
import { ChristmasNotice } from './christmas-notice';
import { MessageBoxHost } from './message-box-host';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useDocumentTitle } from './use-document-title';

export function AppLayout() {
  const { t } = useTranslation();
  useDocumentTitle();
  useEffect(() => {
    // Marks the live app as running (the pre-rendered HTML is static until then); tests wait for it.
    document.documentElement.dataset.appReady = 'true';
  }, []);
  // A funeral director's link (`?bestatter=…`) on whatever page it leads to.
  const { search } = useLocation();
  useEffect(() => captureReferral(search), [search]);
  const wide = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.wide === true);
  return (
    <>
      <a className="skip-link" href="#inhalt">
        {t('app.skipToContent')}
      </a>
      {/* A wide page (the editor) fills exactly the window below the header; the footer lies below the fold. */}
      <div className={wide ? 'app-frame app-frame--wide' : 'app-frame'}>
        <ChristmasNotice />
        <SiteHeader />
        <main id="inhalt" className={wide ? 'site-main site-main--wide' : 'site-main'} tabIndex={-1}>
          <Suspense fallback={<p className="page-loading">{t('app.loading')}</p>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <SiteFooter />
      <MessageBoxHost />
      <BusyIndicator />
      <ScrollRestoration />
    </>
  );
}
