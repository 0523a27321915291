import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDesigns } from '../../../lib/api/products/get-designs';
import { ChoiceCard } from '../components/choice-card';
import { GroupFilter } from '../components/group-filter';
import { RequireChoices } from '../components/require-choices';
import { chooseDesign } from '../model/selection';
import { updateSelection, useSelection } from '../model/selection-store';
import { STEP_PATHS } from '../model/step-paths';
import { SpreadPreview } from '../components/spread-preview';
import { prepareStep } from './prepare-step';

export const loader = () => prepareStep('design');

export function Component() {
  return (
    <RequireChoices step="design">
      <DesignStep />
    </RequireChoices>
  );
}

function DesignStep() {
  const { t } = useTranslation();
  const selection = useSelection();
  const designs = useDesigns(selection.formatId as number);
  const navigate = useNavigate();
  const [group, setGroup] = useState<string | null>(null);
  const [preview, setPreview] = useState<(typeof designs)[number] | null>(null);

  const groups = [...new Set(designs.flatMap((design) => design.groups))];
  const shown = group ? designs.filter((design) => design.groups.includes(group)) : designs;

  async function choose(themeId: number) {
    updateSelection((current) => chooseDesign(current, themeId));
    await navigate(STEP_PATHS.paper);
  }

  return (
    <section aria-labelledby="step-heading">
      <h1 id="step-heading">{t('selection.design.heading')}</h1>
      {groups.length > 1 && <GroupFilter groups={groups} active={group} onChange={setGroup} />}
      <div className="choice-grid">
        {shown.map((design) => (
          <ChoiceCard
            key={design.themeId}
            title={design.description}
            imageSrc={design.imageSrc}
            selected={selection.themeId === design.themeId}
            actionLabel={t('selection.design.choose', { name: design.description })}
            onChoose={() => void choose(design.themeId)}
            controls={
              <button type="button" className="button button--link" onClick={() => setPreview(design)}>
                {t('selection.design.preview')}
              </button>
            }
          >
            <p>{design.details}</p>
          </ChoiceCard>
        ))}
      </div>
      {preview && (
        <SpreadPreview
          title={t('selection.design.previewTitle', { name: preview.description })}
          src={preview.spreadSrc}
          onClose={() => setPreview(null)}
        />
      )}
    </section>
  );
}
