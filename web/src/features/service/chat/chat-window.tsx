import { Maximize2, Minimize2, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { serviceIntents } from '../intents';
import { selectChat } from '../selectors';
import { serviceActions } from '../slice';
import { chatFrameVerdict } from './chat-frame-rule';
import styles from './chat.module.css';

/**
 * The chat window: the provider's chat page framed beside the portal, never above it (the player keeps
 * browsing); it can be enlarged and shrunk, and closes with its button or Escape.
 */
export function ChatWindow() {
  const { t } = useTranslation(['service', 'common']);
  const dispatch = useAppDispatch();
  const { large, launch } = useAppSelector(selectChat);
  const close = () => dispatch(serviceActions.chatClosed());
  useEffect(() => {
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && dispatch(serviceActions.chatClosed());
    window.addEventListener('keydown', escape);
    return () => window.removeEventListener('keydown', escape);
  }, [dispatch]);
  const url = launch.value?.url ?? null;
  const verdict = url ? chatFrameVerdict(url, window.location.origin) : null;
  const queue = launch.value?.queue;
  return (
    <section role="dialog" aria-label={t('common:common.customerService')} className={`${styles.window} ${large ? styles.large : ''}`}>
      <div className={styles.bar}>
        <h2 className={styles.title}>{t('common:common.customerService')}</h2>
        {queue && (
          <span className={`${styles.queue} ${queue === 'VIP' ? styles.vip : ''}`} data-testid="chat-queue" data-queue={queue}>
            {queue === 'VIP' ? t('chat.vip') : t('chat.live')}
          </span>
        )}
        <button
          type="button"
          className="icon-button"
          aria-label={large ? t('chat.shrink') : t('chat.enlarge')}
          title={large ? t('chat.shrink') : t('chat.enlarge')}
          onClick={() => dispatch(serviceActions.chatResized())}
        >
          {large ? <Minimize2 aria-hidden="true" size={16} /> : <Maximize2 aria-hidden="true" size={16} />}
        </button>
        <button type="button" className="icon-button" aria-label={t('chat.close')} title={t('chat.close')} onClick={close}>
          <X aria-hidden="true" size={18} />
        </button>
      </div>
      <div className={styles.body}>
        {launch.status === 'failed' ? (
          <div className={styles.message}>
            <LoadFailure title={t('chat.failed')} error={launch.error} retry={() => dispatch(serviceIntents.chatRetried())} ns="service" />
          </div>
        ) : launch.status !== 'ready' || !url ? (
          <p className={styles.message} role="status">
            {t('chat.connecting')}
          </p>
        ) : verdict === 'frame' ? (
          <iframe className={styles.frame} src={url} title={t('chat.frame')} referrerPolicy="same-origin" />
        ) : (
          <p className={styles.message} role="alert" data-testid="chat-not-framed">
            {t('chat.notHere')}
          </p>
        )}
      </div>
    </section>
  );
}
