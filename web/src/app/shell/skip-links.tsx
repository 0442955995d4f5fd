import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { selectIsLoggedIn, selectMemberFailed } from '../../features/identity';
import { useAppSelector } from '../../shared/store/hooks';

/** The header's Login button, which "Skip to login" moves focus to. */
export const HEADER_LOGIN_ID = 'header-login';

/** Moves focus to an element of the page by id (an in-page link's target), without changing the address. */
function focusTarget(e: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  e.preventDefault();
  target.focus();
}

/**
 * The first stops of the tab order, shown only while focused: the side menu (about 20 entries) and the chat come
 * before the header's Login in the page, so a visitor skips to Login, and anyone to the page's own content.
 */
export function SkipLinks({ login, content }: { login: boolean; content: boolean }) {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const memberFailed = useAppSelector(selectMemberFailed);
  const toLogin = login && !loggedIn && !memberFailed;
  if (!toLogin && !content) return null;
  return (
    // Not a landmark of its own: a page has one navigation a player names by its menu (axe counts skip links as such).
    <div className="skip-links">
      {toLogin && (
        <a className="skip-links__link" href={`#${HEADER_LOGIN_ID}`} onClick={(e) => focusTarget(e, HEADER_LOGIN_ID)}>
          {t('keys.skipToLogin')}
        </a>
      )}
      {content && (
        <a className="skip-links__link" href="#main" onClick={(e) => focusTarget(e, 'main')}>
          {t('keys.skipToContent')}
        </a>
      )}
    </div>
  );
}
