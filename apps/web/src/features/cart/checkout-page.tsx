import { ORDER_MESSAGES } from '@eb/api-contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths, reservationPath } from '../../config/paths';
import { ApiRequestError } from '../../lib/api/api-client';
import { serverMessageOf } from '../../lib/api/server-message';
import { booksQuery } from '../../lib/api/books/get-books';
import { queryClient } from '../../lib/query-client';
import { checkoutQuery, isReservationGone, placeOrder } from '../../lib/api/cart/cart-api';
import { forgetCartChoices, type OrderPlacedState } from '../../lib/basket-choices';
import { CheckoutForm, type CheckoutSubmission } from './checkout-form';
import { requireMayOrder } from './may-order';
import './checkout.css';

export const loader = requireMayOrder;

/** /warenkorb/:reservationId — the checkout of one reservation. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reservationId = useParams().reservationId ?? '';
  const checkout = useQuery(checkoutQuery(reservationId));
  const [gone, setGone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A second click before the button is disabled sends nothing more (the server would answer the same order anyway).
  const sending = useRef(false);
  // The form is gone when the basket turns out to be: the focus goes to the heading above the explanation.
  useEffect(() => {
    if (gone) document.getElementById('checkout-title')?.focus();
  }, [gone]);

  async function order(submission: CheckoutSubmission) {
    if (sending.current) return;
    sending.current = true;
    setProblem(null);
    try {
      const placed = await placeOrder({ reservationId, ...submission, paymentMethod: 'invoice', acceptTerms: true });
      forgetCartChoices(submission.quantities.map((line) => line.bookPk));
      await queryClient.invalidateQueries({ queryKey: booksQuery().queryKey });
      const state: OrderPlacedState = { orderPlaced: { orderNumber: placed.orderNumber, email: placed.email } };
      // Replacing the checkout: Back from the thanks leads to the list, not to a basket that is ordered.
      await navigate(paths.books, { state, replace: true });
    } catch (error) {
      if (isReservationGone(error)) return setGone(true);
      // Bad input the form did not catch (the server knows more): said beside the button, to be corrected.
      if (error instanceof ApiRequestError && error.status === 400) return setProblem(serverMessageOf(error));
      await navigate(reservationPath(paths.orderError, reservationId), { state: { message: serverMessageOf(error) } });
    } finally {
      sending.current = false;
    }
  }

  const heading = (
    <h1 id="checkout-title" tabIndex={-1}>
      {t('cart.checkout.title')}
    </h1>
  );
  if (gone || isReservationGone(checkout.error)) {
    return (
      <div className="checkout-page checkout-page--message">
        {heading}
        <p role="alert">{ORDER_MESSAGES.reservationGone}</p>
        <Link to={paths.books} className="button button--primary">
          {t('cart.toBooks')}
        </Link>
      </div>
    );
  }
  if (checkout.isPending) {
    return (
      <div className="checkout-page">
        {heading}
        <p role="status">{t('cart.checkout.loading')}</p>
      </div>
    );
  }
  if (checkout.isError) {
    return (
      <div className="checkout-page checkout-page--message">
        {heading}
        <p role="alert">{serverMessageOf(checkout.error) ?? t('cart.checkout.loadFailed')}</p>
        <Link to={paths.books} className="button button--primary">
          {t('cart.toBooks')}
        </Link>
      </div>
    );
  }
  return (
    <div className="checkout-page">
      {heading}
      <p className="checkout-page__lead">{checkout.data.company ? t('cart.checkout.leadCompany', { company: checkout.data.company.name }) : t('cart.checkout.leadPrivate')}</p>
      <CheckoutForm checkout={checkout.data} problem={problem} onSubmit={order} />
    </div>
  );
}
