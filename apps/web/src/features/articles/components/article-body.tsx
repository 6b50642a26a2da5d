// The article's Markdown, rendered safely (see render-markdown.ts) and styled for reading.
import { useMemo } from 'react';
import { renderArticleMarkdown } from '../render-markdown.ts';

const prose = [
  'text-base leading-7 text-slate-800',
  '[&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:mt-4 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:mt-1.5 [&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:text-brand-800 [&_a]:underline',
  '[&_table]:mt-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_td]:break-words',
  '[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1.5 [&_th]:text-left',
  '[&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1.5 [&_td]:align-top',
].join(' ');

export function ArticleBody({ markdown }: { markdown: string }) {
  const html = useMemo(() => renderArticleMarkdown(markdown), [markdown]);
  return (
    <div
      className={prose}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by marked's renderer and sanitised by DOMPurify in renderArticleMarkdown
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
