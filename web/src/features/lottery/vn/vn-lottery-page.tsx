import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { lotteryIntents } from '../intents';
import { selectDraw, selectLaunch, selectVnMenus } from '../selectors';
import { LobbyFrame } from '../shared-ui/lobby-frame';
import { DrawPanel } from './draw-panel';
import styles from './vn-lottery-page.module.css';

/** /vnlottery (chunk "vnlottery"): the regions' games, the chosen game's countdown and latest results, and its betting view. */
export function VnLotteryPage() {
  const { t } = useTranslation(['common', 'lottery']);
  const dispatch = useAppDispatch();
  const gameCode = useSearchParams()[0].get('gameCode') ?? undefined;
  const menus = useAppSelector(selectVnMenus);
  const draw = useAppSelector(selectDraw);
  const launch = useAppSelector(selectLaunch);
  useEffect(() => {
    dispatch(lotteryIntents.vnLotteryOpened(gameCode ? { gameCode } : {}));
  }, [dispatch, gameCode]);
  const game = menus.value.flatMap((g) => g.gameMenus).find((m) => m.gameCode === draw.gameCode);
  const playing = launch.choice?.area === 'VN' && launch.choice.gameCode === draw.gameCode;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('lottery:vn.title')}</h1>
      <nav aria-label={t('lottery:vn.regions')} className={styles.regions}>
        {menus.status === 'failed' && (
          <LoadFailure
            title={t('lottery:menusFailed')}
            error={menus.error}
            retry={() => dispatch(lotteryIntents.vnLotteryOpened(gameCode ? { gameCode } : {}))}
          />
        )}
        {menus.value.map((group) => (
          <section key={group.gameGroupCode} className={styles.region} aria-labelledby={`vn-${group.gameGroupCode}`}>
            <h2 id={`vn-${group.gameGroupCode}`}>{group.labelName}</h2>
            <ul>
              {group.gameMenus.map((m) => (
                <li key={m.gameCode}>
                  <Link
                    to={`/vnlottery?gameCode=${encodeURIComponent(m.gameCode)}`}
                    className={styles.game}
                    aria-current={m.gameCode === draw.gameCode ? 'page' : undefined}
                  >
                    {m.gameName}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      {menus.status === 'ready' && !game && <p className="muted">{t('lottery:vn.noGame')}</p>}
      {game && (
        <>
          <DrawPanel game={game} onPlay={() => dispatch(lotteryIntents.vnPlayRequested(game.gameCode))} />
          {playing && (
            <section className={styles.stage} aria-label={t('lottery:frame')}>
              <LobbyFrame />
            </section>
          )}
        </>
      )}
    </div>
  );
}
