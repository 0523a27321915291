import { useCallback, useState } from 'react';
import type { StageSize } from './fit';

/** The element's inner size, followed with a ResizeObserver (the window, the side panel, a phone turned). */
export function useStageSize(): [(element: HTMLElement | null) => void, StageSize | null] {
  const [size, setSize] = useState<StageSize | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const measure = () => {
      const next = { width: element.clientWidth, height: element.clientHeight };
      setSize((previous) => (previous && previous.width === next.width && previous.height === next.height ? previous : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // React 19 calls a ref's returned function when the element goes.
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}
