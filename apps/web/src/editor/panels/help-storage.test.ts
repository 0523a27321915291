import { describe, expect, it } from 'vitest';
import { HELP_HIDDEN_KEY, hideHelpForGood, isHelpHidden } from './help-storage';

describe('help overlay storage', () => {
  it('shows the help until it is hidden for good, then keeps it hidden', () => {
    const values = new Map<string, string>();
    const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
    expect(isHelpHidden(storage)).toBe(false);
    hideHelpForGood(storage);
    expect(values.get(HELP_HIDDEN_KEY)).toBe('1');
    expect(isHelpHidden(storage)).toBe(true);
  });

  it('shows the help when storage cannot be read, and survives storage that refuses to write', () => {
    const broken = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(isHelpHidden(broken)).toBe(false);
    expect(() => hideHelpForGood(broken)).not.toThrow();
    expect(isHelpHidden(undefined)).toBe(false);
  });
});
