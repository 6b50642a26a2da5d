// The home and pharmacy banners' pictures: designed artwork, drawn here as SVG in the banner's colour (no
// stock photo, no network), sent as WebP by lib/pictures.ts. The picture carries no words: the banner's
// title, subtitle and button are the page's own text, shown once beside it (components/pharmacy/banner-list.tsx),
// so they read at any width, in any language, and to a screen reader.
import type { BannerArtwork } from '@arogya/contracts/pharmacy-values';

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 360;

const W = '#ffffff';

/** A soft white shape behind the illustration, and scattered dots, the same on every banner. */
function backdrop(colour: string): string {
  const dots: string[] = [];
  for (let row = 0; row < 6; row++)
    for (let col = 0; col < 8; col++)
      dots.push(`<circle cx="${60 + col * 26}" cy="${60 + row * 26}" r="3" fill="${W}" opacity="0.22"/>`);
  return [
    '<defs>',
    '<linearGradient id="shade" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${W}" stop-opacity="0.16"/>`,
    '<stop offset="1" stop-color="#000000" stop-opacity="0.22"/>',
    '</linearGradient>',
    '</defs>',
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="${colour}"/>`,
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#shade)"/>`,
    `<circle cx="1090" cy="40" r="170" fill="${W}" opacity="0.10"/>`,
    `<circle cx="130" cy="330" r="120" fill="${W}" opacity="0.08"/>`,
    `<circle cx="600" cy="180" r="150" fill="${W}" opacity="0.14"/>`,
    `<g transform="translate(880 200)">${dots.join('')}</g>`,
    `<g>${dots.slice(0, 24).join('')}</g>`,
  ].join('');
}

/** A capsule, rotated, in two halves. */
function capsule(x: number, y: number, angle: number, colour: string): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-48" y="-18" width="96" height="36" rx="18" fill="${W}"/><path d="M0 -18 H30 A18 18 0 0 1 30 18 H0 Z" fill="${colour}" opacity="0.55"/></g>`;
}

function tablet(x: number, y: number, colour: string): string {
  return `<g transform="translate(${x} ${y})"><circle r="24" fill="${W}"/><rect x="-16" y="-2.5" width="32" height="5" rx="2.5" fill="${colour}" opacity="0.45"/></g>`;
}

function plus(x: number, y: number, size: number, opacity = 0.9): string {
  const t = size / 3;
  return `<path d="M${x - t / 2} ${y - size / 2} h${t} v${t} h${t} v${t} h${-t} v${t} h${-t} v${-t} h${-t} v${-t} h${t} Z" fill="${W}" opacity="${opacity}"/>`;
}

