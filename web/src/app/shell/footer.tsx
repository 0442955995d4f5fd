import './footer.css';
import { useTranslation } from 'react-i18next';
import { VendorStrip } from '../../features/games';
import { identityIntents } from '../../features/identity';
import { selectSiteName } from '../../shared/system/system-selectors';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { clockNow } from '../../shared/clock/world-time';

/** Spec 01, 2.6: about us, affiliate service, responsibility, the vendor logos and the copyright. */
export function Footer() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const site = useAppSelector(selectSiteName);
  // Logged in: the referral page; otherwise the login popup (a trial account is warned).
  const startAffiliate = () => dispatch(identityIntents.realAccountActionRequested({ target: 'referral' }));
  return (
    <footer className="footer">
      <div className="footer__sections">
        <section>
          <h2>{t('footer.aboutUs')}</h2>
          <p>{t('footer.aboutText', { site })}</p>
        </section>
        <section>
          <h2>{t('footer.affiliate')}</h2>
          <p>{t('footer.affiliateText')}</p>
          <button type="button" className="button button--primary" onClick={startAffiliate}>
            {t('footer.start')}
          </button>
        </section>
        <section>
          <h2>{t('footer.responsibility')}</h2>
          <p>
            <span className="age-badge">21+</span> {t('footer.responsibilityText')}
          </p>
        </section>
      </div>
      <VendorStrip />
      <p className="footer__copyright">{t('footer.copyright', { year: new Date(clockNow()).getFullYear(), site })}</p>
    </footer>
  );
}
