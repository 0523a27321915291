import { useLayoutEffect, type RefObject } from 'react';

/**
 * A modal dialog unmounted while open (the editor left, the book turned read-only) is closed before
 * it leaves the page — a layout effect's cleanup runs while it is still attached — so the page
 * behind stops being inert and the browser gives the focus back to where it was.
 */
export function useCloseOnUnmount(dialogRef: RefObject<HTMLDialogElement | null>): void {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, [dialogRef]);
}
