import { describe, expect, it } from 'vitest';
import { nextStatuses } from './transitions';

describe('the status buttons an order offers', () => {
  it('follow the order’s way from received to shipped, with a storno until production', () => {
    expect(nextStatuses('received')).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses('confirmed')).toEqual(['in_production', 'cancelled']);
    expect(nextStatuses('in_production')).toEqual(['shipped']);
    expect(nextStatuses('shipped')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
  });
});
