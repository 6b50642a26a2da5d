// Overview tab: about, education, experience, specializations, languages and contact details.

import type { DoctorDetail } from '@arogya/contracts/doctors';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatIndianMobile } from '../../../lib/format.ts';
import { languageList } from '../../../lib/i18n/language-names.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { addressText } from '../../../lib/i18n/place-name.ts';
import { telHref } from './doctor-header.tsx';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 text-sm text-slate-800">{children}</div>
    </section>
  );
}

const phoneLink = (phone: string) => (
  <a href={telHref(phone)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
    {formatIndianMobile(phone)}
  </a>
);

export function DoctorOverview({ doctor }: { doctor: DoctorDetail }) {
  const { t } = useLingui();
  const profile = doctor.doctorId;
  return (
    <div className="space-y-6">
      <Block title={t`About`}>
        <p className="leading-relaxed">{doctor.about}</p>
      </Block>

      <Block title={t`Education`}>
        {doctor.education.length === 0 ? (
          <p>{doctor.qualification}</p>
        ) : (
          <ul className="space-y-2">
            {doctor.education.map((e) => (
              <li key={`${e.degree}-${e.year}`}>
                <span className="font-semibold">{e.degree}</span>, {e.institution} ({e.year})
              </li>
            ))}
          </ul>
        )}
      </Block>

      <Block title={t`Experience`}>
        <p className="mb-2">
          <Trans>{profile.experience} years in practice.</Trans>
        </p>
        {doctor.experienceHistory.length > 0 ? (
          <ul className="space-y-2">
            {doctor.experienceHistory.map((x) => (
              <li key={`${x.organisation}-${x.from}`}>
                <span className="font-semibold">{x.role}</span>, {x.organisation} ({x.from}–
                {x.to ?? t`present`})
              </li>
            ))}
          </ul>
        ) : null}
      </Block>

      <Block title={t`Specializations`}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Badge tone="brand">{localName(profile.specialization)}</Badge>
          </li>
          {profile.department.name !== profile.specialization.name ? (
            <li>
              <Badge tone="slate">{localName(profile.department)}</Badge>
            </li>
          ) : null}
        </ul>
      </Block>

      <Block title={t`Languages`}>
        <p>{languageList(doctor.languages)}</p>
      </Block>

      <Block title={t`Contact`}>
        <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-600">
            <Trans>E-mail</Trans>
          </dt>
          <dd>
            <a
              href={`mailto:${doctor.email}`}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {doctor.email}
            </a>
          </dd>
          {/* The clinic's number: the API never gives the doctor's own mobile to patients. */}
          <dt className="font-medium text-slate-600">
            <Trans>Clinic phone</Trans>
          </dt>
          <dd>{phoneLink(profile.clinicContactNumber || doctor.mobile)}</dd>
          <dt className="font-medium text-slate-600">
            <Trans>Address</Trans>
          </dt>
          <dd>{addressText(profile.clinicAddress)}</dd>
        </dl>
      </Block>
    </div>
  );
}
