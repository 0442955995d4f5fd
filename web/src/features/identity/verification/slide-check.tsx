import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Modal } from '../../../shared/ui/modal';
import { selectSlide } from './selectors';
import styles from './slide-check.module.css';
import { verificationActions } from './slice';

/** The human check: slide the piece onto the gap in the server's picture, release to submit. */
export function SlideCheck() {
  const slide = useAppSelector(selectSlide);
  return <SlideRange key={slide.challenge?.challengeId ?? 'none'} />;
}

/** Keyed by the challenge, so a new challenge starts from 0. */
function SlideRange() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  const slide = useAppSelector(selectSlide);
  const [x, setX] = useState(0);
  const challenge = slide.challenge;
  const width = challenge?.width ?? 300;
  const submit = () => dispatch(verificationActions.slideSubmitted(x));
  return (
    <Modal
      title={t('identity:slideTitle')}
      size="sm"
      layer={2}
      closeLabel={t('identity:close')}
      onClose={() => dispatch(verificationActions.slideCancelled())}
    >
      <p className="muted">{t('identity:slideHint')}</p>
      <div className={styles.track} style={{ width }} data-testid="slide-track">
        {/* The gap is drawn in the picture only: the client never knows where it is. */}
        {challenge && <img className={styles.puzzle} src={`data:image/png;base64,${challenge.image}`} alt="" width={width} height={48} />}
        <span className={styles.piece} style={{ left: x }} />
      </div>
      <input
        type="range"
        className={styles.range}
        style={{ width }}
        min={0}
        max={width - 20}
        value={x}
        disabled={!challenge || slide.status === 'checking'}
        aria-label={t('identity:slideLabel')}
        onChange={(e) => setX(Number(e.target.value))}
        onPointerUp={submit}
        onKeyUp={(e) => (e.key === 'Enter' || e.key === ' ') && submit()}
      />
      {slide.status === 'failed' && (
        <p className="field__error" role="alert">
          {t('identity:slideFailed')}
        </p>
      )}
      <button
        type="button"
        className={`button button--primary ${styles.submit}`}
        disabled={!challenge || slide.status === 'checking'}
        onClick={submit}
      >
        {t('identity:confirm')}
      </button>
    </Modal>
  );
}
