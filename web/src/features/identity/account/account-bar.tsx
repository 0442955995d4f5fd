import { ArrowUpFromLine, Crown, Eye, EyeOff, RefreshCw, Wallet } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { shown } from '../../../shared/ui/modal';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { accessActions, selectIsAgent, selectIsTrial } from '../../../shared/access/access';
import { WhitelabelFlag } from '@portal/contracts';
import { selectFlag } from '../../../shared/system/system-selectors';
import { customerServiceRequested } from '../../../shared/system/customer-service-link';
import { selectResources } from '../../../shared/system/system-selectors';
import { formatBalance } from '../../../shared/wallet/format-money';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { identityIntents } from '../intents';
import {
  selectBalance,
  selectBalanceHidden,
  selectCanOpenMemberCentre,
  selectMember,
  selectSession,
  selectVipServiceShown,
} from '../session/selectors';
import { isPending } from '../../../shared/remote/remote';
import { LoadFailure } from '../../../shared/remote/remote-view';
import { sessionActions } from '../session/slice';
import styles from './account-bar.module.css';

const DEFAULT_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#6b6485"/><circle cx="32" cy="25" r="11" fill="#fff"/><path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#fff"/></svg>',
  );

/** The logged-in half of the header (spec 01, 2.3): balance, deposit, withdraw, avatar menu. */
/**
 * Arrow keys, Home and End move between a menu's entries, round from the last to the first (WAI-ARIA menu); entries
 * a stylesheet hides (Withdraw and Hide balance live in the menu on a phone only) are passed over.
 */
function moveInMenu(e: ReactKeyboardEvent<HTMLDivElement>) {
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter(shown);
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[e.key];
  if (next === undefined || items.length === 0) return;
  e.preventDefault();
  items[(next + items.length) % items.length]!.focus();
}

