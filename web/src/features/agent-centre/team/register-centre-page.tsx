import { DOWNLINE_USERNAME, meetsRegisterRule, type RegisterRule } from '@portal/contracts';
import { Copy } from 'lucide-react';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { ruleMessage } from '../../../shared/system/register-rule';
import { selectSystem } from '../../../shared/system/system-selectors';
import { systemActions } from '../../../shared/system/system-slice';
import { agentCentreIntents } from '../intents';
import partStyles from '../parts/parts.module.css';
import { isPending } from '../../../shared/remote/remote';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useActionErrorText, ActionError } from '../parts/action-error';
import { useMutation } from '../parts/use-mutation';
import { useReport } from '../parts/use-report';
import { selectReport } from '../selectors';
import { QrCode } from '../../../shared/ui/qr-code/qr-code';
import styles from './team.module.css';

const passwordRule = /^(?=.*[A-Za-z])(?=.*\d)\S{6,20}$/;

/**
 * Why a new downline's username or password would be refused, or null: the site's registration rule in force
 * for that field (spec 01, section 5: what a player registering is held to), then the create call's own
 * shape (spec 04's create, ours: a letter first, 4 to 16 letters and digits; 6 to 20 with a letter and a digit).
 */
export function credentialProblem(value: string, rule: RegisterRule | undefined, shape: RegExp): 'rule' | 'shape' | null {
  if (rule?.enabled && !meetsRegisterRule(rule, value)) return 'rule';
  return shape.test(value) ? null : 'shape';
}

/** How long the typing rests before the username is checked. */
export const CHECK_DELAY_MS = 400;

/** registerCenter: a downline created at once (player or agent), and my registration link with its QR code. */
export function RegisterCentrePage() {
  const { t } = useTranslation(['agent-centre', 'common']);
  return (
    <div className={partStyles.stack}>
      <section aria-labelledby="register-direct">
        <h4 id="register-direct">{t('register.directTitle')}</h4>
        <CreateDownlineForm />
      </section>
      <section aria-labelledby="register-link">
        <h4 id="register-link">{t('register.linkTitle')}</h4>
        <AffiliateLink />
      </section>
    </div>
  );
}

