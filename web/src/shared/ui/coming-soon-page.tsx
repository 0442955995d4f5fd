import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HomeLink } from './home-link';
import { PageMessage } from './page-message';

/** The honest page of a route whose section is not built yet. */
export function ComingSoonPage({ section }: { section: string }) {
  const { t } = useTranslation();
  const name = t(`routes.sections.${section}`, { defaultValue: section });
  return (
    <PageMessage icon={<Wrench size={40} />} title={name} subtitle={t('routes.comingSoon')} actions={<HomeLink />}>
      <p data-testid="coming-soon">{t('routes.comingSoonText', { section: name })}</p>
    </PageMessage>
  );
}