export function AccountBar() {
  const { t, i18n } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  const member = useAppSelector(selectMember);
  const memberError = useAppSelector((s) => s.session.memberError);
  const { avatar } = useAppSelector(selectSession);
  const balance = useAppSelector(selectBalance);
  const hidden = useAppSelector(selectBalanceHidden);
  const memberCentre = useAppSelector(selectCanOpenMemberCentre);
  const agentCentre = useAppSelector(selectIsAgent);
  const trial = useAppSelector(selectIsTrial);
  const canRegister = useAppSelector(selectFlag(WhitelabelFlag.DirectRegister));
  const vipService = useAppSelector(selectVipServiceShown);
  // 'Become an agent' (spec 02, 2): the agent centre when allowed (its own entry), otherwise the AFFILIATELINK resource.
  const affiliateLink = useAppSelector(selectResources).AFFILIATELINK?.url;
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    // The menu button pattern: the first entry takes focus; Escape closes and gives focus back to the button.
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const close = (e: MouseEvent) => !menuRef.current?.contains(e.target as Node) && setOpen(false);
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  if (!member)
    return memberError ? <LoadFailure error={memberError} retry={() => dispatch(identityIntents.memberRetried())} ns="identity" /> : null;
  const go = (target: string) => {
    setOpen(false);
    dispatch(identityIntents.realAccountActionRequested({ target }));
  };
  // The player asked for it again (the refresh button, a login): a placeholder until it comes, never a stale amount.
  const amount = isPending(balance) || !balance.value ? null : formatBalance(balance.value, i18n.language);
  return (
    <div className={styles.bar}>
      <div className={styles.balance} role="group" aria-label={t('identity:balance')}>
        <span className={styles.amount} data-testid="balance">
          {amount !== null ? (
            hidden ? (
              '****'
            ) : (
              amount
            )
          ) : balance.status === 'failed' ? (
            // Not an endless grey placeholder: it says the balance did not load; the refresh button beside it reads again.
            <span role="status" aria-label={t('common.loadFailed')} title={t('common.loadFailed')}>
              —
            </span>
          ) : (
            <span className={styles.placeholder} aria-label={t('common.loading')} />
          )}
        </span>
        <button
          type="button"
          className={`icon-button ${styles.small} ${styles.wideOnly}`}
          aria-label={hidden ? t('identity:showBalance') : t('identity:hideBalance')}
          onClick={() => dispatch(sessionActions.balanceVisibilityToggled())}
        >
          {hidden ? <Eye aria-hidden="true" size={15} /> : <EyeOff aria-hidden="true" size={15} />}
        </button>
        <button
          type="button"
          className={`icon-button ${styles.small}`}
          aria-label={t('identity:refreshBalance')}
          onClick={() => dispatch(identityIntents.balanceRefreshRequested())}
        >
          <RefreshCw aria-hidden="true" size={15} />
        </button>
      </div>
      {memberCentre && (
        <>
          {/* On a phone Deposit keeps its place as an icon; Withdraw moves into the account menu. */}
          <button
            type="button"
            className={`button button--primary ${styles.deposit}`}
            aria-label={t('identity:deposit')}
            onClick={() => go('deposit')}
          >
            <Wallet aria-hidden="true" size={18} className={styles.phoneIcon} />
            <span className={styles.wideText}>{t('identity:deposit')}</span>
          </button>
          <button type="button" className={`button button--outline ${styles.withdraw}`} onClick={() => go('withdraw')}>
            {t('identity:withdraw')}
          </button>
        </>
      )}
      <div className={styles.avatarMenu} ref={menuRef}>
        <button
          ref={buttonRef}
          type="button"
          className={styles.avatarButton}
          aria-haspopup="menu"
          aria-expanded={open}
          // The nickname is shown, so it is part of the name (WCAG 2.5.3, label in name).
          aria-label={`${member.nickname}, ${t('identity:accountMenu')}`}
          onClick={() => setOpen(!open)}
        >
          <img
            src={avatar ?? DEFAULT_AVATAR}
            alt={t('identity:avatarAlt')}
            width={34}
            height={34}
            onError={(e) => (e.currentTarget.src = DEFAULT_AVATAR)}
          />
          <span className={styles.avatarName}>{member.nickname}</span>
        </button>
        {open && (
          <div className={styles.menu} role="menu" aria-label={t('identity:accountMenu')} onKeyDown={moveInMenu}>
            {!trial && (
              <>
                {member.clubLabel ? (
                  <button
                    type="button"
                    role="menuitem"
                    className={styles.memberLabel}
                    style={{ color: member.clubLabel.color, background: member.clubLabel.color2 }}
                    onClick={() => go('playerRank')}
                  >
                    {member.clubLabel.labelName}
                  </button>
                ) : (
                  <button type="button" role="menuitem" onClick={() => go('securityCentre')}>
                    {t('identity:securityCentre')}
                  </button>
                )}
                <button
                  type="button"
                  role="menuitem"
                  className={styles.phoneOnly}
                  onClick={() => {
                    setOpen(false);
                    dispatch(sessionActions.balanceVisibilityToggled());
                  }}
                >
                  {hidden ? <Eye aria-hidden="true" size={16} /> : <EyeOff aria-hidden="true" size={16} />}{' '}
                  {hidden ? t('identity:showBalance') : t('identity:hideBalance')}
                </button>
                <button type="button" role="menuitem" className={styles.phoneOnly} onClick={() => go('withdraw')}>
                  <ArrowUpFromLine aria-hidden="true" size={16} /> {t('identity:withdraw')}
                </button>
                <button type="button" role="menuitem" onClick={() => go('memberCentre')}>
                  {t('identity:memberCentre')}
                </button>
                <button type="button" role="menuitem" onClick={() => go('accountRecord')}>
                  {t('identity:accountRecord')}
                </button>
                <button type="button" role="menuitem" onClick={() => go('bettingRecord')}>
                  {t('identity:bettingRecord')}
                </button>
              </>
            )}
            {vipService && (
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  setOpen(false);
                  // The customer-service link: its window opens in this click, the backend picks VIP or live chat.
                  dispatch(customerServiceRequested());
                }}
              >
                <Crown aria-hidden="true" size={16} /> {t('identity:vipService')}
              </button>
            )}
            {agentCentre && (
              <button type="button" role="menuitem" onClick={() => go('agentCentre')}>
                {t('identity:agentCentre')}
              </button>
            )}
            {!agentCentre && !trial && affiliateLink && (
              <a role="menuitem" href={affiliateLink} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
                {t('identity:becomeAgent')}
              </a>
            )}
            {trial && canRegister && (
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  setOpen(false);
                  // A real account: the trial session ends and the registration opens.
                  dispatch(accessActions.registerInsteadRequested());
                }}
              >
                {t('common:header.register')}
              </button>
            )}
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                dispatch(overlayActions.opened('logoutConfirm'));
              }}
            >
              {t('identity:signOut')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
