import { LoginForm } from './login-form';

/** /login: where loginedToHomePage sends visitors without a token. */
export function LoginPage() {
  return (
    <div className="auth-page">
      <LoginForm />
    </div>
  );
}
