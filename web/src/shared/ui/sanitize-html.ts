import DOMPurify from 'dompurify';

const purifier = DOMPurify();
// Images from the back office often come without alt text: mark them decorative.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/** Back-office HTML (announcements, help articles, messages) is sanitised before it is rendered: no scripts, no handlers. */
export const sanitizeHtml = (html: string) => purifier.sanitize(html, { USE_PROFILES: { html: true } });
