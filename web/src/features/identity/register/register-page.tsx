import { RegisterForm } from './register-form';

/** /register: the same form as the modal, on its own page under the w_reg banner. */
export function RegisterPage() {
  return (
    <div className="auth-page">
      <RegisterForm />
    </div>
  );
}
