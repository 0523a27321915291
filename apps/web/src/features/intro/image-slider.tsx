import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SLIDE_INTERVAL_MS = 3000;

const SLIDES = [
  { src: '/images/intro/slide-1.svg', altKey: 'intro.slide1' },
  { src: '/images/intro/slide-2.svg', altKey: 'intro.slide2' },
  { src: '/images/intro/slide-3.svg', altKey: 'intro.slide3' },
  { src: '/images/intro/slide-4.svg', altKey: 'intro.slide4' },
];

/**
 * Changes picture every 3 seconds (SPEC.md). Moving content needs a way to stop it (WCAG 2.2.2),
 * so there is a pause button; people who ask for reduced motion start paused.
 */
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);

export function ImageSlider() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % SLIDES.length), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused]);

  return (
    <section className="slider" aria-roledescription={t('intro.sliderRole')} aria-label={t('intro.sliderLabel')}>
      <div className="slider__frame">
        {SLIDES.map((slide, slideIndex) => (
          <img
            key={slide.src}
            src={slide.src}
            alt={t(slide.altKey)}
            width="1200"
            height="750"
            className={slideIndex === index ? 'slider__image slider__image--active' : 'slider__image'}
            aria-hidden={slideIndex === index ? undefined : true}
            // The first picture is the page's largest paint: fetch it first, the rest later.
            fetchPriority={slideIndex === 0 ? 'high' : 'low'}
            loading={slideIndex === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        ))}
      </div>
      <div className="slider__controls">
        <button type="button" className="button button--secondary slider__toggle" onClick={() => setPaused((value) => !value)}>
          {paused ? t('intro.play') : t('intro.pause')}
        </button>
        <p className="slider__position" aria-live={paused ? 'polite' : 'off'}>
          {t('intro.slideOf', { current: index + 1, total: SLIDES.length })}
        </p>
      </div>
    </section>
  );
}
