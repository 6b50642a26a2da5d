// What to have ready: for a clinic visit the papers to bring; for video or audio the place and connection.

import type { ConsultationType } from '@arogya/contracts/doctors';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { localized } from '../../../lib/i18n/localized-labels.ts';

const PAPERS = [
  msg`Previous prescriptions and test reports`,
  msg`A list of the medicines you take now, with their doses (or the strips)`,
];

export function whatToBring(type: ConsultationType): string[] {
  if (type === 'in-person') {
    return [
      localized(msg`A photo ID (Aadhaar, PAN card, passport or driving licence)`),
      ...PAPERS.map(localized),
    ];
  }
  return [
    localized(msg`A quiet, private place where you can talk freely`),
    type === 'video'
      ? localized(msg`A stable internet connection and a charged phone or laptop with a camera`)
      : localized(msg`A stable internet connection and a charged phone`),
    localized(msg`Previous prescriptions and test reports, at hand`),
    localized(msg`A list of the medicines you take now, with their doses (or the strips), at hand`),
  ];
}

export function WhatToBring({ type }: { type: ConsultationType }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="what-to-bring" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="what-to-bring" className="text-lg font-semibold text-slate-900">
        {type === 'in-person' ? t`What to bring` : t`Before your consultation`}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {whatToBring(type).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
