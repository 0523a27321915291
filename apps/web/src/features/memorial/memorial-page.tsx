import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { formatAppointment, formatGermanDate } from '../../lib/dates';
import { queryClient } from '../../lib/query-client';
import { rememberReferral } from '../../lib/referral';
import { memorialPageQuery, useMemorialPage } from './api/get-memorial-page';
import { EntryForm } from './components/entry-form';
import { EntryList } from './components/entry-list';
import { StartBookButton } from './components/start-book-button';
import { memorialAdministrationPath, memorialTakeoverPath } from './memorial-paths';
import './memorial.css';

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(memorialPageQuery(params.pageId ?? ''));
  return null;
}

/** The public memorial page (/gedenkseite/{id}): what the family chose to show, and the guests' words. */
export function Component() {
  const { t } = useTranslation();
  const { pageId = '' } = useParams();
  const page = useMemorialPage(pageId);
  // The funeral director's company looking after the page: the family sees it in the header.
  useEffect(() => void rememberReferral(page.companyId), [page.companyId]);
  const { data } = page;
  const born = formatGermanDate(data.dateOfBirth.value);
  const died = formatGermanDate(data.dateOfDeath.value);
  const places = [data.deceasedPlaceOfBirth.value, data.deceasedPlaceOfDeath.value];
  // The family may keep every name private: then the page speaks of remembrance, not of a blank.
  const name = data.fullName.value;

  return (
    <article className="memorial" aria-labelledby="memorial-name">
      <header className="memorial__header">
        {page.portraitSrc && (
          <img className="memorial__portrait" src={page.portraitSrc} alt={name ? t('memorial.portrait', { name }) : t('memorial.portraitUnnamed')} width="600" height="750" />
        )}
        <div>
          {name && <p className="memorial__eyebrow">{t('memorial.eyebrow')}</p>}
          <h1 id="memorial-name">{name ?? t('memorial.unnamed')}</h1>
          {data.nameOfBirth.value && <p className="memorial__birth-name">{t('memorial.nameOfBirth', { name: data.nameOfBirth.value })}</p>}
          {(born || died) && (
            <p className="memorial__dates">
              {born && <span>* {born}</span>} {died && <span>† {died}</span>}
            </p>
          )}
          {(places[0] || places[1]) && <p className="memorial__places">{places.filter(Boolean).join(' – ')}</p>}
          {page.introduction && <p className="memorial__introduction">{page.introduction}</p>}
          <p className="memorial__actions">
            {page.canAdminister ? (
              <StartBookButton pageId={page.id} />
            ) : (
              <Link to={memorialTakeoverPath(page.id)} className="button button--primary button--large">
                {t('memorial.makeBook')}
              </Link>
            )}
            {page.canAdminister && (
              <Link to={memorialAdministrationPath(page.id)} className="button button--secondary button--large">
                {t('memorial.manage')}
              </Link>
            )}
          </p>
        </div>
      </header>

      {data.appointments.length > 0 && (
        <section aria-labelledby="appointments-title" className="memorial__section">
          <h2 id="appointments-title">{t('memorial.appointments')}</h2>
          <ul className="appointments">
            {data.appointments.map((appointment) => (
              <li key={appointment.id}>
                <p className="appointments__what">{appointment.description}</p>
                <p>{formatAppointment(appointment.date)}</p>
                {appointment.addressDescription && <p>{appointment.addressDescription}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="candles-title" className="memorial__section">
        <h2 id="candles-title">{t('memorial.candles.title', { count: page.candles.length })}</h2>
        <EntryList entries={page.candles} kind="candles" />
        <EntryForm pageId={page.id} kind="candles" />
      </section>

      <section aria-labelledby="condolences-title" className="memorial__section">
        <h2 id="condolences-title">{t('memorial.condolences.title')}</h2>
        <EntryList entries={page.condolences} kind="condolences" />
        <EntryForm pageId={page.id} kind="condolences" />
      </section>

      {page.gifts.length > 0 && (
        <section aria-labelledby="gifts-title" className="memorial__section">
          <h2 id="gifts-title">{t('memorial.gifts.title')}</h2>
          <EntryList entries={page.gifts} kind="gifts" />
        </section>
      )}
      {page.isModerated && <p className="memorial__moderation">{t('memorial.moderated')}</p>}
    </article>
  );
}
