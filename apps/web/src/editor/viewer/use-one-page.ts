import { useSyncExternalStore } from 'react';

/** A phone held upright: a spread would be a narrow strip, so the flip-through shows one page at a time. */
const UPRIGHT_PHONE = '(max-width: 45rem) and (orientation: portrait)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(UPRIGHT_PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const matches = () => window.matchMedia(UPRIGHT_PHONE).matches;

export const useOnePage = (): boolean => useSyncExternalStore(subscribe, matches, () => false);
