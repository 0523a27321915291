import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDITOR_SESSION_KEY, forgetLocalData } from './local-data';

/** A Storage over a Map, as the browser's (Object.keys lists the stored keys). */
function fakeStorage(entries: Record<string, string>): Storage {
  const storage = { ...entries } as Record<string, unknown>;
  Object.defineProperties(storage, {
    getItem: { value: (key: string) => (typeof storage[key] === 'string' ? storage[key] : null) },
    setItem: { value: (key: string, value: string) => void (storage[key] = value) },
    removeItem: { value: (key: string) => void delete storage[key] },
  });
  return storage as unknown as Storage;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('forgetting what this browser kept of a person', () => {
  it('removes the editor session and that person’s upload recovery state, and nobody else’s', async () => {
    const local = fakeStorage({ 'uppyState:photos-anna': '{}', 'uppyState:photos-bert': '{}', 'oidc.user': 'x' });
    const session = fakeStorage({ [EDITOR_SESSION_KEY]: 'tab-1' });
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
    await forgetLocalData('anna');
    expect(Object.keys(local).sort()).toEqual(['oidc.user', 'uppyState:photos-bert']);
    expect(session.getItem(EDITOR_SESSION_KEY)).toBeNull();
  });
});
