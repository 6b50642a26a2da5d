// The text a PDF shows, as a reader would copy it (unpdf, PDF.js underneath): what tests check of the
// documents lib/pdf-document.ts renders, whose fonts are embedded and so not readable in the raw bytes.
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  // One space for each run of white space, so a wrapped line reads as the sentence it was.
  return text.replace(/\s+/g, ' ');
}

type StructNode = { role?: string; alt?: string; children?: StructNode[] };

/**
 * The text of a PDF as written: each tagged span's ActualText (lib/pdf-document.ts gives every line in an
 * Indian script one, since its shaped glyphs are drawn in visual order), in page order.
 */
export async function pdfWrittenText(bytes: Buffer | Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const out: string[] = [];
  const walk = (node: StructNode | null | undefined) => {
    if (!node) return;
    if (node.alt) out.push(node.alt);
    for (const child of node.children ?? []) walk(child);
  };
  for (let i = 1; i <= pdf.numPages; i++) walk((await (await pdf.getPage(i)).getStructTree()) as StructNode);
  return out;
}
