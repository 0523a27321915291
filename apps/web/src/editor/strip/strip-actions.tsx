import type { PaperPricing } from '@eb/catalogue';
import { pageCount } from '@eb/book-model';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { spreadTitle } from '../canvas/spread-names';
import { useEditorState, useEditorStore } from '../state/editor-context';
import { addChoice, removeChoice } from './page-steps';

interface StripActionsProps {
  pages: number;
  price: string | null;
  pricing: PaperPricing | null;
}

/** 'Seiten hinzufügen' / 'Seiten entfernen' in the paper's step, the page count and the live price. */
export function StripActions({ pages, price, pricing }: StripActionsProps) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const document = useEditorState((state) => state.document);
  const spreadIndex = useEditorState((state) => state.spreadIndex);
  const readOnly = useEditorState((state) => state.readOnly);
  const [confirming, setConfirming] = useState<string | null>(null);
  const reasonId = useId();
  const add = pricing ? addChoice(document, pricing, spreadIndex) : null;
  const remove = pricing ? removeChoice(document, pricing, spreadIndex) : null;
  const removeKey = remove?.allowed ? remove.spreadIds.join('|') : null;
  const reasons = [add && !add.allowed ? t(add.reason.key, add.reason.values ?? {}) : null, remove && !remove.allowed ? t(remove.reason.key, remove.reason.values ?? {}) : null].filter(Boolean);

  function addPages() {
    if (!add?.allowed) return;
    const afterIndex = 1 + document.spreads.findIndex((spread) => spread.id === add.afterSpreadId);
    const message = t('editor.strip.added', { count: add.count * 2, pages: pageCount(document) + add.count * 2 });
    if (store.dispatch({ type: 'addSpreads', afterSpreadId: add.afterSpreadId, count: add.count }, { announce: message })) store.setSpread(afterIndex + 1);
  }

  function removePages(confirmed: boolean) {
    if (!remove?.allowed) return;
    if (remove.holdsContent && !confirmed) {
      setConfirming(removeKey);
      return;
    }
    setConfirming(null);
    const count = remove.spreadIds.length * 2;
    const message = t('editor.strip.removed', { count, pages: pageCount(document) - count });
    if (store.dispatch({ type: 'removeSpreads', spreadIds: remove.spreadIds }, { announce: message })) store.setSpread(remove.firstIndex);
  }

  const removedNames = remove?.allowed ? `${spreadTitle(document, remove.firstIndex)}${remove.spreadIds.length > 1 ? ` – ${spreadTitle(document, remove.firstIndex + remove.spreadIds.length - 1)}` : ''}` : '';
  return (
    <div className="strip-actions">
      <div className="strip-actions__buttons">
        <button type="button" className="action-button" disabled={readOnly || !add?.allowed} aria-describedby={reasons.length ? reasonId : undefined} onClick={addPages}>
          {t('editor.strip.add')}
        </button>
        <button type="button" className="action-button" disabled={readOnly || !remove?.allowed} aria-describedby={reasons.length ? reasonId : undefined} onClick={() => removePages(false)}>
          {t('editor.strip.remove')}
        </button>
      </div>
      <p className="strip-actions__summary">
        <span data-book-pages={pages}>{t('editor.strip.pages', { count: pages })}</span>
        {price && (
          <>
            {' · '}
            <span data-book-price>{price}</span>
          </>
        )}
      </p>
      {reasons.length > 0 && (
        <p id={reasonId} className="strip-actions__reason">
          {reasons.join(' ')}
        </p>
      )}
      {confirming !== null && confirming === removeKey && (
        <div className="strip-actions__confirm" role="alertdialog" aria-label={t('editor.strip.confirmTitle')}>
          <p>{t('editor.strip.confirm', { names: removedNames })}</p>
          <button type="button" className="action-button action-button--danger" onClick={() => removePages(true)} autoFocus>
            {t('editor.strip.confirmRemove')}
          </button>
          <button type="button" className="action-button" onClick={() => setConfirming(null)}>
            {t('editor.strip.confirmKeep')}
          </button>
        </div>
      )}
    </div>
  );
}
