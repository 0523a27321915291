import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, forgetCartChoices, orderPlacedOf } from './basket-choices';

afterEach(() => vi.unstubAllGlobals());

describe('the basket after an order', () => {
  it('unticks the ordered books and keeps the other choices', () => {
    const stored = new Map<string, string>([[CART_STORAGE_KEY, JSON.stringify({ 1: true, 2: true, 3: false, 4: true })]]);
    vi.stubGlobal('window', { sessionStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) } });
    forgetCartChoices([1, 2]);
    expect(JSON.parse(stored.get(CART_STORAGE_KEY)!)).toEqual({ 1: false, 2: false, 3: false, 4: true });
  });

  it('reads the thanks handed to /buecher only when it is well formed', () => {
    expect(orderPlacedOf({ orderPlaced: { orderNumber: 'EB-2026-00001', email: 'a@b.example' } })).toEqual({ orderNumber: 'EB-2026-00001', email: 'a@b.example' });
    expect(orderPlacedOf({ orderPlaced: { orderNumber: 5 } })).toBeNull();
    expect(orderPlacedOf(null)).toBeNull();
  });
});
