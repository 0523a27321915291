import type { MemorialPageAdministration } from '@eb/api-contract';
import { useTranslation } from 'react-i18next';
import { formatGermanDate } from '../../../lib/dates';
import { useSubmitWithMessage } from '../../../lib/use-submit-with-message';
import { useSetEntryVisibility } from '../api/set-entry-visibility';

/** Waiting entries first; one button each to approve or to hide again. */
export function EntryModeration({ pageId, entries }: { pageId: string; entries: MemorialPageAdministration['entries'] }) {
  const { t } = useTranslation();
  const setVisibility = useSetEntryVisibility(pageId);
  const submitWithMessage = useSubmitWithMessage();
  const change = (entryId: number, visible: boolean) => submitWithMessage(setVisibility.mutateAsync({ entryId, visible }));
  return (
    <ul className="moderation">
      {entries.map((entry) => (
        <li key={entry.pk} className={entry.visible ? 'moderation__entry' : 'moderation__entry moderation__entry--waiting'}>
          <p className="moderation__kind">
            {t(`memorial.admin.kind.${entry.kind}`)} · {entry.visible ? t('memorial.admin.visible') : t('memorial.admin.waiting')}
          </p>
          {entry.text && <p className="entry__text">{entry.text}</p>}
          <p className="entry__meta">
            {entry.name} · {formatGermanDate(entry.created)}
          </p>
          <button type="button" className={entry.visible ? 'button button--secondary' : 'button button--primary'} onClick={() => void change(entry.pk, !entry.visible)}>
            {entry.visible ? t('memorial.admin.hide') : t('memorial.admin.approve')}
            <span className="visually-hidden">: {entry.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
