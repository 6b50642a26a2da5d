// Server-rendered public pages (docs/ARCHITECTURE.md#server-rendered-pages): loads the web app's server
// renderer (apps/web/dist-ssr/entry-server.js, built by `npm run build`), sends the pages' API requests to
// this app in process (app.inject: the same routes, cache and queue as a browser's request, so what the
// HTML shows is what the API answers at that moment), and puts the rendered page into index.html. A render
// that throws or takes longer than SSR_TIMEOUT_MS gives the shell, as before server rendering. A rendered
// page's Content-Security-Policy takes a nonce of its own for React's form-replaying script.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ssrRenders } from './metrics.ts';

type RenderResult =
  | { kind: 'shell' }
  | { kind: 'page'; status: 200 | 404; lang: string; head: string; html: string; state: string | null };

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** What apps/web/src/entry-server.tsx exports. */
type RendererModule = {
  render(
    href: string,
    origin: string,
    signal: AbortSignal,
    options?: { nonce?: string; messages?: 'pseudo' },
  ): Promise<RenderResult>;
  setServerTransport(transport: Transport): void;
  warmUp(): Promise<void>;
  SERVER_STATE_ELEMENT_ID: string;
};

export type PageRenderer = {
  /** Answers a page request: the rendered page, or the shell. Never throws. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
};

export type RendererOptions = {
  /** apps/web/dist (index.html) and its sibling dist-ssr (entry-server.js). */
  distDir: string;
  /** The origin pages name in canonical URLs and Open Graph tags (lib/public-origin.ts). */
  publicOrigin: (request: FastifyRequest) => string;
  timeoutMs: number;
  /** Tests: a renderer module to use instead of the built one. */
  module?: RendererModule;
};

function headersOf(init: RequestInit): Record<string, string> {
  return Object.fromEntries(new Headers(init.headers).entries());
}

function inProcessTransport(app: FastifyInstance): Transport {
  return async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: headersOf(init),
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const v of [value].flat()) headers.append(name, String(v));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
}

async function loadModule(distDir: string): Promise<RendererModule | null> {
  const file = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) {
    console.warn(
      `[arogya] No server renderer at ${file}; public pages are sent as the client-rendered shell.`,
    );
    return null;
  }
  return (await import(pathToFileURL(file).href)) as RendererModule;
}

function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`server render took over ${ms} ms`));
    }, ms);
  });
  return Promise.race([work(controller.signal), timeout]).finally(() => clearTimeout(timer));
}

export async function createPageRenderer(
  app: FastifyInstance,
  options: RendererOptions,
): Promise<PageRenderer | null> {
  if (options.timeoutMs === 0) return null;
  const module = options.module ?? (await loadModule(options.distDir));
  if (!module) return null;
  module.setServerTransport(inProcessTransport(app));
  await module.warmUp();
  const template = readFileSync(path.join(options.distDir, 'index.html'), 'utf8');

  const page = (result: Extract<RenderResult, { kind: 'page' }>) => {
    const state =
      result.state === null
        ? ''
        : `<script type="application/json" id="${module.SERVER_STATE_ELEMENT_ID}">${result.state}</script>`;
    return (
      withLang(template, result.lang)
        .replace(/<title>[\s\S]*?<\/title>/, '')
        .replace(/<meta\s+name="description"[\s\S]*?\/>/, '')
        // Replacer functions: a replacement string would read '$$', '$&' and the like in the page as patterns
        // (React's form-replaying script names document.$$reactFormReplay).
        .replace('</head>', () => `  ${result.head}\n  </head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${result.html}</div>${state}`)
    );
  };

  return {
    async send(request, reply) {
      const origin = options.publicOrigin(request);
      const nonce = randomBytes(16).toString('base64');
      let result: RenderResult;
      const timer = ssrRenders.startTimer();
      try {
        result = await withTimeout(
          (signal) => module.render(new URL(request.url, origin).href, origin, signal, { nonce }),
          options.timeoutMs,
        );
        timer({ outcome: result.kind === 'shell' ? 'shell' : result.status === 404 ? 'not_found' : 'page' });
      } catch (error) {
        timer({ outcome: 'failed' });
        request.log.warn({ err: error, url: request.url }, 'server render failed; sending the shell');
        result = { kind: 'shell' };
      }
      reply.header('cache-control', 'no-cache');
      if (result.kind === 'shell') {
        // A Hindi address's shell says so (<html lang="hi">) before its script runs.
        if (!isHindiPath(request.url)) return reply.sendFile('index.html');
        return reply.type('text/html; charset=utf-8').send(withLang(template, 'hi'));
      }
      reply.status(result.status).type('text/html; charset=utf-8').header('vary', 'accept-encoding');
      // React's form-replaying script (apps/web/src/entry-server.tsx) is the page's one inline script: the
      // policy of this answer allows it by the nonce, and still no other.
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        reply.header(
          'content-security-policy',
          policy.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`),
        );
      }
      const html = page(result);
      const encoding = htmlEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(html);
      return reply.header('content-encoding', encoding).send(await compress[encoding](html));
    },
  };
}

/** '/hi' and '/hi/...': the Hindi pages (apps/web/src/lib/i18n/locales.ts). */
export function isHindiPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path === '/hi' || path.startsWith('/hi/');
}

/** The template with its <html lang> set to the page's language. */
function withLang(template: string, lang: string): string {
  return template.replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`);
}

// A rendered page is 75-170 KB of HTML (the markup and the query cache it hydrates from) and compresses to
// about a seventh; on a phone's connection that is most of the time to first paint (docs/bench.md#lighthouse).
// Built assets are compressed at build time (scripts/precompress.mjs); a page is compressed as it is sent,
// at a quick level, off the main thread. Its content is the public catalogue, never a visitor's secret.
const compress = {
  br: (html: string) => promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html: string) => promisify(gzip)(html, { level: 6 }),
};

/** The encoding to send a rendered page with: brotli, else gzip, when the request accepts it; else none. */
export function htmlEncoding(accept: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of [accept ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
