// A small PDF writer for text documents (the e-prescription, payment receipts): A4 pages, Helvetica and
// Helvetica-Bold in WinAnsi encoding, lines wrapped to the page width, new pages as needed. No dependency.

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 50;

export type PdfLine = { text: string; size?: number; bold?: boolean; gapBefore?: number; indent?: number };

/** Text the standard fonts can show: WinAnsi (Latin-1) with the rupee sign and dashes spelled out. */
export function pdfSafe(text: string): string {
  return text
    .replaceAll('₹', 'Rs. ')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replaceAll('\u2026', '...')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

const escapePdf = (text: string) => text.replace(/([\\()])/g, '\\$1');

/** Splits into lines of at most `maxChars` (Helvetica averages about half an em per character). */
export function wrap(text: string, maxChars: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (!line) line = word;
    else if (line.length + 1 + word.length <= maxChars) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
    while (line.length > maxChars) {
      lines.push(line.slice(0, maxChars));
      line = line.slice(maxChars);
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/**
 * `firstPageDrawing`: raw PDF path operators painted on the first page after its text (a QR code's squares,
 * say), in points from the bottom-left corner of an A4 page.
 */
export function renderPdf(lines: PdfLine[], title: string, firstPageDrawing = ''): Buffer {
  const pages: string[] = [];
  let ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  const flush = () => {
    pages.push(ops.join('\n'));
    ops = [];
    y = PAGE_HEIGHT - MARGIN;
  };
  for (const line of lines) {
    const size = line.size ?? 10;
    const indent = line.indent ?? 0;
    const leading = size * 1.35;
    y -= line.gapBefore ?? 0;
    const maxChars = Math.floor((PAGE_WIDTH - 2 * MARGIN - indent) / (size * 0.5));
    for (const part of wrap(pdfSafe(line.text), maxChars)) {
      if (y - leading < MARGIN) flush();
      y -= leading;
      ops.push(
        `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${MARGIN + indent} ${y.toFixed(1)} Td (${escapePdf(part)}) Tj ET`,
      );
    }
  }
  flush();
  if (firstPageDrawing) pages[0] = `${pages[0]}\n${firstPageDrawing}`;

  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((content, i) => {
    const pageId = 5 + i * 2;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] =
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title (${escapePdf(pdfSafe(title))}) /Producer (Arogya) >>`;

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
