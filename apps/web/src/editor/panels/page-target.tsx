import { locatePage } from '@eb/book-model';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorState, useEditorStore } from '../state/editor-context';
import { pageChoicesOf, selectedPageId, type PageChoice } from './page-choices';

/**
 * Which page of the current spread a picker works on: the page the selection is on, else the one
 * the person chose here, else the front (cover) or the first page of the spread.
 */
export function usePageTarget() {
  const document = useEditorState((state) => state.document);
  const spreadIndex = useEditorState((state) => state.spreadIndex);
  const selection = useEditorState((state) => state.selection);
  const choices = useMemo(() => pageChoicesOf(document, spreadIndex), [document, spreadIndex]);
  const selected = selectedPageId(document, choices, selection);
  const [chosen, setChosen] = useState<string | null>(selected);
  // A new selection on this spread becomes the chosen page (and stays so when the selection ends).
  const [seen, setSeen] = useState(selected);
  if (selected !== seen) {
    setSeen(selected);
    if (selected) setChosen(selected);
  }
  const fallback = choices.find((choice) => choice.role === 'front') ?? choices[0];
  const pageId = selected ?? (choices.some((choice) => choice.pageId === chosen) ? chosen : null) ?? fallback?.pageId ?? null;
  const page = pageId ? locatePage(document, pageId) : undefined;
  return { choices, page, choose: setChosen };
}

/** 'Linke Seite' / 'Rechte Seite' or 'Rückseite' / 'Buchrücken' / 'Vorderseite': a row of radio buttons. */
export function PageTargetChooser({ choices, pageId, onChoose }: { choices: PageChoice[]; pageId: string | undefined; onChoose: (pageId: string) => void }) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const name = useId();
  if (choices.length < 2) {
    const only = choices[0];
    return only ? <p className="panel-page-target__single">{t(`editor.pages.${only.labelKey}`)}</p> : null;
  }
  return (
    <fieldset className="panel-page-target">
      <legend className="panel-page-target__legend">{t('editor.pages.legend')}</legend>
      {choices.map((choice) => (
        <label key={choice.pageId} className="panel-page-target__option">
          <input
            type="radio"
            name={name}
            checked={choice.pageId === pageId}
            onChange={() => {
              onChoose(choice.pageId);
              // The canvas shows which page the pickers now work on.
              store.select({ kind: 'page', pageId: choice.pageId });
            }}
          />
          <span>{t(`editor.pages.${choice.labelKey}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
