import { describe, expect, it } from 'vitest';
import { beginBusy, busyStore, currentBusyMessage, whileBusy } from './busy';

describe('busy spinner state', () => {
  it('nests: stays busy until the last call ends, in one period', async () => {
    const periodBefore = busyStore.get().period;
    const endOuter = beginBusy('Email wird versendet');
    const endInner = beginBusy();
    expect(busyStore.get().entries).toHaveLength(2);
    expect(busyStore.get().period).toBe(periodBefore + 1);
    expect(currentBusyMessage(busyStore.get().entries)).toBe('Email wird versendet');
    endOuter();
    endOuter(); // ending twice changes nothing
    expect(busyStore.get().entries).toHaveLength(1);
    endInner();
    expect(busyStore.get().entries).toHaveLength(0);
    await whileBusy(Promise.resolve(1));
    expect(busyStore.get().period).toBe(periodBefore + 2);
  });

  it('ends even when the work fails', async () => {
    await expect(whileBusy(() => Promise.reject(new Error('kaputt')), 'Benutzer wird geladen')).rejects.toThrow('kaputt');
    expect(busyStore.get().entries).toHaveLength(0);
  });
});
