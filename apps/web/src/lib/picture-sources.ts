// The srcset of a picture the API draws (docs/ARCHITECTURE.md#pictures): its address with `?w=` at each of
// IMAGE_WIDTHS, as WebP, so the browser fetches the width `sizes` says the picture shows at, times the
// screen's density, and decodes it off its main thread. Any other address (an uploaded photo) is used as is.
import { DRAWN_PICTURE, IMAGE_WIDTHS } from '@arogya/contracts/images-values';

/** The largest width, in CSS pixels, a `sizes` attribute names (1280 when one of them is in vw). */
export function widestOf(sizes: string): number {
  let widest = 0;
  for (const entry of sizes.split(',')) {
    const size = entry.trim().split(/\s+/).at(-1) ?? '';
    const px = /^(\d+)px$/.exec(size);
    widest = Math.max(widest, px ? Number(px[1]) : 1280);
  }
  return widest;
}

/** The sources of a picture shown at most `maxCssPx` wide, at up to 3x density. */
export function pictureSources(src: string, maxCssPx = 1280): { src: string; srcSet?: string } {
  if (!DRAWN_PICTURE.test(src)) return { src };
  // Up to the first width that covers the largest size at 3x.
  const covering = IMAGE_WIDTHS.findIndex((w) => w >= maxCssPx * 3);
  const widths = IMAGE_WIDTHS.slice(0, covering === -1 ? undefined : covering + 1);
  return {
    // Browsers without srcset: a middling width.
    src: `${src}?w=${widths.filter((w) => w <= 320).at(-1) ?? IMAGE_WIDTHS[0]}`,
    srcSet: widths.map((w) => `${src}?w=${w} ${w}w`).join(', '),
  };
}
