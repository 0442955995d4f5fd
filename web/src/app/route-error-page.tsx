import { useTranslation } from 'react-i18next';
import { HomeLink } from '../shared/ui/home-link';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageMessage } from '../shared/ui/page-message';
import { isChunkLoadError } from './lazy-section';

/** Shown when a route fails: a chunk that did not load offers a retry, anything else a way home. */
export function RouteErrorPage({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    return (
      <PageMessage
        tone="warning"
        icon="⟳"
        title={t('routes.chunkTitle')}
        actions={
          <button type="button" className="button button--primary" onClick={reload}>
            {t('common.retry')}
          </button>
        }
      >
        <p>{t('routes.chunkText')}</p>
        <p className="muted" data-testid="chunk-error-type">
          ChunkLoadError: {error.type}
        </p>
      </PageMessage>
    );
  }
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t('common.unknownError');
  return (
    <PageMessage tone="error" icon="!" title={t('routes.errorTitle')} actions={<HomeLink />}>
      <p>{detail}</p>
    </PageMessage>
  );
}
