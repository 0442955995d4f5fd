import { useTranslation } from 'react-i18next';
import { RegisterForm } from './register-form';

/** /register: the same form as the modal, on its own page under the w_reg banner, headed by the page's name. */
export function RegisterPage() {
  const { t } = useTranslation('identity');
  return (
    <div className="auth-page">
      <h1 className="visually-hidden">{t('register')}</h1>
      <RegisterForm />
    </div>
  );
}
