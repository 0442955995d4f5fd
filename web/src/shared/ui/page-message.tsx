import type { ReactNode } from 'react';

type Props = {
  tone?: 'info' | 'warning' | 'error';
  icon?: ReactNode;
  title: string;
  subtitle?: string;
  children?: ReactNode;
  actions?: ReactNode;
};

/** A full-width message card: maintenance, restriction, placeholders, load failures. */
export function PageMessage({ tone = 'info', icon, title, subtitle, children, actions }: Props) {
  return (
    <section className={`page-message page-message--${tone}`} aria-labelledby="page-message-title">
      {icon && (
        <div className="page-message__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <h1 id="page-message-title" className="page-message__title">
        {title}
      </h1>
      {subtitle && <p className="page-message__subtitle">{subtitle}</p>}
      {children && <div className="page-message__body">{children}</div>}
      {actions && <div className="page-message__actions">{actions}</div>}
    </section>
  );
}
