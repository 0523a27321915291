import { redirect, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { AppLayout } from './layout/app-layout';
import type { RouteHandle } from './route-handle';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';

const handle = (value: RouteHandle) => value;

/**
 * The route table, shared by the browser and the pre-renderer. Pages load lazily, so the landing
 * page carries only the shell; routes with API data sit under the data layout (TanStack Query).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('../features/intro/intro-page'), handle: handle({ titleKey: '' }) },
          { path: paths.intro, loader: () => redirect(paths.home) },
          { path: paths.legal.terms, lazy: () => import('../features/legal/content/agb-page'), handle: handle({ titleKey: 'legal.titles.terms' }) },
          { path: paths.legal.privacy, lazy: () => import('../features/legal/content/datenschutz-page'), handle: handle({ titleKey: 'legal.titles.privacy' }) },
          { path: paths.legal.payment, lazy: () => import('../features/legal/content/zahlungsarten-page'), handle: handle({ titleKey: 'legal.titles.payment' }) },
          { path: paths.legal.imprint, lazy: () => import('../features/legal/content/impressum-page'), handle: handle({ titleKey: 'legal.titles.imprint' }) },
          { path: paths.legal.shipping, lazy: () => import('../features/legal/content/versand-page'), handle: handle({ titleKey: 'legal.titles.shipping' }) },
          { path: paths.tutorial, lazy: () => import('../features/legal/content/anleitung-page'), handle: handle({ titleKey: 'legal.titles.tutorial' }) },
          { path: paths.addToCart, loader: () => redirect(paths.books) },
          { path: paths.startOver, loader: () => redirect(paths.books) },
          { path: paths.login, lazy: () => import('../features/account/login-page'), handle: handle({ titleKey: 'account.login.title' }) },
          { path: paths.signInCallback, lazy: () => import('../features/account/signin-callback-page'), handle: handle({ titleKey: 'account.login.title' }) },
          { path: paths.logout, lazy: () => import('../features/account/logout-page'), handle: handle({ titleKey: 'header.logout' }) },
          {
            lazy: () => import('./routes/data-layout'),
            children: [
              { path: paths.legal.prices, lazy: () => import('../features/prices/prices-page'), handle: handle({ titleKey: 'prices.title' }) },
              { path: paths.register, lazy: () => import('./routes/register-page'), handle: handle({ titleKey: 'account.register.title' }) },
              { path: paths.loginInterstitial, lazy: () => import('./routes/login-interstitial-page'), handle: handle({ titleKey: 'account.login.title' }) },
              { path: paths.registerInterstitial, lazy: () => import('./routes/register-interstitial-page'), handle: handle({ titleKey: 'account.register.title' }) },
              {
                path: paths.confirmRegistration,
                lazy: () => import('../features/account/confirm-registration-page'),
                handle: handle({ titleKey: 'account.confirm.doneTitle' }),
              },
              { path: paths.forgotPassword, lazy: () => import('../features/account/forgot-password-page'), handle: handle({ titleKey: 'account.forgot.title' }) },
              { path: paths.resetPassword, lazy: () => import('../features/account/reset-password-page'), handle: handle({ titleKey: 'account.reset.title' }) },
              { path: paths.profile, lazy: () => import('./routes/profile-page'), handle: handle({ titleKey: 'account.profile.title' }) },
              {
                path: paths.shippingAddresses,
                lazy: () => import('../features/addresses/shipping-addresses-page'),
                handle: handle({ titleKey: 'addresses.title', loadErrorKey: 'addresses.loadFailed' }),
              },
              {
                path: paths.confirmDataChange,
                lazy: () => import('../features/account/confirm-data-change-page'),
                handle: handle({ titleKey: 'account.profile.changedTitle' }),
              },
              {
                path: paths.confirmDeletion,
                lazy: () => import('../features/account/confirm-deletion-page'),
                handle: handle({ titleKey: 'account.deletion.title' }),
              },
              { path: paths.memorialTakeover, lazy: () => import('../features/memorial/takeover-page'), handle: handle({ titleKey: 'account.login.title' }) },
              {
                path: paths.memorialAdministration,
                lazy: () => import('../features/memorial/administration-page'),
                handle: handle({ titleKey: 'memorial.manage' }),
              },
              { path: paths.operatorMemorialPages, lazy: () => import('../features/operator/operator-pages-page'), handle: handle({ titleKey: 'operator.title' }) },
              { path: paths.backOffice, lazy: () => import('../features/back-office/orders-page'), handle: handle({ titleKey: 'backOffice.orders.title' }) },
              { path: paths.backOfficeOrder, lazy: () => import('../features/back-office/order-detail-page'), handle: handle({ titleKey: 'backOffice.orders.title' }) },
              { path: paths.backOfficeFeedback, lazy: () => import('../features/back-office/feedback-page'), handle: handle({ titleKey: 'backOffice.feedback.title' }) },
              { path: paths.memorialPage, lazy: () => import('../features/memorial/memorial-page'), handle: handle({ titleKey: 'memorial.eyebrow' }) },
              { path: paths.feedback, lazy: () => import('../features/feedback/feedback-page'), handle: handle({ titleKey: 'feedback.title' }) },
              {
                path: paths.selection.root,
                lazy: () => import('../features/selection/routes/selection-layout'),
                handle: handle({ titleKey: 'selection.title', loadErrorKey: 'selection.loadError' }),
                children: [
                  { index: true, loader: () => redirect(paths.selection.format) },
                  { path: 'format', lazy: () => import('../features/selection/routes/format-step'), handle: { selectionStep: 'format', titleKey: 'selection.steps.format' } },
                  { path: 'design', lazy: () => import('../features/selection/routes/design-step'), handle: { selectionStep: 'design', titleKey: 'selection.steps.design' } },
                  { path: 'papier', lazy: () => import('../features/selection/routes/paper-step'), handle: { selectionStep: 'paper', titleKey: 'selection.steps.paper' } },
                  { path: 'details', lazy: () => import('../features/selection/routes/details-step'), handle: { selectionStep: 'details', titleKey: 'selection.steps.name' } },
                  // From a template: the same page, without the step bar (SPEC.md).
                  { path: 'details/:bookId', lazy: () => import('../features/selection/routes/details-step'), handle: { titleKey: 'selection.steps.name' } },
                ],
              },
              { path: paths.books, lazy: () => import('../features/books/list/books-page'), handle: handle({ titleKey: 'header.books' }) },
              { path: paths.createBook, lazy: () => import('./routes/create-book-page'), handle: handle({ titleKey: 'bookWork.creating' }) },
              { path: paths.upload, lazy: () => import('./routes/upload-page'), handle: handle({ titleKey: 'upload.title' }) },
              { path: paths.editBook, lazy: () => import('./routes/editor-page'), handle: handle({ titleKey: 'bookWork.edit.title', wide: true }) },
              { path: paths.shareBook, lazy: () => import('./routes/share-page'), handle: handle({ titleKey: 'sharing.title' }) },
              { path: paths.sharedBookLanding, lazy: () => import('./routes/shared-book-landing-page'), handle: handle({ titleKey: 'sharing.landing.title' }) },
              { path: paths.confirmShare, lazy: () => import('../features/sharing/confirm-share-page'), handle: handle({ titleKey: 'sharing.confirm.title' }) },
              { path: paths.editSharedBook, lazy: () => import('./routes/shared-editor-page'), handle: handle({ titleKey: 'bookWork.edit.title', wide: true }) },
              { path: paths.checkout, lazy: () => import('../features/cart/checkout-page'), handle: handle({ titleKey: 'cart.checkout.title' }) },
              { path: paths.orderCancel, lazy: () => import('../features/cart/order-cancel-page'), handle: handle({ titleKey: 'cart.cancel.title' }) },
              { path: paths.orderError, lazy: () => import('../features/cart/order-error-page'), handle: handle({ titleKey: 'cart.failed.title' }) },
              { path: paths.finalize, lazy: () => import('./routes/finalize-page'), handle: handle({ titleKey: 'finalize.title' }) },
            ],
          },
          { path: '*', Component: NotFoundPage, handle: handle({ titleKey: 'notFound.title' }) },
        ],
      },
    ],
  },
];
