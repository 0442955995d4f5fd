import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSiteName } from '../shared/system/system-selectors';
import { useAppSelector } from '../shared/store/hooks';
import { useRouteHandle } from './route-handle';

/** The tab's title: the route's section in the player's language, then the site name ("Slots | Ripelarva"). */
export function useDocumentTitle() {
  const { t } = useTranslation();
  const siteName = useAppSelector(selectSiteName);
  const section = useRouteHandle()?.section;
  const name = section === 'notFound' ? t('routes.notFoundTitle') : section ? t(`routes.sections.${section}`, { defaultValue: '' }) : '';
  useEffect(() => {
    document.title = [name, siteName].filter(Boolean).join(' | ');
  }, [name, siteName]);
}
