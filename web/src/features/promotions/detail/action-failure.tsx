import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { useAppSelector } from '../../../shared/store/hooks';
import { selectPromotions } from '../selectors';

/** A claim refused for a requirement the player has not met (spec 04); its value names the requirement. */
const REQUIREMENT_MISSING = 'prom.claim.req.field';

/**
 * Why the last action was refused: the requirement a claim names, else the promotions' words for the code
 * (useErrorText: their `errors`, common's, else the server's message). Nothing while an action is on its way.
 */
export function ActionFailure() {
  const { t } = useTranslation('promotions');
  const errorText = useErrorText('promotions');
  const { action } = useAppSelector(selectPromotions);
  if (action.status !== 'failed' || !action.error) return null;
  const text =
    action.error.code === REQUIREMENT_MISSING
      ? t(`requirements.${(action.field ?? '').replace(/^required\./, '')}` as 'requirements.other', {
          defaultValue: t('requirements.other'),
        })
      : errorText(action.error);
  return (
    <p className="form-error" role="alert">
      {text}
    </p>
  );
}
