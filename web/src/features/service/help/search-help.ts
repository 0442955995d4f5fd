import type { HelpCategory } from '../types';

/** The text of an article without its markup, for searching (never rendered). */
const plain = (html: string) => html.replace(/<script[\s\S]*?<\/script>/gi, ' ').replace(/<[^>]*>/g, ' ');

/** The categories with only the articles whose title or text holds every word searched, empty categories left out. */
export function searchHelp(categories: HelpCategory[], search: string): HelpCategory[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return categories;
  return categories
    .map((c) => ({
      ...c,
      articles: c.articles.filter((a) => {
        const text = `${c.name} ${a.title} ${plain(a.content)}`.toLowerCase();
        return words.every((w) => text.includes(w));
      }),
    }))
    .filter((c) => c.articles.length > 0);
}
