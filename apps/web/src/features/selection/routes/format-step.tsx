import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { designsQuery } from '../../../lib/api/products/get-designs';
import { useFormats } from '../../../lib/api/products/get-formats';
import { papersQuery } from '../../../lib/api/products/get-papers';
import { queryClient } from '../../../lib/query-client';
import { useSubmitWithMessage } from '../../../lib/use-submit-with-message';
import { ChoiceCard } from '../components/choice-card';
import { chooseFormat } from '../model/selection';
import { updateSelection, useSelection } from '../model/selection-store';
import { STEP_PATHS } from '../model/step-paths';
import { prepareStep } from './prepare-step';

export const loader = () => prepareStep('format');

export function Component() {
  const { t } = useTranslation();
  const formats = useFormats();
  const selection = useSelection();
  const navigate = useNavigate();
  const submitWithMessage = useSubmitWithMessage();

  async function choose(formatId: number) {
    // The new format may not offer the chosen design or paper: ask the catalogue before keeping them.
    const offer = await submitWithMessage(
      Promise.all([queryClient.fetchQuery(designsQuery(formatId)), queryClient.fetchQuery(papersQuery(formatId))]),
      undefined,
      t('selection.format.loadFailed'),
    );
    // Not loaded: the message box has said so, and the visitor stays with the formats to try again.
    if (!offer) return;
    const [designs, papers] = offer;
    updateSelection((current) =>
      chooseFormat(current, formatId, {
        themeIds: designs.map((design) => design.themeId),
        paperIds: papers.map((paper) => paper.id),
      }),
    );
    await navigate(STEP_PATHS.design);
  }

  return (
    <section aria-labelledby="step-heading">
      <h1 id="step-heading">{t('selection.format.heading')}</h1>
      <div className="choice-grid">
        {formats.map((format) => (
          <ChoiceCard
            key={format.id}
            title={format.description}
            imageSrc={format.imageSrc}
            selected={selection.formatId === format.id}
            actionLabel={t('selection.format.choose', { name: format.description })}
            onChoose={() => void choose(format.id)}
          >
            <p className="choice-card__meta">{format.measurement}</p>
            <p className="choice-card__price">{format.priceInfo}</p>
            <p>{format.details}</p>
          </ChoiceCard>
        ))}
      </div>
    </section>
  );
}
