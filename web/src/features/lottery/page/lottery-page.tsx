import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../shared/store/hooks';
import { lotteryIntents } from '../intents';
import { LobbyFrame } from '../shared-ui/lobby-frame';
import { LotteryMenu } from './lottery-menu';
import styles from './lottery-page.module.css';

/** /lottery (chunk "lottery", header only): the menus beside the chosen game's view; gameCode and playType in the address choose it. */
export function LotteryPage() {
  const { t } = useTranslation('lottery');
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode') ?? undefined;
  const playType = params.get('playType') ?? undefined;
  useEffect(() => {
    dispatch(lotteryIntents.lotteryOpened({ ...(gameCode && { gameCode }), ...(playType && { playType }) }));
  }, [dispatch, gameCode, playType]);
  return (
    <div className={styles.page}>
      <h1 className={styles.srOnly}>{t('title')}</h1>
      <LotteryMenu selected={gameCode} />
      <section className={styles.stage} aria-label={t('frame')}>
        <LobbyFrame />
      </section>
    </div>
  );
}
