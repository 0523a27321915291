import { describe, expect, it } from 'vitest';
import { filterOf, searchOf } from './order-filter';

describe('the orders list’s choice in the address', () => {
  it('reads status, search and page, and writes them back the same', () => {
    const filter = filterOf(new URLSearchParams('status=in_production&suche=%20Lindner%20&seite=3'));
    expect(filter).toEqual({ status: 'in_production', query: 'Lindner', page: 3 });
    expect(searchOf(filter).toString()).toBe('status=in_production&suche=Lindner&seite=3');
  });

  it('treats anything unknown as all orders on the first page', () => {
    expect(filterOf(new URLSearchParams('status=lost&seite=-2'))).toEqual({ status: null, query: '', page: 1 });
    expect(filterOf(new URLSearchParams('seite=1.5')).page).toBe(1);
    expect(filterOf(new URLSearchParams(`suche=${'x'.repeat(150)}`)).query).toHaveLength(100);
    expect(searchOf({ status: null, query: '', page: 1 }).toString()).toBe('');
  });
});
