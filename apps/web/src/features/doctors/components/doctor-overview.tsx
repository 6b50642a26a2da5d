// Overview tab: about, education, experience, specializations, languages and contact details.
import type { DoctorDetail } from '@arogya/contracts/doctors';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatIndianMobile } from '../../../lib/format.ts';
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
  const profile = doctor.doctorId;
  return (
    <div className="space-y-6">
      <Block title="About">
        <p className="leading-relaxed">{doctor.about}</p>
      </Block>

      <Block title="Education">
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

      <Block title="Experience">
        <p className="mb-2">{profile.experience} years in practice.</p>
        {doctor.experienceHistory.length > 0 ? (
          <ul className="space-y-2">
            {doctor.experienceHistory.map((x) => (
              <li key={`${x.organisation}-${x.from}`}>
                <span className="font-semibold">{x.role}</span>, {x.organisation} ({x.from}–
                {x.to ?? 'present'})
              </li>
            ))}
          </ul>
        ) : null}
      </Block>

      <Block title="Specializations">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Badge tone="brand">{profile.specialization.name}</Badge>
          </li>
          {profile.department.name !== profile.specialization.name ? (
            <li>
              <Badge tone="slate">{profile.department.name}</Badge>
            </li>
          ) : null}
        </ul>
      </Block>

      <Block title="Languages">
        <p>{doctor.languages.join(', ')}</p>
      </Block>

      <Block title="Contact">
        <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-600">E-mail</dt>
          <dd>
            <a
              href={`mailto:${doctor.email}`}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {doctor.email}
            </a>
          </dd>
          <dt className="font-medium text-slate-600">Phone</dt>
          <dd>{phoneLink(doctor.mobile)}</dd>
          {profile.clinicContactNumber ? (
            <>
              <dt className="font-medium text-slate-600">Clinic phone</dt>
              <dd>{phoneLink(profile.clinicContactNumber)}</dd>
            </>
          ) : null}
          <dt className="font-medium text-slate-600">Address</dt>
          <dd>{profile.clinicAddress}</dd>
        </dl>
      </Block>
    </div>
  );
}
