import { ORDER_STATUS_TRANSITIONS, type OrderStatus } from '@eb/api-contract';

/** The status buttons an order offers: the contract's table, the one the server checks against. */
export const nextStatuses = (status: OrderStatus): readonly OrderStatus[] => ORDER_STATUS_TRANSITIONS[status];
