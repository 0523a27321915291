import type { MemorialEntry } from '@eb/api-contract';
import { useTranslation } from 'react-i18next';
import { formatGermanDate } from '../../../lib/dates';

/** Candles as small cards with a flame, condolences and gifts as letters. */
export function EntryList({ entries, kind }: { entries: MemorialEntry[]; kind: 'candles' | 'condolences' | 'gifts' }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p className="entry-empty">{t(`memorial.${kind}.empty`)}</p>;
  return (
    <ul className={`entry-list entry-list--${kind}`}>
      {entries.map((entry) => (
        <li key={entry.pk} className="entry">
          {kind === 'candles' && <span className="entry__flame" aria-hidden="true" />}
          {entry.text && <p className="entry__text">{entry.text}</p>}
          <p className="entry__meta">
            {entry.name} · {formatGermanDate(entry.created)}
          </p>
        </li>
      ))}
    </ul>
  );
}
