// The pictures the API draws (medicine packs, doctors' photos, category, brand, offer and banner cards) are
// SVG. Asked with `?w=` (one of IMAGE_WIDTHS) they are sent as WebP of that width, drawn from the same SVG,
// so a page's <img srcset> fetches the size it shows (docs/ARCHITECTURE.md#pictures). Why not the SVG alone:
// the browser builds a whole SVG document on its main thread for each SVG picture (3-7 ms each here, 25-50
// ms a page), while it decodes WebP off the main thread.
//
// Drawing takes 10-20 ms of CPU (librsvg, with the machine's fonts), so answers are kept in
// memory, keyed by the SVG's hash and the width (a changed name draws a new picture), at most CACHE_BYTES,
// least recently used out first; one drawing at a time per key.
import { createHash } from 'node:crypto';
import { IMAGE_WIDTHS, type ImageWidth } from '@arogya/contracts/images-values';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import { pictureCache } from './metrics.ts';

// libvips keeps its own cache of operations; ours is the one that counts. Each drawing in one thread
// (libvips's default is one per core), so a page's pictures do not take every core from the API's requests.
sharp.cache(false);
sharp.concurrency(1);

const CACHE_BYTES = 32 * 1024 * 1024;
const cache = new Map<string, Buffer>();
const drawing = new Map<string, Promise<Buffer>>();
let cachedBytes = 0;

const WIDTH_NAMES = IMAGE_WIDTHS.map(String) as [string, ...string[]];
export const PictureQuery = z.object({
  w: z
    .enum(WIDTH_NAMES, { error: `w must be one of ${IMAGE_WIDTHS.join(', ')}` })
    .transform((w) => Number(w) as ImageWidth)
    .optional()
    .meta({ description: 'Send a WebP picture this many pixels wide instead of the SVG' }),
});

/** The content types a picture route answers. */
export const PICTURE_TYPES = ['image/svg+xml', 'image/webp'] as const;

async function draw(source: string | Buffer, width: number): Promise<Buffer> {
  // An uploaded photo: turned upright, cut square around what draws the eye, re-encoded (which also
  // drops its camera metadata, a location among it).
  if (typeof source !== 'string') {
    return sharp(source)
      .rotate()
      .resize({ width, height: width, fit: 'cover', position: sharp.strategy.attention })
      .webp({ quality: 82 })
      .toBuffer();
  }
  const svg = source;
  const natural = Number(/<svg[^>]*?\swidth="(\d+)"/.exec(svg)?.[1] ?? width);
  // Rendered at the asked size (not drawn small and scaled up), so text and edges stay sharp.
  return sharp(Buffer.from(svg), { density: (72 * width) / natural })
    .resize({ width })
    .webp({ quality: 82 })
    .toBuffer();
}

const hashOf = (source: string | Buffer) =>
  createHash('sha256').update(source).digest('base64url').slice(0, 22);

/** WebP of `svg` (or an uploaded photo), `width` pixels wide; `hash` is the source's (hashOf), already worked out for its ETag. */
async function webpOf(svg: string | Buffer, width: number, hash: string): Promise<Buffer> {
  const key = `${width}:${hash}`;
  const hit = cache.get(key);
  if (hit) {
    pictureCache.inc({ result: 'hit' });
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const pending = drawing.get(key);
  if (pending) {
    pictureCache.inc({ result: 'joined' });
    return pending;
  }
  pictureCache.inc({ result: 'miss' });
  const job = draw(svg, width)
    .then((webp) => {
      cache.set(key, webp);
      cachedBytes += webp.length;
      for (const [oldKey, old] of cache) {
        if (cachedBytes <= CACHE_BYTES) break;
        cache.delete(oldKey);
        cachedBytes -= old.length;
      }
      return webp;
    })
    .finally(() => drawing.delete(key));
  drawing.set(key, job);
  return job;
}

/**
 * Sends a drawn picture: the SVG, or WebP `width` pixels wide. A picture's address stays when what it shows
 * changes (a renamed product, a category's product count), so browsers keep it a day and then ask again with
 * its ETag, the drawing's hash: unchanged, the answer is a 304 without a body.
 */
export async function sendPicture(
  request: FastifyRequest,
  reply: FastifyReply,
  svg: string,
  width: number | undefined,
) {
  const hash = hashOf(svg);
  const etag = `"${hash}-${width ?? 'svg'}"`;
  reply.header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
  reply.header('etag', etag);
  const asked = request.headers['if-none-match'];
  if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  if (width === undefined) return reply.type('image/svg+xml; charset=utf-8').send(svg);
  return reply.type('image/webp').send(await webpOf(svg, width, hash));
}

/** The width an uploaded photo is sent at when no `?w=` is asked: never the upload itself. */
const PHOTO_DEFAULT_WIDTH = 256;

/**
 * Sends an uploaded photo (a doctor's own) as WebP `width` pixels wide and square, the same way as a drawn
 * picture (cache, ETag); without a width, at PHOTO_DEFAULT_WIDTH.
 */
export async function sendPhoto(
  request: FastifyRequest,
  reply: FastifyReply,
  bytes: Buffer,
  width: number | undefined,
) {
  const hash = hashOf(bytes);
  const size = width ?? PHOTO_DEFAULT_WIDTH;
  const etag = `"${hash}-${size}"`;
  reply.header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
  reply.header('etag', etag);
  const asked = request.headers['if-none-match'];
  if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  return reply.type('image/webp').send(await webpOf(bytes, size, hash));
}
