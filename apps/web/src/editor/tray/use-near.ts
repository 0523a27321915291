import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Tells an element's callback when it comes near or leaves the visible part of a scrolling list. */
export type NearWatcher = ((element: Element, onChange: (near: boolean) => void) => () => void) | null;

/**
 * One IntersectionObserver for a whole list (300 tray photos, 50 spreads), rooted at the list's
 * scrolling element so the margin reaches past its edges: only what is near gets its image or its
 * drawing. Null without IntersectionObserver (then everything counts as near).
 */
export function useNearWatcher(root: RefObject<Element | null>, margin: string): NearWatcher {
  const callbacks = useRef(new Map<Element, (near: boolean) => void>());
  const [observer, setObserver] = useState<IntersectionObserver | null>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const created = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) callbacks.current.get(entry.target)?.(entry.isIntersecting);
      },
      { root: root.current, rootMargin: margin },
    );
    setObserver(created);
    return () => created.disconnect();
  }, [root, margin]);
  const watch = useCallback(
    (element: Element, onChange: (near: boolean) => void) => {
      if (!observer) return () => undefined;
      callbacks.current.set(element, onChange);
      observer.observe(element);
      return () => {
        callbacks.current.delete(element);
        observer.unobserve(element);
      };
    },
    [observer],
  );
  return typeof IntersectionObserver === 'undefined' ? null : watch;
}

/** Whether the element is near the visible part of its list; sticky keeps it true once it was. */
export function useIsNear(watch: NearWatcher, element: RefObject<Element | null>, sticky: boolean): boolean {
  const [near, setNear] = useState(watch === null);
  useEffect(() => {
    const target = element.current;
    if (!watch || !target) return;
    return watch(target, (next) => setNear((before) => (sticky && before) || next));
  }, [watch, element, sticky]);
  return near;
}
