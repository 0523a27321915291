import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Translations = Resource[string][string];

/**
 * German is the only language; the translation file is fetched (SPEC.md: "Translation files by GET
 * from the assets i18n folder") so it is cached on its own and stays out of the script budget.
 */
export async function initI18n(load: () => Promise<Translations>): Promise<typeof i18next> {
  const translation = await load();
  await i18next.use(initReactI18next).init({
    lng: 'de',
    fallbackLng: 'de',
    resources: { de: { translation } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}
