import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { isPending } from '../../../shared/remote/remote';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import history from '../history/history.module.css';
import report from '../history/reports.module.css';
import { memberCentreIntents as intents } from '../intents';
import rewards from '../rewards/rewards.module.css';
import styles from '../security/security.module.css';
import { selectMemberAccount } from '../selectors';
import type { MissionSummary } from '../types';
import { useFormat } from '../../../shared/i18n/use-format';

type Mission = MissionSummary['list'][number];

/** missionLeaderboard: my missions with their progress and claim, and the leaderboard of the day or week. */
export function MissionsPage() {
  const { t } = useTranslation(['member-centre', 'common']);
  const dispatch = useAppDispatch();
  const { missions, leaderboard } = useAppSelector(selectMemberAccount);
  const [period, setPeriod] = useState<'DAILY' | 'WEEKLY'>('DAILY');
  const format = useFormat();
  useEffect(() => {
    dispatch(intents.missionsOpened());
  }, [dispatch]);
  const board = leaderboard.value;
  return (
    <div className={styles.page}>
      <section aria-labelledby="missions-list" className={styles.page}>
        <h4 id="missions-list" className={report.caption}>
          {t('missions.list')}
        </h4>
        <RemoteView remote={missions} retry={() => dispatch(intents.missionsOpened())} ns="member-centre">
          {missions.value?.list.length === 0 ? (
            <p>{t('missions.none')}</p>
          ) : (
            <ul className={rewards.list}>
              {missions.value?.list.map((m) => (
                <MissionItem key={m.missionId} mission={m} />
              ))}
            </ul>
          )}
        </RemoteView>
      </section>
      <section className={styles.card} aria-labelledby="missions-board">
        <h4 id="missions-board">{t('missions.leaderboard')}</h4>
        <div className={history.presets} role="group" aria-label={t('missions.period')}>
          {(['DAILY', 'WEEKLY'] as const).map((p) => (
            <button
              key={p}
              type="button"
              className={history.preset}
              aria-pressed={period === p}
              onClick={() => {
                setPeriod(p);
                dispatch(intents.leaderboardRequested(p));
              }}
            >
              {t(`missions.${p}`)}
            </button>
          ))}
        </div>
        <RemoteView remote={leaderboard} retry={() => dispatch(intents.leaderboardRequested(period))} ns="member-centre">
          {board && (
            <>
              <p data-testid="leaderboard-mine">
                {board.mine ? t('missions.mine', { rank: board.mine.rank, completed: board.mine.completed }) : t('missions.notRanked')}
              </p>
              <table className={history.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('missions.rank')}</th>
                    <th scope="col">{t('missions.player')}</th>
                    <th scope="col" className={history.number}>
                      {t('missions.completed')}
                    </th>
                    <th scope="col" className={history.number}>
                      {t('bets.validBet')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {board.list.map((row) => (
                    <tr key={`${row.rank}-${row.account}`} data-testid="leaderboard-row">
                      <td data-label={t('missions.rank')}>{row.rank}</td>
                      <td data-label={t('missions.player')}>{row.account}</td>
                      <td data-label={t('missions.completed')} className={history.number}>
                        {row.completed}
                      </td>
                      <td data-label={t('bets.validBet')} className={history.number}>
                        {format.amount(row.validBet)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </RemoteView>
      </section>
    </div>
  );
}

function MissionItem({ mission }: { mission: Mission }) {
  const { t } = useTranslation(['member-centre', 'common']);
  const dispatch = useAppDispatch();
  const failureText = useErrorText('member-centre');
  const format = useFormat();
  const claim = useAppSelector(selectMemberAccount).missionClaim;
  const mine = claim.query === mission.missionId;
  const pending = isPending(claim);
  const paid = mine && claim.status === 'ready' ? claim.value : null;
  const refused = mine && claim.status === 'failed' ? claim.error : null;
  const money = (n: number) => (mission.measure === 'DEPOSIT' || mission.measure === 'VALID_BET' ? format.money(n) : String(n));
  const percent = mission.target > 0 ? Math.min(100, (mission.progress / mission.target) * 100) : 100;
  return (
    <li className={rewards.reward} data-testid="mission" data-status={mission.status}>
      <div className={rewards.head}>
        <h4 className={rewards.name}>{mission.title}</h4>
        <strong className={rewards.amount}>{t('missions.reward', { amount: format.money(mission.rewardAmount) })}</strong>
      </div>
      <p className="muted">
        {t(`missions.${mission.period}`)} · {t(`missions.${mission.measure}`)} ·{' '}
        {t('missions.ends', { time: format.dateTime(mission.endTime) })}
      </p>
      <div
        className={styles.bar}
        style={{ width: '100%' }}
        role="progressbar"
        aria-label={mission.title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p>{t('missions.progress', { progress: money(mission.progress), target: money(mission.target) })}</p>
      {paid && (
        <p className={rewards.done} role="status">
          {t('missions.claimed', { amount: format.money(paid.rewardAmount) })}
        </p>
      )}
      {refused && (
        <p className="form-error" role="alert">
          {failureText(refused)}
        </p>
      )}
      {mission.status === 'COMPLETED' ? (
        <button
          type="button"
          className="button button--primary"
          disabled={pending}
          onClick={() => dispatch(intents.missionClaimRequested(mission.missionId))}
        >
          {mine && pending ? t('common:common.submitting') : t('missions.claim')}
        </button>
      ) : (
        <span className={rewards.claimed}>{t(`missions.${mission.status}`)}</span>
      )}
    </li>
  );
}
