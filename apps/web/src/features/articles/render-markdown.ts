// An article's Markdown to HTML that is safe to put in the page (docs/product-rules.md#health-articles):
// raw HTML in the text is escaped by marked's renderer, so '<script>' shows as text; links keep only safe
// addresses and images and task-list boxes are dropped by the renderer itself, so the server renders the
// same safe HTML without a DOM (docs/ARCHITECTURE.md#server-rendered-pages); in the browser DOMPurify then
// removes anything executable that Markdown could still produce.
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** DOMPurify's own test of a safe address: a known protocol, or none (relative). */
const SAFE_URL =
  /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: DOMPurify strips these before testing an address
const ATTR_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      const safe = SAFE_URL.test(href.replace(ATTR_WHITESPACE, ''));
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      return safe ? `<a href="${escapeHtml(href)}"${titleAttr}>${text}</a>` : `<a${titleAttr}>${text}</a>`;
    },
    image() {
      return '';
    },
    checkbox() {
      return '';
    },
  },
});

export function renderArticleMarkdown(body: string): string {
  const html = markdown.parse(body, { async: false });
  if (typeof window === 'undefined') return html;
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'img'],
    FORBID_ATTR: ['style'],
  });
}
