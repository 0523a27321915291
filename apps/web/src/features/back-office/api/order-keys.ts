/** The query keys of the back office's orders: one root, so a change can mark every list stale at once. */
export const ORDERS_KEY = ['back-office', 'orders'] as const;

export const operatorOrderPath = (orderNumber: string) => `/api/operator/orders/${encodeURIComponent(orderNumber)}`;
