/** 'Hilfe nicht mehr anzeigen' holds for good in this browser (SPEC.md: the help overlay can be hidden permanently). */
export const HELP_HIDDEN_KEY = 'eb.editor.helpHidden';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function isHelpHidden(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(HELP_HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function hideHelpForGood(storage: Storage | undefined): void {
  try {
    storage?.setItem(HELP_HIDDEN_KEY, '1');
  } catch {
    // Storage refused (private mode): the help closes for this visit and comes back next time.
  }
}
