import type { Finish } from '@eb/catalogue';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface FinishPickerProps {
  label: string;
  options: readonly Finish[];
  value: Finish;
  onChange: (finish: Finish) => void;
}

/** Matt or glossy as large radio buttons; a single possible finish is stated, not offered. */
export function FinishPicker({ label, options, value, onChange }: FinishPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  if (options.length < 2) {
    return <p className="finish-fixed">{t('selection.paper.onlyFinish', { part: label, finish: t(`selection.paper.finish${value}`) })}</p>;
  }
  return (
    <fieldset className="finish-picker">
      <legend>{label}</legend>
      {options.map((finish) => (
        <label key={finish} className="finish-picker__option">
          <input type="radio" name={name} value={finish} checked={value === finish} onChange={() => onChange(finish)} />
          <span>{t(`selection.paper.finish${finish}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
