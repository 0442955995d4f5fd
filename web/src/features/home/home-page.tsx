import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const categories = [
  { path: '/rng', section: 'rng', icon: '🎰' },
  { path: '/live', section: 'live', icon: '🃏' },
  { path: '/fish', section: 'fish', icon: '🐟' },
  { path: '/sports', section: 'sports', icon: '⚽' },
  { path: '/esports', section: 'esports', icon: '🎮' },
  { path: '/cockfight', section: 'cockfight', icon: '🐓' },
  { path: '/pvp', section: 'pvp', icon: '♠' },
  { path: '/elott', section: 'elott', icon: '🎱' },
] as const;

/** Home (chunk "index"). Vendor-driven rows arrive with the lobbies feature. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="home">
      <h1 className="home__title">{t('home.title')}</h1>
      <section aria-label={t('home.categories')}>
        <ul className="category-grid">
          {categories.map((c) => (
            <li key={c.path}>
              <Link to={c.path} className="category-card">
                <span className="category-card__icon" aria-hidden="true">
                  {c.icon}
                </span>
                <span>{t(`routes.sections.${c.section}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
