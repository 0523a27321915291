import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ImageSlider } from './image-slider';

export function Component() {
  const { t } = useTranslation();
  const steps = [1, 2, 3] as const;
  const promises = [1, 2, 3, 4] as const;
  return (
    <div className="intro">
      <section className="intro__hero" aria-labelledby="intro-title">
        <div className="intro__text">
          <h1 id="intro-title">{t('intro.title')}</h1>
          <p className="intro__lead">{t('intro.lead')}</p>
          <p className="intro__price">
            <strong>{t('intro.price')}</strong> <span>{t('intro.priceNote')}</span>
          </p>
          <div className="intro__actions">
            <Link to={paths.selection.root} className="button button--primary button--large">
              {t('intro.start')}
            </Link>
            <a href={`#${paths.moreInfoAnchor}`} className="button button--secondary button--large">
              {t('intro.more')}
            </a>
          </div>
        </div>
        <ImageSlider />
      </section>

      <section id={paths.moreInfoAnchor} className="intro__more" aria-labelledby="more-title" tabIndex={-1}>
        <h2 id="more-title">{t('intro.moreTitle')}</h2>
        <ol className="intro__steps">
          {steps.map((step) => (
            <li key={step}>
              <h3>{t(`intro.step${step}Title`)}</h3>
              <p>{t(`intro.step${step}Text`)}</p>
            </li>
          ))}
        </ol>
        <h2>{t('intro.promiseTitle')}</h2>
        <ul className="intro__promises">
          {promises.map((promise) => (
            <li key={promise}>{t(`intro.promise${promise}`)}</li>
          ))}
        </ul>
        <p className="intro__closing">
          <Link to={paths.selection.root} className="button button--primary button--large">
            {t('intro.start')}
          </Link>{' '}
          <Link to={paths.legal.prices}>{t('intro.pricesLink')}</Link>
        </p>
      </section>
    </div>
  );
}
