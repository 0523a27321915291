import type { BackOfficeOrder, OrderStatusChange } from '@eb/api-contract';
import { apiPost } from '../../../lib/api/api-client';
import { operatorOrderPath } from './order-keys';
import { useOrderChange } from './use-order-change';

/** POST /api/operator/orders/{orderNumber}/status: the server checks the transition and mails the customer. */
export const useChangeStatus = (orderNumber: string) =>
  useOrderChange(orderNumber, (change: OrderStatusChange) => apiPost<BackOfficeOrder>(`${operatorOrderPath(orderNumber)}/status`, change));
