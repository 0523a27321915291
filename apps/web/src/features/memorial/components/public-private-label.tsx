import { useTranslation } from 'react-i18next';

/** 'öffentlich' or 'privat' beside a field, when the family asked for it (showPublicPrivateLabels, decision 009). */
export function PublicPrivateLabel({ isPublic }: { isPublic: boolean }) {
  const { t } = useTranslation();
  return <span className={isPublic ? 'privacy-label privacy-label--public' : 'privacy-label privacy-label--private'}>{isPublic ? t('memorial.admin.labelPublic') : t('memorial.admin.labelPrivate')}</span>;
}
