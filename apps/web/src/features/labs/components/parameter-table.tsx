// The parameters a test measures, each with its unit and reference ranges (by sex and age band where they
// differ), as the catalogue gives them. Where several bands are listed each says whom it is for, so a range's
// own words about ages (kept for the report, which shows the patient's band alone) are not said twice.

import type { LabParameter, ReferenceRange } from '@arogya/contracts/labs';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { localText } from '../../../lib/i18n/display-locale.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { localized } from '../../../lib/i18n/localized-labels.ts';

function who(range: ReferenceRange): string {
  const sex = localized(
    range.sex === 'male' ? msg`Men` : range.sex === 'female' ? msg`Women` : msg`Everyone`,
  );
  if (range.ageMinYears === 0 && range.ageMaxYears === null) return sex;
  if (range.ageMaxYears === null) return localized(msg`${sex} ${range.ageMinYears}+ years`);
  return localized(msg`${sex} ${range.ageMinYears}-${range.ageMaxYears - 1} years`);
}

/** '0.70 - 5.97 µIU/mL (1 - 5 years)' as '0.70 - 5.97 µIU/mL', beside 'Everyone 1-5 years'; the Hindi
 * '(1 - 5 साल)' likewise (lab_reference_ranges.text_hi). */
export function withoutAges(text: string): string {
  return text.replace(/\s*\([^()]*(\byears?\b|साल)[^()]*\)\s*$/, '');
}

export function ParameterTable({ parameters }: { parameters: LabParameter[] }) {
  if (parameters.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              <Trans>Parameter</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              <Trans>Unit</Trans>
            </th>
            <th scope="col" className="py-2 font-semibold">
              <Trans>Reference range</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {parameters.map((p) => (
            <tr key={p.id}>
              <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                {localName(p)}
              </th>
              <td className="py-2 pr-3 text-slate-700">{p.unit || '—'}</td>
              <td className="py-2 text-slate-700">
                {p.referenceRanges.length === 0 ? (
                  p.normalText ? (
                    localText(p.normalText, p.normalTextHi)
                  ) : (
                    '—'
                  )
                ) : (
                  <ul>
                    {p.referenceRanges.map((r) => {
                      // The range's words in Hindi on a Hindi page (textHi), else as the lab prints them.
                      const text = localText(r.text, r.textHi);
                      return (
                        <li key={`${r.sex}-${r.ageMinYears}-${r.ageMaxYears}`}>
                          {p.referenceRanges.length > 1 ? `${who(r)}: ${withoutAges(text)}` : text}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
