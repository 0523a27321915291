import { useEffect } from 'react';

/**
 * A photo dropped next to the drop zone would make the browser open it in place of the page (and
 * the running uploads would stop). While the upload page is shown, such a drop does nothing; the
 * drop zone handles its own drops before this sees them.
 */
export function useWindowDropGuard(): void {
  useEffect(() => {
    const ignore = (event: DragEvent) => {
      // Already taken by the drop zone (React's handlers run before the window's).
      if (event.defaultPrevented || !event.dataTransfer?.types.includes('Files')) return;
      event.preventDefault();
      if (event.type === 'dragover' && event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', ignore);
    window.addEventListener('drop', ignore);
    return () => {
      window.removeEventListener('dragover', ignore);
      window.removeEventListener('drop', ignore);
    };
  }, []);
}
