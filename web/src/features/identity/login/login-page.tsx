import { useTranslation } from 'react-i18next';
import { LoginForm } from './login-form';

/** /login: where loginedToHomePage sends visitors without a token, headed by the page's name. */
export function LoginPage() {
  const { t } = useTranslation('identity');
  return (
    <div className="auth-page">
      <h1 className="visually-hidden">{t('login')}</h1>
      <LoginForm />
    </div>
  );
}
