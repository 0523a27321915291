import type { TFunction } from 'i18next';
import type { EditorPhoto } from '../state/editor-store';
import type { FrameSpot } from './frame-boxes';
import { pageName } from './spread-names';
import { photoQuality, shownDpi, type PhotoQuality } from './quality';

const SHOWN_TEXT = 60;

/** What a screen reader hears for a frame: its kind, what it holds and on which page. */
export function frameLabel(t: TFunction, spot: FrameSpot, photos: ReadonlyMap<string, EditorPhoto>): string {
  const page = pageName(t, spot.page, spot.displayPage.pageNumber);
  const { frame } = spot;
  switch (frame.kind) {
    case 'photo': {
      if (!frame.photoId) return t('editor.canvas.frame.photoEmpty', { page });
      const fileName = photos.get(frame.photoId)?.fileName ?? t('editor.canvas.frame.unknownPhoto');
      return t('editor.canvas.frame.photo', { page, fileName });
    }
    case 'text': {
      const text = frame.text.replace(/\s+/g, ' ').trim();
      if (!text) return t('editor.canvas.frame.textEmpty', { page });
      return t('editor.canvas.frame.text', { page, text: text.length > SHOWN_TEXT ? `${text.slice(0, SHOWN_TEXT - 1)}…` : text });
    }
    case 'decoration':
      return t('editor.canvas.frame.decoration', { page });
  }
}

/** The quality of a placed photo and its plain explanation; null for an empty frame or another kind. */
export function frameQuality(t: TFunction, spot: FrameSpot): { quality: PhotoQuality; explanation: string } | null {
  if (spot.effectiveDpi === null) return null;
  const quality = photoQuality(spot.effectiveDpi);
  return { quality, explanation: t(`editor.canvas.quality.${quality}`, { dpi: shownDpi(spot.effectiveDpi) }) };
}
