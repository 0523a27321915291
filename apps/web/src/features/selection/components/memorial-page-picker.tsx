import type { LinkableMemorialPage } from '@eb/api-contract';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/session';
import { formatGermanDate } from '../../../lib/dates';

export interface ChosenMemorialPage {
  id: string;
  description: string;
}

interface PickerProps {
  pages: LinkableMemorialPage[];
  /** Funeral directors tell many pages apart by the extended description (SPEC.md). */
  extended: boolean;
  chosen: ChosenMemorialPage | undefined;
  onChoose: (page: ChosenMemorialPage | undefined) => void;
  text: string;
  onTextChange: (text: string) => void;
  error: string | undefined;
}

const MAX_SUGGESTIONS = 6;

/**
 * The memorial-page typeahead of the details step: an ARIA combobox (list autocomplete). Typing
 * filters the pages; arrows and Enter, or a tap, choose one. Text without a choice is reported to
 * the form, which refuses it with SPEC.md's message.
 */
export function MemorialPagePicker({ pages, extended, chosen, onChoose, text, onTextChange, error }: PickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const lastVisitedPageId = useSession().user?.lastVisitedPageId ?? null;
  // SPEC.md lastVisitedPageId: the page the user last came from is chosen for them — once, so a
  // page they removed stays removed while they are here.
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current) return;
    preselected.current = true;
    const last = chosen ? undefined : pages.find((page) => page.id === lastVisitedPageId);
    if (last) onChoose({ id: last.id, description: last.description });
  }, [chosen, pages, lastVisitedPageId, onChoose]);
  const label = (page: LinkableMemorialPage) => (extended && page.extendedDescription ? page.extendedDescription : page.description);
  const query = text.trim().toLowerCase();
  const suggestions = pages.filter((page) => `${page.description} ${page.extendedDescription ?? ''}`.toLowerCase().includes(query)).slice(0, MAX_SUGGESTIONS);
  const expanded = open && query.length > 0 && suggestions.length > 0;

  const choose = (page: LinkableMemorialPage) => {
    onChoose({ id: page.id, description: page.description });
    onTextChange('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (suggestions.length === 0 ? 0 : (current + step + suggestions.length) % suggestions.length));
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const page = suggestions[active];
      if (page) choose(page);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  if (chosen) {
    return (
      <div className="form-field memorial-picker">
        <span className="memorial-picker__label">{t('selection.details.memorialLabel')}</span>
        <p className="memorial-picker__chosen">
          <span>{t('selection.details.memorialChosen', { name: chosen.description })}</span>
          <button type="button" className="button button--secondary" onClick={() => onChoose(undefined)}>
            {t('selection.details.memorialRemove')}
          </button>
        </p>
      </div>
    );
  }

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="form-field memorial-picker">
      <label htmlFor={`${id}-input`}>{t('selection.details.memorialLabel')}</label>
      <p id={`${id}-hint`} className="form-field__hint">
        {t('selection.details.memorialHint')}
      </p>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={text}
        onChange={(event) => {
          onTextChange(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={`${id}-list`} role="listbox" aria-label={t('selection.details.memorialSuggestions')} className="memorial-picker__list" hidden={!expanded}>
        {suggestions.map((page, index) => (
          <li
            key={page.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className="memorial-picker__option"
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(page);
            }}
          >
            <span className="memorial-picker__name">{label(page)}</span>
            {/* The extended description already names the date of death. */}
            {!(extended && page.extendedDescription) && page.dateOfDeath && formatGermanDate(page.dateOfDeath) && (
              <span className="memorial-picker__date">{t('selection.details.memorialDied', { date: formatGermanDate(page.dateOfDeath) })}</span>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
