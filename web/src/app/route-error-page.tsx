import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { HomeLink } from '../shared/ui/home-link';
import { PageMessage } from '../shared/ui/page-message';
import { isChunkLoadError } from './lazy-section';

/** Shown when a route fails: a chunk that did not load offers a retry, anything else a way home. */
export function RouteErrorPage({ error, reload = () => window.location.reload() }: { error: unknown; reload?: () => void }) {
  const { t } = useTranslation();
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
  return (
    <PageMessage tone="error" icon="!" title={t('routes.errorTitle')} actions={<HomeLink />}>
      <p>{t('common.unknownError')}</p>
    </PageMessage>
  );
}

type BoundaryProps = { children: ReactNode; reload?: () => void };

/**
 * A route's error boundary: what its element throws (a chunk that failed, a bug) shows the error page in
 * its place, inside the layout above it; going to another address tries again. Only a failed boundary
 * starts over on a new address: a working one keeps its children mounted (the shell, the page's state).
 */
export function RouteErrorBoundary({ children, reload }: BoundaryProps) {
  const { pathname } = useLocation();
  return (
    <Boundary resetKey={pathname} reload={reload}>
      {children}
    </Boundary>
  );
}

type State = { error: unknown; failed: boolean; failedAt: string | null };

class Boundary extends Component<BoundaryProps & { resetKey: string }, State> {
  override state: State = { error: null, failed: false, failedAt: null };
  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }
  override componentDidCatch() {
    this.setState({ failedAt: this.props.resetKey });
  }
  override componentDidUpdate() {
    const { failed, failedAt } = this.state;
    if (failed && failedAt !== null && failedAt !== this.props.resetKey) this.setState({ error: null, failed: false, failedAt: null });
  }
  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} reload={this.props.reload} /> : this.props.children;
  }
}
