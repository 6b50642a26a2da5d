// @vitest-environment jsdom
// A catalogue import's refusal of a whole file on the page, each by its code (import-refusal-text.ts): in Hindi
// on a Hindi page and in English on an English one, naming the missing or unknown columns and the limit. The
// API's refusal is mocked as import-catalogue.ts sends it (fileRefusalDetails); what the file's text alone
// shows (empty, not CSV) is refused before anything is sent.
import {
  FILE_REFUSAL_CODES,
  type FileRefusal,
  fileRefusalDetails,
  fileRefusalMessage,
  IMPORT_MAX_CHARS,
  IMPORT_MAX_ROWS,
} from '@arogya/contracts/catalogue-import-problems';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs.ts';
import { activate, startI18n } from '../../lib/i18n/start-i18n.ts';
import { ImportPanel } from './components/import-panel.tsx';

/** A refusal naming columns, of a file whose import reads code, name and mrp. */
const naming = (code: 'missing_columns' | 'unknown_columns', ...columns: string[]): FileRefusal => ({
  code,
  columns,
  expected: ['code', 'name', 'mrp'],
});

/** Each refusal the API sends, with what the page says for it in Hindi and in English. */
const SENT: [FileRefusal, string, string][] = [
  [
    { code: 'too_large', limit: IMPORT_MAX_CHARS },
    'फ़ाइल 2 MB से बड़ी है। इसे छोटी फ़ाइलों में बाँटें।',
    'The file is larger than 2 MB. Split it into smaller files.',
  ],
  [{ code: 'empty' }, 'फ़ाइल खाली है।', 'The file is empty.'],
  [
    { code: 'no_rows' },
    'फ़ाइल में कॉलम के नाम तो हैं, पर कोई पंक्ति नहीं है।',
    'The file has its column names but no rows.',
  ],
  [
    { code: 'not_csv' },
    'यह फ़ाइल CSV नहीं है। शीट को CSV (कॉमा से अलग किए गए मान) के रूप में सेव करें और उसे फिर से चुनें।',
    'This file is not a CSV file. Save the sheet as CSV (comma-separated values) and choose it again.',
  ],
  [
    naming('missing_columns', 'mrp'),
    'फ़ाइल में mrp कॉलम नहीं है। पहली लाइन में इसी नाम से यह कॉलम जोड़ें।',
    'The file has no mrp column. Add it with that name in the first line.',
  ],
  [
    naming('missing_columns', 'code', 'mrp'),
    'फ़ाइल में code, mrp कॉलम नहीं हैं। पहली लाइन में इन्हीं नामों से ये कॉलम जोड़ें।',
    'The file has no code, mrp columns. Add them with those names in the first line.',
  ],
  [
    naming('unknown_columns', 'alias_hi'),
    'फ़ाइल में एक ऐसा कॉलम है जिसे इम्पोर्ट नहीं पहचानता: alias_hi। उसका नाम ठीक करें या उसे हटा दें।',
    'The file has a column the import does not know: alias_hi. Correct its name or remove it.',
  ],
  [
    naming('unknown_columns', 'alias_hi', 'price_hi'),
    'फ़ाइल में ऐसे कॉलम हैं जिन्हें इम्पोर्ट नहीं पहचानता: alias_hi, price_hi। उनके नाम ठीक करें या उन्हें हटा दें।',
    'The file has columns the import does not know: alias_hi, price_hi. Correct their names or remove them.',
  ],
  [
    { code: 'too_many_rows', limit: IMPORT_MAX_ROWS },
    `फ़ाइल में ${IMPORT_MAX_ROWS} से ज़्यादा पंक्तियाँ हैं। इसे ऐसी फ़ाइलों में बाँटें जिनमें ज़्यादा से ज़्यादा ${IMPORT_MAX_ROWS} पंक्तियाँ हों।`,
    `The file has more than ${IMPORT_MAX_ROWS} rows. Split it into files of at most ${IMPORT_MAX_ROWS} rows.`,
  ],
];

function answer(status: number, body: object) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const refused = (refusal: FileRefusal) =>
  answer(400, {
    success: false,
    code: 'VALIDATION_ERROR',
    message: fileRefusalMessage(refusal),
    details: fileRefusalDetails(refusal),
  });

async function choose(content: string, button: RegExp): Promise<string> {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ImportPanel />
    </QueryClientProvider>,
  );
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, {
    target: { files: [new File([content], 'catalogue.csv', { type: 'text/csv' })] },
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: button }));
  });
  return (await screen.findByRole('alert')).textContent ?? '';
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => activate('en'));

describe('a whole file refused', () => {
  it('has a message here for every refusal code', () => {
    expect(new Set(SENT.map(([r]) => r.code))).toEqual(new Set(FILE_REFUSAL_CODES));
  });

  it('is said in English on an English page', async () => {
    await startI18n('en');
    for (const [refusal, , english] of SENT) {
      refused(refusal);
      expect(await choose('code,name\nQ1,Vitamin Q\n', /^Check File/), refusal.code).toBe(english);
      cleanup();
    }
  });

  describe('on a Hindi page', () => {
    // Switched once: switching to Hindi again would leave out the catalogs already loaded.
    beforeAll(async () => {
      await startI18n('hi');
      await loadCatalogs(['shared', 'admin']);
    });

    it('is said in Hindi on a Hindi page, the columns and the limit named', async () => {
      for (const [refusal, hindi] of SENT) {
        refused(refusal);
        expect(await choose('code,name\nQ1,Vitamin Q\n', /^फ़ाइल जाँचें/), refusal.code).toBe(hindi);
        cleanup();
      }
    });

    it('reads a request over the body limit as a file too large', async () => {
      answer(413, { success: false, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' });
      expect(await choose('code,name\nQ1,Vitamin Q\n', /^इम्पोर्ट करें/)).toBe(
        'फ़ाइल 2 MB से बड़ी है। इसे छोटी फ़ाइलों में बाँटें।',
      );
    });

    it('refuses an empty file, one that is not text or one too large before sending it', async () => {
      const fetch = answer(200, { success: true, result: { total: 0, applied: 0, rejected: [] } });
      expect(await choose(' \n', /^फ़ाइल जाँचें/)).toBe('फ़ाइल खाली है।');
      cleanup();
      expect(await choose('PK\u0003\u0004\u0000\uFFFD', /^फ़ाइल जाँचें/)).toMatch(/^यह फ़ाइल CSV नहीं है।/);
      cleanup();
      expect(await choose('x'.repeat(IMPORT_MAX_CHARS + 1), /^फ़ाइल जाँचें/)).toBe(
        'फ़ाइल 2 MB से बड़ी है। इसे छोटी फ़ाइलों में बाँटें।',
      );
      expect(fetch).not.toHaveBeenCalled();
    });
  });
});
