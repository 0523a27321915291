/**
 * The basket's ticks on /buecher live in this browser window (SPEC.md: isSelected is a client flag).
 * Kept here because the checkout clears the ticks of the books it has just ordered.
 */
export const CART_STORAGE_KEY = 'eb.bookCart';

/** Stored choices read back defensively: anything that is not { pk: boolean } is dropped. */
export function parseCartChoices(stored: string | null): Record<number, boolean> {
  try {
    const parsed: unknown = JSON.parse(stored ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const choices: Record<number, boolean> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (/^\d+$/.test(key) && typeof value === 'boolean') choices[Number(key)] = value;
    }
    return choices;
  } catch {
    return {};
  }
}

/** After an order its books leave the basket: an ordered book may be ordered again, but is not ticked by itself. */
export function forgetCartChoices(bookIds: readonly number[]): void {
  try {
    const choices = parseCartChoices(window.sessionStorage.getItem(CART_STORAGE_KEY));
    for (const id of bookIds) choices[id] = false;
    window.sessionStorage.setItem(CART_STORAGE_KEY, JSON.stringify(choices));
  } catch {
    // Storage switched off: nothing was kept, so nothing to forget.
  }
}

/** What the checkout hands to /buecher (location state) once the order is placed. */
export interface OrderPlacedState {
  orderPlaced: { orderNumber: string; email: string };
}

export function orderPlacedOf(state: unknown): OrderPlacedState['orderPlaced'] | null {
  const placed = (state as Partial<OrderPlacedState> | null)?.orderPlaced;
  return typeof placed?.orderNumber === 'string' && typeof placed.email === 'string' ? placed : null;
}