/** A prescription sheet with its lines and a pen, capsules and a tablet. */
function prescription(c: string): string {
  return [
    '<g transform="translate(470 40)">',
    `<rect x="0" y="0" width="210" height="270" rx="16" fill="${W}"/>`,
    `<rect x="0" y="0" width="210" height="56" rx="16" fill="${c}" opacity="0.25"/>`,
    `<path d="M30 92 v56 M30 92 h24 a16 16 0 0 1 0 32 h-24 M46 124 l28 28 M62 136 l-16 16" stroke="${c}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    ...[100, 130, 160, 190, 220].map(
      (y, i) =>
        `<rect x="${i < 2 ? 96 : 30}" y="${y}" width="${i < 2 ? 84 : 150 - i * 8}" height="10" rx="5" fill="${c}" opacity="0.22"/>`,
    ),
    `<g transform="translate(196 196) rotate(35)"><rect x="-10" y="-80" width="20" height="120" rx="6" fill="${W}" stroke="${c}" stroke-width="4"/><path d="M-10 40 L0 64 L10 40 Z" fill="${c}"/></g>`,
    '</g>',
    capsule(790, 110, -30, c),
    capsule(420, 250, 25, c),
    tablet(800, 230, c),
    tablet(380, 120, c),
  ].join('');
}

/** A delivery van with a parcel, speed lines and the destination's pin. */
function delivery(c: string): string {
  return [
    '<g transform="translate(400 70)">',
    ...[0, 1, 2].map(
      (i) =>
        `<rect x="${-80 + i * 20}" y="${90 + i * 34}" width="${70 - i * 16}" height="10" rx="5" fill="${W}" opacity="0.6"/>`,
    ),
    `<rect x="10" y="40" width="250" height="150" rx="14" fill="${W}"/>`,
    `<path d="M260 80 h70 l50 54 v56 h-120 Z" fill="${W}"/>`,
    `<path d="M280 96 h44 l34 38 h-78 Z" fill="${c}" opacity="0.35"/>`,
    `<rect x="70" y="80" width="110" height="80" rx="6" fill="${c}" opacity="0.3"/>`,
    `<path d="M70 104 h110 M125 80 v80" stroke="${c}" stroke-width="6" opacity="0.6"/>`,
    ...[80, 320].map(
      (x) =>
        `<circle cx="${x}" cy="196" r="30" fill="${c}" stroke="${W}" stroke-width="10"/><circle cx="${x}" cy="196" r="9" fill="${W}"/>`,
    ),
    '</g>',
    '<g transform="translate(850 60)">',
    `<path d="M0 60 a60 60 0 1 1 120 0 c0 50 -60 110 -60 110 s-60 -60 -60 -110 Z" fill="${W}"/>`,
    `<circle cx="60" cy="60" r="24" fill="${c}" opacity="0.45"/>`,
    '</g>',
  ].join('');
}

/** A glucometer with a drop on its screen, a test strip and a drop of blood. */
function diabetes(c: string): string {
  return [
    '<g transform="translate(480 30)">',
    `<rect x="0" y="0" width="200" height="290" rx="36" fill="${W}"/>`,
    `<rect x="26" y="30" width="148" height="110" rx="14" fill="${c}" opacity="0.3"/>`,
    `<path d="M100 52 c0 0 -30 34 -30 54 a30 30 0 0 0 60 0 c0 -20 -30 -54 -30 -54 Z" fill="${c}"/>`,
    `<circle cx="62" cy="196" r="24" fill="${c}" opacity="0.5"/>`,
    `<circle cx="138" cy="196" r="24" fill="${c}" opacity="0.5"/>`,
    `<rect x="70" y="250" width="60" height="12" rx="6" fill="${c}" opacity="0.35"/>`,
    '</g>',
    `<g transform="translate(770 150) rotate(-25)"><rect x="0" y="0" width="170" height="44" rx="8" fill="${W}"/><rect x="126" y="8" width="30" height="28" rx="4" fill="${c}" opacity="0.5"/><rect x="16" y="18" width="90" height="8" rx="4" fill="${c}" opacity="0.3"/></g>`,
    `<path d="M380 90 c0 0 -44 52 -44 82 a44 44 0 0 0 88 0 c0 -30 -44 -82 -44 -82 Z" fill="${W}"/>`,
    `<path d="M366 176 a18 18 0 0 0 18 18" stroke="${c}" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.6"/>`,
  ].join('');
}

