import type { Format, Paper } from '@eb/api-contract';
import { bookPriceCents, finishChoices, formatEuro, settleFinishes, type Finish } from '@eb/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from './choice-card';
import { FinishPicker } from './finish-picker';

interface PaperCardProps {
  paper: Paper;
  format: Format;
  selected: boolean;
  /** Finishes saved earlier for this paper, restored on its card. */
  saved: { cover?: Finish | undefined; pages?: Finish | undefined };
  onChoose: (finishes: { cover: Finish; pages: Finish }) => void;
}

export function PaperCard({ paper, format, selected, saved, onChoose }: PaperCardProps) {
  const { t } = useTranslation();
  const choices = finishChoices(
    { coverFinishes: paper.coverOptions, pagesFinishes: paper.pagesOptions, finishesLinked: paper.finishesLinked },
    { allowedFinishes: format.allowedFinishes },
  );
  const [finishes, setFinishes] = useState(() =>
    settleFinishes(choices, selected ? saved : { cover: paper.coverOption, pages: paper.pagesOption }),
  );
  const setCover = (cover: Finish) => setFinishes((current) => settleFinishes(choices, { ...current, cover }));
  const setPages = (pages: Finish) => setFinishes((current) => settleFinishes(choices, { ...current, pages }));

  return (
    <ChoiceCard
      title={paper.description}
      imageSrc={paper.imageSrc}
      selected={selected}
      actionLabel={t('selection.paper.choose', { name: paper.description })}
      onChoose={() => onChoose(finishes)}
      controls={
        <div className="paper-finishes">
          {choices.linked ? (
            <FinishPicker label={t('selection.paper.coverAndPages')} options={choices.cover} value={finishes.cover} onChange={setCover} />
          ) : (
            <>
              <FinishPicker label={t('selection.paper.cover')} options={choices.cover} value={finishes.cover} onChange={setCover} />
              <FinishPicker label={t('selection.paper.pages')} options={choices.pages} value={finishes.pages} onChange={setPages} />
            </>
          )}
        </div>
      }
    >
      <p className="choice-card__price">{t('selection.paper.fromPrice', { price: formatEuro(bookPriceCents(paper.pricing)) })}</p>
      <p className="choice-card__meta">
        {t('selection.paper.minPages', { count: paper.minPages })} ·{' '}
        {t('selection.paper.extraPages', { pages: paper.pricing.stepPages, price: formatEuro(paper.pricing.stepPriceCents) })}
      </p>
      <p>{paper.details}</p>
    </ChoiceCard>
  );
}
