// @vitest-environment jsdom
// The catalogue import's report on a Hindi page: each rejected row's problems in Hindi (import-problem-text.ts),
// a refused cell's column kept and the contract's message in Hindi; on an English page, as the API wrote them.
// The lab test file is checked (a dry run) with the API's answer mocked.
import { ROW_PROBLEMS, rowProblem } from '@arogya/contracts/catalogue-import-problems';
import { SAMPLE_TYPES } from '@arogya/contracts/labs-values';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs.ts';
import { activate, startI18n } from '../../lib/i18n/start-i18n.ts';
import { ImportPanel } from './components/import-panel.tsx';

const REPORT = {
  total: 3,
  applied: 0,
  rejected: [
    {
      line: 2,
      name: 'Vitamin Q B',
      errors: [ROW_PROBLEMS.mrpNegative, rowProblem.duplicateKeyOfLine('code', 1)],
    },
    { line: 3, name: 'Vitamin Q C', errors: [rowProblem.unknownSampleType(['hair'], SAMPLE_TYPES)] },
    {
      line: 4,
      name: 'Vitamin Q D',
      errors: [
        rowProblem.inColumn('name_hi', 'Write the Hindi name in Devanagari'),
        rowProblem.missing('mrp'),
      ],
    },
  ],
};

function show() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, result: REPORT }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ImportPanel />
    </QueryClientProvider>,
  );
}

async function checkFile(catalogueLabel: RegExp, button: RegExp) {
  fireEvent.change(screen.getByLabelText(catalogueLabel), { target: { value: 'lab-tests' } });
  const file = new File(['code,name\nQ1,Vitamin Q\n'], 'tests.csv', { type: 'text/csv' });
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: button }));
  });
  return screen.findByRole('table');
}

const cells = () => [...document.querySelectorAll('tbody tr td:last-child')].map((td) => td.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => activate('en'));

describe('the import report', () => {
  it('says each row’s problems as the API wrote them on an English page', async () => {
    await startI18n('en');
    show();
    await checkFile(/^Catalogue/, /^Check File/);
    expect(cells()).toEqual(REPORT.rejected.map((r) => r.errors.join('; ')));
  });

  it('says them in Hindi on a Hindi page, values and columns kept', async () => {
    await startI18n('hi');
    await loadCatalogs(['shared', 'admin']);
    show();
    await checkFile(/^कैटलॉग/, /^फ़ाइल जाँचें/);
    await vi.waitFor(() => expect(cells()[0]).toMatch(/[\u0900-\u097F]/));
    expect(cells()).toEqual([
      'MRP माइनस में नहीं हो सकता; यही कोड लाइन 1 में भी है',
      `सैंपल का प्रकार 'hair' मान्य नहीं है (${SAMPLE_TYPES.join(', ')})`,
      'name_hi: हिंदी नाम देवनागरी में लिखें; mrp कॉलम खाली है',
    ]);
  });
});
