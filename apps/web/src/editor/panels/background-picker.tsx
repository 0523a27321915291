import { catalogueOf, type Background } from '@eb/book-model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorState, useEditorStore } from '../state/editor-context';
import { designColours } from './design-colours';
import { PageTargetChooser, usePageTarget } from './page-target';
import './panels.css';

interface Choice {
  key: string;
  name: string;
  background: Background | null;
  /** What the tile shows: the design's artwork, a colour, or white paper. */
  swatch: { src: string } | { color: string };
}

const sameBackground = (a: Background | null, b: Background | null): boolean => {
  if (a === null || b === null) return a === b;
  if (a.kind === 'design' && b.kind === 'design') return a.backgroundId === b.backgroundId;
  if (a.kind === 'color' && b.kind === 'color') return a.color.toLowerCase() === b.color.toLowerCase();
  return false;
};

/** The design's backgrounds, a few of its colours and white paper, for one page or every inner page. */
export function BackgroundPicker() {
  const { t } = useTranslation();
  const store = useEditorStore();
  const document = useEditorState((state) => state.document);
  const readOnly = useEditorState((state) => state.readOnly);
  const { choices, page, choose } = usePageTarget();
  const [allInner, setAllInner] = useState(false);
  const [message, setMessage] = useState<{ text: string; refused: boolean } | null>(null);
  const { design } = catalogueOf(document);
  if (!page || !design) return null;
  const inner = page.role === 'page';

  const options: Choice[] = [
    ...design.backgrounds.map((entry) => ({ key: entry.id, name: entry.name, background: { kind: 'design', backgroundId: entry.id } as const, swatch: { src: entry.src } })),
    ...designColours(design).map((colour) => ({
      key: colour.color,
      name: t(`editor.backgrounds.colours.${colour.key}`),
      background: { kind: 'color', color: colour.color } as const,
      swatch: { color: colour.color },
    })),
    { key: 'none', name: t('editor.backgrounds.none'), background: null, swatch: { color: '#ffffff' } },
  ];

  function apply(choice: Choice) {
    if (!page) return;
    const everywhere = inner && allInner;
    const text = t(everywhere ? 'editor.backgrounds.appliedAll' : 'editor.backgrounds.applied', { name: choice.name });
    const done = store.dispatch(everywhere ? { type: 'setBackground', background: choice.background } : { type: 'setBackground', pageId: page.id, background: choice.background }, { announce: text });
    setMessage(done ? { text, refused: false } : { text: store.getState().refusal ?? t('editor.backgrounds.failed'), refused: true });
  }

  return (
    <div className="panel">
      <PageTargetChooser choices={choices} pageId={page.id} onChoose={choose} />
      {inner && (
        <label className="panel-check">
          <input type="checkbox" checked={allInner} onChange={(event) => setAllInner(event.target.checked)} />
          <span>{t('editor.backgrounds.allInner')}</span>
        </label>
      )}
      {message && (
        <p className={message.refused ? 'panel__message panel__message--refused' : 'panel__message'} role="status">
          {message.text}
        </p>
      )}
      <ul className="background-list" aria-label={t('editor.backgrounds.listLabel')}>
        {options.map((choice) => {
          const isCurrent = sameBackground(page.background, choice.background);
          return (
            <li key={choice.key}>
              <button
                type="button"
                className="background-option"
                data-background={choice.key}
                aria-current={isCurrent ? 'true' : undefined}
                disabled={readOnly}
                onClick={() => apply(choice)}
              >
                {'src' in choice.swatch ? (
                  <img className="background-option__swatch" src={choice.swatch.src} alt="" loading="lazy" />
                ) : (
                  <span className="background-option__swatch" style={{ background: choice.swatch.color }} />
                )}
                <span className="background-option__name">{choice.name}</span>
                {isCurrent && <span className="layout-option__current">{t('editor.layouts.current')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
