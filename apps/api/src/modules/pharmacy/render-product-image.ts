// Product pictures are drawn locally, without the network: a pack in the brand's colour with the name,
// strength and pack, one view per gallery position (front, back with the composition, the pack's side).
// The same SVG on every request while the product is unchanged (lib/pictures.ts sends it, or WebP of it).
import { AppError } from '../../lib/app-error.ts';
import type { PharmacyDeps } from './pharmacy-deps.ts';

export const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** Splits text into lines of at most `width` characters, at most `max` lines. */
export function wrap(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length > max ? [...lines.slice(0, max - 1), `${lines[max - 1]}…`] : lines;
}

const FONT = 'font-family="system-ui, -apple-system, \'Segoe UI\', Roboto, sans-serif"';
const text = (x: number, y: number, size: number, fill: string, body: string, weight = 400) =>
  `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(body)}</text>`;

type Source = NonNullable<Awaited<ReturnType<PharmacyDeps['products']['imageSource']>>>;

export function productImageSvg(p: Source, n: number): string {
  const c = p.colour;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480" role="img" aria-label="${escapeXml(`${p.name}, picture ${n}`)}">`,
    '<rect width="480" height="480" fill="#f6f7f9"/>',
  ];
  if (n === 1) {
    parts.push(
      `<rect x="70" y="90" width="340" height="300" rx="18" fill="#ffffff" stroke="${c}" stroke-width="4"/>`,
    );
    parts.push(`<rect x="70" y="90" width="340" height="70" rx="18" fill="${c}"/>`);
    parts.push(text(92, 135, 24, '#ffffff', p.brandName, 700));
    wrap(p.name, 22, 3).forEach((l, i) => {
      parts.push(text(92, 205 + i * 34, 28, '#1f2937', l, 700));
    });
    if (p.strength) parts.push(text(92, 320, 20, '#374151', p.strength.slice(0, 30)));
    parts.push(text(92, 360, 18, '#6b7280', p.unit));
    if (p.schedule !== 'OTC')
      parts.push(
        `<rect x="330" y="330" width="60" height="40" rx="6" fill="#b91c1c"/>${text(342, 358, 20, '#ffffff', 'Rx', 700)}`,
      );
  } else if (n === 2) {
    parts.push(
      `<rect x="70" y="90" width="340" height="300" rx="18" fill="#ffffff" stroke="#d1d5db" stroke-width="3"/>`,
    );
    parts.push(text(92, 135, 18, c, 'COMPOSITION', 700));
    wrap(p.saltComposition ?? p.name, 30, 4).forEach((l, i) => {
      parts.push(text(92, 170 + i * 28, 20, '#1f2937', l));
    });
    parts.push(text(92, 320, 16, '#6b7280', 'Store below 30°C. Keep out of reach of children.'));
    parts.push(text(92, 350, 16, '#6b7280', `Marketed by ${p.brandName}`));
  } else {
    const form = p.form ?? p.kind;
    const shapes =
      form === 'tablet' || form === 'capsule'
        ? Array.from(
            { length: 10 },
            (_, i) =>
              `<ellipse cx="${135 + (i % 5) * 52}" cy="${210 + Math.floor(i / 5) * 70}" rx="20" ry="${form === 'capsule' ? 12 : 20}" fill="#ffffff" stroke="${c}" stroke-width="3"/>`,
          ).join('')
        : `<rect x="190" y="130" width="100" height="230" rx="20" fill="${c}" opacity="0.85"/><rect x="215" y="100" width="50" height="40" rx="6" fill="#374151"/>`;
    parts.push(`<rect x="90" y="160" width="300" height="170" rx="14" fill="#e5e7eb"/>`, shapes);
    parts.push(text(92, 420, 18, '#374151', `${p.name} — view ${n}`.slice(0, 44)));
  }
  parts.push('</svg>');
  return parts.join('');
}

export async function renderProductImage(deps: PharmacyDeps, id: string, n: number): Promise<string> {
  const p = await deps.products.imageSource(id);
  if (!p || n > p.imageCount) throw AppError.notFound('Image not found');
  return productImageSvg(p, n);
}
