import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way home that every message page offers. */
export function HomeLink() {
  const { t } = useTranslation();
  return (
    <Link className="button button--primary" to="/">
      {t('common.home')}
    </Link>
  );
}
