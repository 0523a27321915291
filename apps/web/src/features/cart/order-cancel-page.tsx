import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { booksQuery } from '../../lib/api/books/get-books';
import { queryClient } from '../../lib/query-client';
import { cancelReservation } from '../../lib/api/cart/cart-api';
import './checkout.css';

/** /bestell-abbruch/:reservationId — frees the basket's books, then back to /buecher (SPEC.md section 2). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reservationId = useParams().reservationId ?? '';
  useEffect(() => {
    let active = true;
    // A basket that is gone already (expired, ordered, foreign) needs no cancelling: the list is the answer either way.
    void cancelReservation(reservationId)
      .catch(() => undefined)
      .then(async () => {
        await queryClient.invalidateQueries({ queryKey: booksQuery().queryKey });
        if (active) await navigate(paths.books, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [reservationId, navigate]);
  return (
    <div className="checkout-page">
      <h1>{t('cart.cancel.title')}</h1>
      <p role="status">{t('cart.cancel.text')}</p>
    </div>
  );
}
