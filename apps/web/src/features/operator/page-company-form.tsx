import type { OperatorMemorialPage } from '@eb/api-contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitWithMessage } from '../../lib/use-submit-with-message';
import { useSetPageCompany } from './api/set-page-company';
import { KNOWN_COMPANIES_LIST } from './known-companies';

/**
 * The funeral company looking after one page, in its row of the operators' list: shown, and on
 * 'Ändern' a small form to name another or remove it.
 */
export function PageCompanyForm({ page }: { page: OperatorMemorialPage }) {
  const { t } = useTranslation();
  const submitWithMessage = useSubmitWithMessage();
  const setCompany = useSetPageCompany(page.id);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(page.companyName ?? '');
  const inputId = `page-company-${page.id}`;

  const save = async (companyName: string | null) => {
    const saved = await submitWithMessage(setCompany.mutateAsync({ companyName }));
    if (saved) setEditing(false);
  };

  if (!editing) {
    return (
      <div className="page-company">
        <span>{page.companyName ?? t('operator.company.none')}</span>
        <button
          type="button"
          className="button--link"
          aria-label={t('operator.company.changeFor', { name: page.description })}
          onClick={() => {
            setName(page.companyName ?? '');
            setEditing(true);
          }}
        >
          {t('operator.company.change')}
        </button>
      </div>
    );
  }

  return (
    <form
      className="page-company page-company--editing"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(name.trim() || null);
      }}
    >
      <div className="form-field">
        <label htmlFor={inputId} className="visually-hidden">
          {t('operator.company.labelFor', { name: page.description })}
        </label>
        <input id={inputId} type="text" autoComplete="off" list={KNOWN_COMPANIES_LIST} maxLength={120} value={name} onChange={(event) => setName(event.target.value)} autoFocus />
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary">
          {t('operator.company.save')}
        </button>
        {page.companyName && (
          <button type="button" className="button button--secondary" onClick={() => void save(null)}>
            {t('operator.company.remove')}
          </button>
        )}
        <button type="button" className="button--link" onClick={() => setEditing(false)}>
          {t('operator.company.cancel')}
        </button>
      </div>
    </form>
  );
}
