import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { Modal } from '../ui/modal';
import styles from './slide-check.module.css';
import { humanCheckActions, selectHumanCheck as selectSlide } from './slice';

/** The human check (saga.ts humanCheck): slide the piece onto the gap in the server's picture, release or Enter to submit. */
export function SlideCheck() {
  const slide = useAppSelector(selectSlide);
  return <SlideRange key={slide.challenge?.challengeId ?? 'none'} />;
}

/** Keyed by the challenge, so a new challenge starts from 0. */
function SlideRange() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const slide = useAppSelector(selectSlide);
  const [x, setX] = useState(0);
  const challenge = slide.challenge;
  const width = challenge?.width ?? 300;
  const submit = () => dispatch(humanCheckActions.submitted(x));
  return (
    <Modal
      title={t('slide.title')}
      size="sm"
      layer={2}
      closeLabel={t('common.close')}
      onClose={() => dispatch(humanCheckActions.cancelled())}
    >
      <p className="muted">{t('slide.hint')}</p>
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
        aria-label={t('slide.label')}
        onChange={(e) => setX(Number(e.target.value))}
        onPointerUp={submit}
        onKeyUp={(e) => (e.key === 'Enter' || e.key === ' ') && submit()}
      />
      {slide.status === 'failed' && (
        <p className="field__error" role="alert">
          {t('slide.failed')}
        </p>
      )}
      <button
        type="button"
        className={`button button--primary ${styles.submit}`}
        disabled={!challenge || slide.status === 'checking'}
        onClick={submit}
      >
        {t('dialog.confirm')}
      </button>
    </Modal>
  );
}
