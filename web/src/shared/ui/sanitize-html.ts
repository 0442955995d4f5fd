import DOMPurify from 'dompurify';

const purifier = DOMPurify();
// Images from the back office often come without alt text: mark them decorative. (No DOM, as on the server: no
// purifier either.)
if (purifier.isSupported) {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
}

/**
 * Back-office HTML (announcements, help articles, messages) is sanitised before it is rendered: no scripts, no
 * handlers. Where nothing can sanitise it (the server has no DOM) it gives nothing: unsanitised HTML never passes.
 */
export const sanitizeHtml = (html: string) => (purifier.isSupported ? purifier.sanitize(html, { USE_PROFILES: { html: true } }) : '');