/** A blood-pressure monitor with its cuff, a pulse line and a thermometer. */
function devices(c: string): string {
  return [
    '<g transform="translate(430 50)">',
    `<rect x="0" y="0" width="230" height="200" rx="28" fill="${W}"/>`,
    `<rect x="26" y="26" width="178" height="96" rx="12" fill="${c}" opacity="0.3"/>`,
    `<path d="M40 78 h34 l14 -30 l20 58 l18 -44 l12 16 h54" stroke="${c}" stroke-width="7" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<circle cx="80" cy="158" r="18" fill="${c}" opacity="0.5"/>`,
    `<rect x="120" y="148" width="80" height="20" rx="10" fill="${c}" opacity="0.35"/>`,
    `<path d="M230 100 c70 0 60 120 130 120" stroke="${W}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
    `<rect x="330" y="170" width="120" height="100" rx="22" fill="${W}"/>`,
    `<rect x="350" y="190" width="80" height="60" rx="12" fill="${c}" opacity="0.3"/>`,
    '</g>',
    `<g transform="translate(330 70) rotate(20)"><rect x="-14" y="0" width="28" height="170" rx="14" fill="${W}"/><circle cx="0" cy="180" r="26" fill="${W}"/><rect x="-5" y="60" width="10" height="110" rx="5" fill="${c}" opacity="0.7"/><circle cx="0" cy="180" r="15" fill="${c}" opacity="0.7"/></g>`,
  ].join('');
}

/** Test tubes in a rack and a flask. */
function lab(c: string): string {
  return [
    '<g transform="translate(430 60)">',
    ...[0, 1, 2, 3].map((i) => {
      const x = 30 + i * 56;
      const fill = 80 + (i % 2) * 40;
      return `<rect x="${x}" y="0" width="36" height="200" rx="18" fill="${W}"/><rect x="${x + 6}" y="${fill}" width="24" height="${194 - fill}" rx="12" fill="${c}" opacity="${0.35 + i * 0.12}"/>`;
    }),
    `<rect x="0" y="130" width="270" height="30" rx="8" fill="${W}" opacity="0.9"/>`,
    `<rect x="10" y="230" width="250" height="16" rx="8" fill="${W}" opacity="0.7"/>`,
    '</g>',
    '<g transform="translate(760 70)">',
    `<path d="M50 0 h60 v80 l60 120 a20 20 0 0 1 -18 30 h-144 a20 20 0 0 1 -18 -30 l60 -120 Z" fill="${W}"/>`,
    `<path d="M28 170 h104 l22 40 h-148 Z" fill="${c}" opacity="0.45"/>`,
    `<circle cx="70" cy="150" r="8" fill="${c}" opacity="0.5"/><circle cx="96" cy="128" r="6" fill="${c}" opacity="0.5"/>`,
    '</g>',
  ].join('');
}

/** A stethoscope around a heart. */
function doctor(c: string): string {
  return [
    `<path d="M600 300 c-90 -60 -150 -110 -150 -170 a70 70 0 0 1 150 -20 a70 70 0 0 1 150 20 c0 60 -60 110 -150 170 Z" fill="${W}"/>`,
    `<path d="M520 150 h40 l20 -40 l30 80 l24 -56 l16 16 h50" stroke="${c}" stroke-width="9" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<path d="M360 60 v90 a70 70 0 0 0 140 0 v-90" stroke="${W}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
    `<path d="M430 220 c0 70 40 100 120 100" stroke="${W}" stroke-width="12" fill="none" stroke-linecap="round" opacity="0.85"/>`,
    `<circle cx="360" cy="56" r="12" fill="${W}"/><circle cx="500" cy="56" r="12" fill="${W}"/>`,
    plus(850, 110, 84),
    plus(930, 250, 48, 0.7),
  ].join('');
}

/** A membership card with its chip and QR squares. */
function card(c: string): string {
  return [
    '<g transform="translate(440 60) rotate(-6)">',
    `<rect x="0" y="0" width="330" height="210" rx="22" fill="${W}"/>`,
    `<rect x="0" y="0" width="330" height="60" rx="22" fill="${c}" opacity="0.4"/>`,
    `<rect x="28" y="90" width="60" height="44" rx="8" fill="${c}" opacity="0.5"/>`,
    `<rect x="28" y="156" width="150" height="12" rx="6" fill="${c}" opacity="0.3"/>`,
    `<rect x="28" y="178" width="100" height="12" rx="6" fill="${c}" opacity="0.3"/>`,
    '<g transform="translate(230 96)">',
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8]
      .filter((i) => i !== 4)
      .map(
        (i) =>
          `<rect x="${(i % 3) * 26}" y="${Math.floor(i / 3) * 26}" width="20" height="20" rx="3" fill="${c}" opacity="0.55"/>`,
      ),
    '</g>',
    '</g>',
    plus(860, 100, 72),
  ].join('');
}

/** A heart with a pulse line and a plus: health in general. */
function health(c: string): string {
  return [
    `<path d="M600 310 c-100 -66 -160 -120 -160 -186 a80 80 0 0 1 160 -24 a80 80 0 0 1 160 24 c0 66 -60 120 -160 186 Z" fill="${W}"/>`,
    `<path d="M470 160 h70 l24 -50 l34 100 l28 -70 l18 20 h90" stroke="${c}" stroke-width="10" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
    plus(340, 120, 80),
    plus(860, 250, 56, 0.75),
  ].join('');
}

const DRAWINGS: Record<BannerArtwork, (colour: string) => string> = {
  prescription,
  delivery,
  diabetes,
  devices,
  lab,
  doctor,
  card,
  health,
};

/** The banner's picture: its artwork in its colour, BANNER_WIDTH x BANNER_HEIGHT, without words. */
export function bannerArtworkSvg(artwork: BannerArtwork, colour: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" aria-hidden="true">`,
    backdrop(colour),
    (DRAWINGS[artwork] ?? health)(colour),
    '</svg>',
  ].join('');
}
