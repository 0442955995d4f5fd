import { ChevronDown, Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { sanitizeHtml } from '../../../shared/ui/sanitize-html';
import { RemoteView } from '../../../shared/remote/remote-view';
import styles from '../centre/centre.module.css';
import { serviceIntents } from '../intents';
import { selectHelp } from '../selectors';
import { searchHelp } from './search-help';

/** The help centre (GET /wps/system/helpCenter) in the page's language: searchable, its HTML sanitised. */
export function HelpCentre() {
  const { t, i18n } = useTranslation('service');
  const dispatch = useAppDispatch();
  const help = useAppSelector(selectHelp);
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  useEffect(() => {
    dispatch(serviceIntents.helpRequested());
  }, [dispatch, i18n.language]);
  const found = useMemo(() => searchHelp(help.value, search), [help.value, search]);
  const empty = help.value.length === 0 ? t('help.empty') : found.length === 0 ? t('help.nothingFound') : null;
  return (
    <div className={styles.help}>
      <div className={styles.search}>
        <Search aria-hidden="true" size={16} />
        <input
          type="search"
          aria-label={t('help.search')}
          placeholder={t('help.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <RemoteView remote={help} retry={() => dispatch(serviceIntents.helpRequested())} ns="service">
        {empty && <p className="muted">{empty}</p>}
        {found.map((category) => (
          <section key={category.categoryId} className={styles.category} aria-labelledby={`help-category-${category.categoryId}`}>
            <h3 id={`help-category-${category.categoryId}`}>{category.name}</h3>
            <ul className={styles.entries}>
              {category.articles.map((article) => {
                const open = openId === article.articleId || search.trim() !== '';
                return (
                  <li key={article.articleId} className={styles.entry}>
                    <button
                      type="button"
                      className={styles.entryHead}
                      aria-expanded={open}
                      onClick={() => setOpenId(openId === article.articleId ? null : article.articleId)}
                    >
                      <span className={styles.entryTitle}>{article.title}</span>
                      <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
                    </button>
                    {open && (
                      <div
                        className={styles.html}
                        data-testid="help-article"
                        dangerouslySetInnerHTML={{ __html: sanitizeHtml(article.content) }}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </RemoteView>
    </div>
  );
}