function CreateDownlineForm() {
  const { t } = useTranslation(['agent-centre', 'common']);
  const dispatch = useAppDispatch();
  const errorText = useActionErrorText();
  // The registration rules' wording lives in the glossary (common), as the registration form says it.
  const { t: glossary } = useTranslation('common');
  const ids = { username: useId(), usernameStatus: useId(), password: useId(), type: useId() };
  // The rules in force, read afresh as the registration form does (the status call's copy until they come).
  useEffect(() => {
    dispatch(systemActions.registerRulesRequested());
  }, [dispatch]);
  const rules = useAppSelector(selectSystem).registerRules.value;
  const [draft, setDraft] = useState({ username: '', password: '', type: 0 as 0 | 1 });
  const [problems, setProblems] = useState<{ username?: 'rule' | 'shape'; password?: 'rule' | 'shape' }>({});
  const check = useUsernameCheck(draft.username, credentialProblem(draft.username, rules.username, DOWNLINE_USERNAME) === null);
  const [created, setCreated] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const mutation = useMutation('create', () => {
    setCreated(draft.username);
    setDraft({ username: '', password: '', type: draft.type });
    setSent(false);
  });
  // A message belongs to its moment: a new input or a new submit clears the last success or failure.
  const edit = (next: Partial<typeof draft>) => {
    setDraft({ ...draft, ...next });
    setCreated(null);
    setSent(false);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setCreated(null);
    setSent(false);
    const found = {
      username: credentialProblem(draft.username, rules.username, DOWNLINE_USERNAME) ?? undefined,
      password: credentialProblem(draft.password, rules.password, passwordRule) ?? undefined,
    };
    setProblems(found);
    // A name the check found taken is not sent; one not checked yet is checked by the create call itself.
    if (found.username || found.password || check.state === 'taken') return;
    setSent(true);
    dispatch(agentCentreIntents.createDownlineRequested(draft));
  };
  const problemText = (field: 'username' | 'password') => {
    const rule = rules[field];
    if (problems[field] === 'rule' && rule) return ruleMessage(glossary, rule);
    return t(field === 'username' ? 'register.usernameRule' : 'register.passwordRule');
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('register.directTitle')}>
      <div className="field">
        <label htmlFor={ids.username} className="field__label field__label--required">
          {t('register.username')}
        </label>
        <input
          id={ids.username}
          className={partStyles.input}
          autoComplete="off"
          maxLength={16}
          value={draft.username}
          aria-describedby={ids.usernameStatus}
          aria-invalid={Boolean(problems.username) || check.state === 'taken' || check.state === 'refused'}
          onChange={(e) => edit({ username: e.target.value.trim() })}
          onBlur={check.now}
        />
        {problems.username && <p className="field__error">{problemText('username')}</p>}
        {/* Read out as it changes: checking, then taken or available (or why the site refuses the name). */}
        <p
          id={ids.usernameStatus}
          role="status"
          className={check.state === 'taken' || check.state === 'refused' ? 'field__error' : 'muted'}
          data-testid="username-check"
        >
          {check.state === 'checking'
            ? t('register.checking')
            : check.state === 'taken'
              ? t('register.taken')
              : check.state === 'available'
                ? t('register.available')
                : check.state === 'refused'
                  ? errorText(check.error)
                  : ''}
        </p>
      </div>
      <div className="field">
        <label htmlFor={ids.password} className="field__label field__label--required">
          {t('register.password')}
        </label>
        <input
          id={ids.password}
          className={partStyles.input}
          type="password"
          autoComplete="new-password"
          maxLength={20}
          value={draft.password}
          onChange={(e) => edit({ password: e.target.value })}
        />
        {problems.password && <p className="field__error">{problemText('password')}</p>}
      </div>
      <div className="field">
        <label htmlFor={ids.type} className="field__label">
          {t('register.type')}
        </label>
        <select
          id={ids.type}
          className={partStyles.input}
          value={draft.type}
          onChange={(e) => edit({ type: e.target.value === '1' ? 1 : 0 })}
        >
          <option value={0}>{t('team.player')}</option>
          <option value={1}>{t('team.agent')}</option>
        </select>
      </div>
      <ActionError error={sent ? mutation.error : null} />
      {created && (
        <p role="status" data-testid="downline-created">
          {t('register.created', { username: created })}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={mutation.pending}>
        {mutation.pending ? t('common:common.submitting') : t('register.create')}
      </button>
    </form>
  );
}

/**
 * GET /wps/check/username (spec 04) for the name being typed: asked once the typing rests, or at once when the
 * field is left; only a name the rules take (`shaped`) is asked, and only the answer for the name now in the field counts.
 */
function useUsernameCheck(username: string, shaped: boolean) {
  const dispatch = useAppDispatch();
  const report = useAppSelector(selectReport('usernameCheck'));
  const asked = report?.query?.username;
  const ask = useCallback(
    (name: string) => dispatch(agentCentreIntents.reportRequested({ key: 'usernameCheck', query: { username: name } })),
    [dispatch],
  );
  useEffect(() => {
    if (!shaped || asked === username) return;
    const timer = setTimeout(() => ask(username), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
    // The stored ask is read, not watched: only a change of the name starts the wait again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [username, shaped, ask]);
  const now = () => {
    if (shaped && asked !== username) ask(username);
  };
  const current = shaped && asked === username ? report : undefined;
  const state = !current
    ? ('none' as const)
    : isPending(current)
      ? ('checking' as const)
      : current.status === 'failed'
        ? ('refused' as const)
        : current.value?.exists
          ? ('taken' as const)
          : ('available' as const);
  return { state, error: current?.error ?? null, now };
}

function AffiliateLink() {
  const { t } = useTranslation(['agent-centre', 'common']);
  const { report, ask } = useReport('agentAffiliate', undefined);
  const [copied, setCopied] = useState(false);
  const code = report.value?.affiliateCode;
  const link = code ? `${window.location.origin}/register?affiliateCode=${encodeURIComponent(code)}` : '';
  return (
    <RemoteView remote={report} retry={() => ask(undefined)} ns="agent-centre">
      <div className={styles.links}>
        <div className={styles.link} data-testid="affiliate-link">
          <QrCode text={link} size={160} label={t('register.qr')} />
          <span>
            {t('register.code')}: <strong>{code}</strong>
          </span>
          <span className={styles.url}>{link}</span>
          <button
            type="button"
            className="button button--outline"
            onClick={() =>
              void navigator.clipboard?.writeText(link).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            <Copy aria-hidden="true" size={16} /> {copied ? t('register.copied') : t('register.copy')}
          </button>
        </div>
      </div>
    </RemoteView>
  );
}
