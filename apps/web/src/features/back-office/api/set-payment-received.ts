import type { BackOfficeOrder } from '@eb/api-contract';
import { apiPost } from '../../../lib/api/api-client';
import { operatorOrderPath } from './order-keys';
import { useOrderChange } from './use-order-change';

/** POST /api/operator/orders/{orderNumber}/payment: the invoice's money has come (or, taken back, not). */
export const useSetPaymentReceived = (orderNumber: string) =>
  useOrderChange(orderNumber, (received: boolean) => apiPost<BackOfficeOrder>(`${operatorOrderPath(orderNumber)}/payment`, { received }));
