import { useTranslation } from 'react-i18next';

/** Design groups as toggle buttons: shown only when there is more than one group (SPEC.md). */
export function GroupFilter({ groups, active, onChange }: { groups: string[]; active: string | null; onChange: (group: string | null) => void }) {
  const { t } = useTranslation();
  const options: Array<{ value: string | null; label: string }> = [{ value: null, label: t('selection.design.allGroups') }, ...groups.map((group) => ({ value: group, label: group }))];
  return (
    <div role="group" aria-label={t('selection.design.groupsLabel')} className="group-filter">
      {options.map((option) => (
        <button
          key={option.label}
          type="button"
          className="group-filter__option"
          aria-pressed={active === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
