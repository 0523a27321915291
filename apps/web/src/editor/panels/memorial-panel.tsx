import { useQuery } from '@tanstack/react-query';
import { locateFrame } from '@eb/book-model';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorState, useEditorStore } from '../state/editor-context';
import { isBookmarked, loadBookmarks, toggleBookmark, type Bookmark } from './bookmarks';
import { getMemorialData } from './memorial-api';
import { MemorialItemRow } from './memorial-item';
import { appendText, memorialItems, type MemorialGroup, type MemorialItem } from './memorial-items';
import './panels.css';
import './memorial-panel.css';

const GROUPS: MemorialGroup[] = ['data', 'appointment', 'candle', 'condolence', 'gift', 'quote'];
const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * SPEC.md 'bearbeiten': the deceased's data, appointments, candles, condolences, gifts and quotes of
 * the memorial page linked to the book. Every item can be bookmarked (kept in this browser per
 * book), inserted into the selected text frame, or dragged onto a text frame.
 */
export function MemorialPanel({ bookId, linked }: { bookId: number; /** Whether the book has a memorial page; undefined = not known, ask. */ linked?: boolean | undefined }) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const readOnly = useEditorState((state) => state.readOnly);
  const query = useQuery({ queryKey: ['editor', 'memorial-data', bookId, linked], queryFn: ({ signal }) => getMemorialData(bookId, signal, linked), staleTime: 5 * 60_000 });
  const [bookmarks, setBookmarks] = useState<Bookmark[]>(() => loadBookmarks(storage(), bookId));
  const [onlyBookmarks, setOnlyBookmarks] = useState(false);
  const [message, setMessage] = useState<{ text: string; refused: boolean } | null>(null);
  const groups = useMemo(() => (query.data ? memorialItems(query.data, t) : null), [query.data, t]);

  function insert(item: MemorialItem) {
    const state = store.getState();
    const frame = state.selection.kind === 'frame' ? locateFrame(state.document, state.selection.frameId)?.frame : undefined;
    if (frame?.kind !== 'text') {
      setMessage({ text: t('editor.memorial.noTextFrame'), refused: true });
      store.announce(t('editor.memorial.noTextFrame'));
      return;
    }
    const text = t('editor.memorial.inserted', { label: item.label });
    const done = store.dispatch({ type: 'setText', frameId: frame.id, text: appendText(frame.text, item.text) }, { announce: text });
    setMessage(done ? { text, refused: false } : { text: store.getState().refusal ?? t('editor.memorial.insertFailed'), refused: true });
  }

  if (query.isPending) return <p className="panel panel__message" role="status">{t('editor.memorial.loading')}</p>;
  if (!groups || !query.data) return null;
  const page = query.data.page;
  const name = groups.data.find((item) => item.pk === 2)?.text;
  const shown = (items: MemorialItem[]) => (onlyBookmarks ? items.filter((item) => isBookmarked(bookmarks, item)) : items);
  const visible = GROUPS.map((group) => [group, shown(groups[group])] as const).filter(([, items]) => items.length > 0);

  return (
    <div className="panel memorial-panel">
      {page ? <h2 className="memorial-panel__name">{name ?? t('editor.memorial.title')}</h2> : <p className="memorial-panel__none">{t('editor.memorial.noPage')}</p>}
      <p className="memorial-panel__hint">{t('editor.memorial.hint')}</p>
      <label className="panel-check">
        <input type="checkbox" checked={onlyBookmarks} onChange={(event) => setOnlyBookmarks(event.target.checked)} />
        <span>{t('editor.memorial.onlyBookmarks')}</span>
      </label>
      {visible.length === 0 && <p className="memorial-panel__none">{t(onlyBookmarks ? 'editor.memorial.noBookmarks' : 'editor.memorial.empty')}</p>}
      {visible.map(([group, items]) => (
        // The deceased's data and the appointments are open; the long lists open on demand (all with 'Nur Lesezeichen').
        <details key={group} className="memorial-group" open={onlyBookmarks || group === 'data' || group === 'appointment'}>
          <summary>
            <h3 className="memorial-group__title">{t(`editor.memorial.groups.${group}`)}</h3>
            <span className="memorial-group__count">({items.length})</span>
          </summary>
          <ul className="memorial-group__list">
            {items.map((item) => (
              <MemorialItemRow
                key={`${item.type}:${item.pk}`}
                item={item}
                readOnly={readOnly}
                bookmarked={isBookmarked(bookmarks, item)}
                onToggleBookmark={() => setBookmarks((current) => toggleBookmark(storage(), bookId, current, item))}
                onInsert={() => insert(item)}
              />
            ))}
          </ul>
        </details>
      ))}
      {message && (
        <p className={message.refused ? 'panel__message panel__message--refused' : 'panel__message'} role="status">
          {message.text}
        </p>
      )}
    </div>
  );
}
