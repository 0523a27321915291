import { MAX_QUANTITY, MIN_QUANTITY } from '@eb/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const clamp = (value: number) => Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, value));

/**
 * How many copies of one book (1–99): big − and + buttons and a number field one may type into; the
 * arrow keys step too. A typed value outside the range is brought back into it when the field is left.
 */
export function QuantityStepper({ id, label, value, onChange }: { id: string; label: string; value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation();
  // What is being typed, until the field is left (or Enter): then it becomes the quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (raw: string) => {
    const parsed = Number.parseInt(raw, 10);
    setDraft(null);
    const next = Number.isNaN(parsed) ? value : clamp(parsed);
    if (next !== value) onChange(next);
  };
  return (
    <div className="quantity-stepper" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="quantity-stepper__label">
        {t('cart.checkout.quantity')}
      </span>
      <button type="button" className="quantity-stepper__step" aria-label={t('cart.checkout.fewer', { title: label })} disabled={value <= MIN_QUANTITY} onClick={() => onChange(clamp(value - 1))}>
        −
      </button>
      <input
        id={id}
        className="quantity-stepper__input"
        type="text"
        inputMode="numeric"
        aria-label={t('cart.checkout.quantityOf', { title: label })}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 2))}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
            event.preventDefault();
            onChange(clamp(value + (event.key === 'ArrowUp' ? 1 : -1)));
          } else if (event.key === 'Enter') {
            event.preventDefault();
            commit(event.currentTarget.value);
          }
        }}
      />
      <button type="button" className="quantity-stepper__step" aria-label={t('cart.checkout.more', { title: label })} disabled={value >= MAX_QUANTITY} onClick={() => onChange(clamp(value + 1))}>
        +
      </button>
    </div>
  );
}
