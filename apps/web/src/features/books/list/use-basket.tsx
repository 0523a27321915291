import type { Book, CustomerInfo, UserInfo } from '@eb/api-contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths, reservationPath } from '../../../config/paths';
import { serverMessageOf } from '../../../lib/api/server-message';
import { whileBusy } from '../../../lib/busy';
import { showMessage } from '../../../lib/message-box';
import { queryClient } from '../../../lib/query-client';
import { booksQuery } from '../../../lib/api/books/get-books';
import { customerInfosQuery } from '../../../lib/api/shipping-addresses/get-customer-infos';
import { isStaleList, reserveBooks } from '../../../lib/api/cart/cart-api';
import { OrderForDialog, type OrderFor } from './order-for-dialog';

/**
 * The basket button of /buecher (SPEC.md sections 4 and 8): nothing while no book is ticked; the
 * ordering right; for whom (when the person works for companies); then the books are reserved with
 * the states the list shows, and the checkout opens.
 */
export function useBasket(selected: readonly Book[], user: UserInfo | null): { open: () => Promise<void>; dialog: ReactNode } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<{ customers: CustomerInfo[]; resolve: (choice: OrderFor | null) => void } | null>(null);

  const reloadList = () => queryClient.invalidateQueries({ queryKey: booksQuery().queryKey });

  async function open() {
    if (selected.length === 0) return;
    if (!user?.mayOrderBooks) {
      const answer = await showMessage({
        text: t('books.basket.notAllowed'),
        buttons: user?.isTemporary
          ? [
              { label: t('books.basket.register'), value: 'register', primary: true },
              { label: t('books.basket.close'), value: 'close' },
            ]
          : [{ label: t('books.basket.close'), value: 'close', primary: true }],
      });
      if (answer === 'register') await navigate(paths.register);
      return;
    }
    try {
      const customers = await queryClient.fetchQuery({ ...customerInfosQuery(), staleTime: 0 });
      const choice: OrderFor | null =
        customers.length === 0 ? { customerRapidId: null, shippingAddressId: 0 } : await new Promise((resolve) => setAsking({ customers, resolve }));
      setAsking(null);
      if (!choice) return;
      const { reservationId } = await whileBusy(() => reserveBooks({ bookStates: selected.map((book) => ({ bookPk: book.pk, state: book.state })), ...choice }));
      await navigate(reservationPath(paths.checkout, reservationId));
    } catch (error) {
      setAsking(null);
      await explain(error);
    }
  }

  async function explain(error: unknown) {
    if (isStaleList(error)) {
      await showMessage({ text: serverMessageOf(error) ?? '', buttons: [{ label: t('cart.basket.refresh'), value: 'refresh', primary: true }] });
    } else {
      await showMessage({ text: serverMessageOf(error) ?? t('cart.basket.failed'), buttons: [{ label: t('messageBox.ok'), value: 'ok', primary: true }] });
    }
    // SPEC.md section 8: after either answer the list is read again.
    await reloadList();
  }

  return { open, dialog: asking && <OrderForDialog customers={asking.customers} onDone={asking.resolve} /> };
}
