import { useTranslation } from 'react-i18next';
import { HomeLink } from '../shared/ui/home-link';
import { useLocation } from 'react-router';
import { PageMessage } from '../shared/ui/page-message';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <PageMessage icon="404" title={t('routes.notFoundTitle')} actions={<HomeLink />}>
      <p>{t('routes.notFoundText', { path: pathname })}</p>
    </PageMessage>
  );
}
