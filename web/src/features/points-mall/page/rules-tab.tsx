import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { sanitizeHtml } from '../../../shared/ui/sanitize-html';
import { pointsMallIntents as intents } from '../intents';
import { selectPointsMall } from '../selectors';
import styles from './points-mall-page.module.css';
import { useFormat } from '../../../shared/i18n/use-format';

/** The rules: the platform's own text (sanitised HTML), then the figures of the config in the player's language. */
export function RulesTab() {
  const { t } = useTranslation('points-mall');
  const dispatch = useAppDispatch();
  const { config } = useAppSelector(selectPointsMall);
  const format = useFormat();
  const html = useMemo(() => sanitizeHtml(config.value?.rules ?? ''), [config.value?.rules]);
  const value = config.value;
  return (
    <RemoteView remote={config} retry={() => dispatch(intents.mallOpened())} ns="points-mall">
      {value && (
        <div className={styles.rules}>
          <ul>
            <li>{t('rules.ratio', { amount: format.money(value.pointsRatio) })}</li>
            <li>
              {t('rules.convert', {
                points: format.number(Math.round(1 / value.convertRate), 1),
                amount: format.money(1),
                minimum: format.number(value.minConvert, 1),
              })}
            </li>
            <li>{t('rules.review')}</li>
            <li>{t('rules.expire')}</li>
          </ul>
          <div className={styles.html} dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      )}
    </RemoteView>
  );
}
