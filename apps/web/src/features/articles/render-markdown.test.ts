// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderArticleMarkdown } from './render-markdown.ts';

const dom = (markdown: string) => {
  const div = document.createElement('div');
  div.innerHTML = renderArticleMarkdown(markdown);
  return div;
};

describe('renderArticleMarkdown', () => {
  it('renders headings, lists, emphasis and tables', () => {
    const div = dom('## Symptoms\n\n- **fever**\n- rash\n\n| Test | Value |\n|---|---|\n| HbA1c | 6.5% |\n');
    expect(div.querySelector('h2')?.textContent).toBe('Symptoms');
    expect(div.querySelectorAll('li')).toHaveLength(2);
    expect(div.querySelector('strong')?.textContent).toBe('fever');
    expect(div.querySelector('table td')?.textContent).toBe('HbA1c');
  });

  it('never turns raw HTML into elements: a script shows as text', () => {
    const div = dom('Hello <script>alert(1)</script> world\n\n<script>alert(2)</script>\n');
    expect(div.querySelector('script')).toBeNull();
    expect(div.textContent).toContain('<script>alert(1)</script>');
    expect(div.textContent).toContain('<script>alert(2)</script>');
  });

  it('drops event handlers, images and javascript: links', () => {
    const div = dom(
      '<img src=x onerror="alert(1)">\n\n[click](javascript:alert(1)) ![x](https://example.com/x.png "t")\n\n<a href="#" onclick="alert(1)">a</a>',
    );
    expect(div.querySelector('img')).toBeNull();
    expect(div.querySelector('[onerror], [onclick]')).toBeNull();
    for (const a of div.querySelectorAll('a'))
      expect(a.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    for (const el of div.querySelectorAll('*')) {
      for (const attr of el.attributes) expect(attr.name).not.toMatch(/^on/i);
    }
    expect(div.textContent).toContain('<img src=x onerror="alert(1)">');
  });
});

describe('renderArticleMarkdown without DOMPurify (the server renderer)', () => {
  it('is already safe, and the same tree DOMPurify gives', async () => {
    const source =
      '<img src=x onerror="alert(1)">\n\n[click](javascript:alert(1)) [ok](/labs "Labs") ![x](https://example.com/x.png)\n\n- [x] done\n';
    const inBrowser = dom(source).innerHTML;
    const saved = globalThis.window;
    // @ts-expect-error: the server has no window
    delete globalThis.window;
    let onServer: string;
    try {
      onServer = renderArticleMarkdown(source);
    } finally {
      globalThis.window = saved;
    }
    const div = document.createElement('div');
    div.innerHTML = onServer;
    expect(div.querySelector('img, input, [onerror]')).toBeNull();
    expect(div.querySelector('a:not([href])')?.textContent).toBe('click');
    expect(div.innerHTML).toBe(inBrowser);
  });
});
