// The widths, in pixels, at which the API serves the pictures it draws (a medicine's pack, a doctor's photo,
// a category's, brand's, offer's or banner's card) as WebP: `?w=` on the picture's address; without it the
// address answers the SVG. The web app lists them in each <img>'s srcset (docs/ARCHITECTURE.md#pictures).
export const IMAGE_WIDTHS = [96, 160, 240, 320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The addresses of pictures the API draws, which take `?w=`. */
export const DRAWN_PICTURE =
  /^\/api\/v1\/(medicines\/[^/?#]+\/image\/\d+|doctors\/[^/?#]+\/photo|(categories|offers|banners)\/[^/?#]+\/image|brands\/[^/?#]+\/logo)$/;
