// The parameters a test measures, each with its unit and reference ranges (by sex and age band where they
// differ), as the catalogue gives them.
import type { LabParameter, ReferenceRange } from '@arogya/contracts/labs';

function who(range: ReferenceRange): string {
  const sex = range.sex === 'male' ? 'Men' : range.sex === 'female' ? 'Women' : 'Everyone';
  if (range.ageMinYears === 0 && range.ageMaxYears === null) return sex;
  if (range.ageMaxYears === null) return `${sex} ${range.ageMinYears}+ years`;
  return `${sex} ${range.ageMinYears}-${range.ageMaxYears - 1} years`;
}

export function ParameterTable({ parameters }: { parameters: LabParameter[] }) {
  if (parameters.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Parameter
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Unit
            </th>
            <th scope="col" className="py-2 font-semibold">
              Reference range
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {parameters.map((p) => (
            <tr key={p.id}>
              <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                {p.name}
              </th>
              <td className="py-2 pr-3 text-slate-700">{p.unit || '—'}</td>
              <td className="py-2 text-slate-700">
                {p.referenceRanges.length === 0 ? (
                  (p.normalText ?? '—')
                ) : (
                  <ul>
                    {p.referenceRanges.map((r) => (
                      <li key={`${r.sex}-${r.ageMinYears}-${r.ageMaxYears}`}>
                        {p.referenceRanges.length > 1 ? `${who(r)}: ` : ''}
                        {r.text}
                      </li>
                    ))}
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
