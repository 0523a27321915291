import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ChoiceCardProps {
  title: string;
  imageSrc: string;
  imageAlt?: string;
  selected: boolean;
  actionLabel: string;
  onChoose: () => void;
  children?: ReactNode;
  /** Extra controls above the choose button (finish radios, preview link). */
  controls?: ReactNode;
}

/** One option of a selection step; the whole card is a calm, large target with one clear button. */
export function ChoiceCard({ title, imageSrc, imageAlt = '', selected, actionLabel, onChoose, children, controls }: ChoiceCardProps) {
  const { t } = useTranslation();
  return (
    <article className={selected ? 'choice-card choice-card--selected' : 'choice-card'}>
      <img className="choice-card__image" src={imageSrc} alt={imageAlt} width="600" height="450" loading="lazy" />
      <div className="choice-card__body">
        <h2 className="choice-card__title">
          {title}
          {selected && <span className="choice-card__badge">{t('selection.format.selected')}</span>}
        </h2>
        {children}
        {controls}
        <button type="button" className="button button--primary choice-card__action" onClick={onChoose}>
          {actionLabel}
        </button>
      </div>
    </article>
  );
}
