import { isFinish } from '@eb/catalogue';
import type { Selection } from './selection';

/** SPEC.md: the selection lives in session storage, so it survives a reload but not a new tab. */
const STORAGE_KEY = 'eb.selection';

export function loadSelection(storage: Pick<Storage, 'getItem'> = sessionStorage): Selection {
  try {
    const raw: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    return sanitise(raw);
  } catch {
    return {};
  }
}

export function saveSelection(selection: Selection, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(selection));
}

/** Whatever is in storage may be old or edited by hand: keep only well-formed values. */
function sanitise(raw: unknown): Selection {
  if (typeof raw !== 'object' || raw === null) return {};
  const value = raw as Record<string, unknown>;
  const id = (input: unknown) => (typeof input === 'number' && Number.isInteger(input) && input > 0 ? input : undefined);
  const selection: Selection = {};
  const formatId = id(value.formatId);
  const themeId = id(value.themeId);
  const paperId = id(value.paperId);
  if (formatId) selection.formatId = formatId;
  if (themeId) selection.themeId = themeId;
  if (paperId) selection.paperId = paperId;
  if (isFinish(value.cover)) selection.cover = value.cover;
  if (isFinish(value.pages)) selection.pages = value.pages;
  if (typeof value.description === 'string') selection.description = value.description;
  const page = value.memorialPage as Record<string, unknown> | null | undefined;
  if (page && typeof page.id === 'string' && typeof page.description === 'string') selection.memorialPage = { id: page.id, description: page.description };
  return selection;
}
