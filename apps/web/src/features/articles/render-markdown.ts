// An article's Markdown to HTML that is safe to put in the page (docs/product-rules.md#health-articles):
// raw HTML in the text is escaped by marked's renderer, so '<script>' shows as text, and DOMPurify then
// removes anything executable that Markdown itself could produce (a 'javascript:' link, say).
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
  },
});

export function renderArticleMarkdown(body: string): string {
  const html = markdown.parse(body, { async: false });
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'img'],
    FORBID_ATTR: ['style'],
  });
}
