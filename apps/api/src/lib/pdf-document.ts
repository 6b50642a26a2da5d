// Text documents as PDF (the e-prescription, payment receipts, the health card, the personal-data summary):
// A4 pages, lines wrapped to the page width, new pages as needed. PDFKit lays the text out and embeds the
// Noto Sans fonts shipped in apps/api/assets/fonts (Latin, Devanagari and the rupee sign in one family, with
// OpenType shaping), so a name or a medicine in Hindi prints as written and ₹ is ₹.
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { API_ROOT } from '../config/paths.ts';

const PAGE_WIDTH = 595.28;
const MARGIN = 50;
const FONTS = {
  regular: path.join(API_ROOT, 'assets/fonts/NotoSans-Regular.ttf'),
  bold: path.join(API_ROOT, 'assets/fonts/NotoSans-Bold.ttf'),
};

/** Scripts whose shaping reorders glyphs (Devanagari and the other Indian scripts). */
const COMPLEX_SCRIPT = /[\u0900-\u0DFF]/;

export type PdfLine = { text: string; size?: number; bold?: boolean; gapBefore?: number; indent?: number };

export type PdfDoc = InstanceType<typeof PDFDocument>;

/**
 * Renders `lines` top to bottom. `firstPageDrawing` paints on the first page after its text (a QR code,
 * say), in points from the top-left corner of an A4 page.
 */
export function renderPdf(
  lines: PdfLine[],
  title: string,
  firstPageDrawing?: (doc: PdfDoc) => void,
  /** The document's language (its labels'), for readers and screen readers. */
  lang: 'en-IN' | 'hi-IN' = 'en-IN',
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Producer: 'Arogya', Creator: 'Arogya' },
    lang,
    displayTitle: true,
    tagged: true,
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const line of lines) {
    const size = line.size ?? 10;
    const indent = line.indent ?? 0;
    if (line.gapBefore) doc.y += line.gapBefore;
    const draw = () =>
      doc
        .font(line.bold ? 'bold' : 'regular')
        .fontSize(size)
        .text(line.text, MARGIN + indent, doc.y, {
          width: PAGE_WIDTH - 2 * MARGIN - indent,
          lineGap: size * 0.2,
        });
    // Shaped Devanagari is drawn in visual order (a vowel sign such as ि before its consonant, a reph after
    // the syllable): the line is a tagged span carrying its text as written (ActualText), which readers use
    // to copy, search and speak the words rather than the glyphs.
    if (COMPLEX_SCRIPT.test(line.text)) doc.addStructure(doc.struct('Span', { actual: line.text }, draw));
    else draw();
  }
  if (firstPageDrawing) {
    doc.switchToPage(0);
    firstPageDrawing(doc);
  }
  doc.end();
  return done;
}
