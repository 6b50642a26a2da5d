// /profile: who you are, the account's pages (appointments, orders, prescriptions, family members,
// addresses, health card, and settings when there are any: config/account-links.ts, as in both menus), your
// photo and details, your number and e-mail (verified or not), password, your data, deleting the account,
// logout.
import { primaryRole } from '@arogya/contracts/roles';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ACCOUNT_LINKS, type NavItem, SETTINGS_LINKS } from '../../../config/account-links.ts';
import { paths } from '../../../config/paths.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { formatDate, formatIndianMobile } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AvatarEditor } from '../components/avatar-editor.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { ContactDetails } from '../components/contact-details.tsx';
import { DeleteAccount } from '../components/delete-account.tsx';
import { ProfileDetailsForm } from '../components/profile-details-form.tsx';
import { YourData } from '../components/your-data.tsx';
import { signOut } from '../sign-out.ts';

/** 'Patient account', ...: the account's kind under its name. */
const ROLE_ACCOUNTS: Record<string, MessageDescriptor> = {
  patient: msg`Patient account`,
  doctor: msg`Doctor account`,
  receptionist: msg`Receptionist account`,
  lab: msg`Lab partner account`,
  pharmacist: msg`Pharmacist account`,
  admin: msg`Administrator account`,
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function LinkTiles({ label, links }: { label: string; links: readonly NavItem[] }) {
  const { i18n } = useLingui();
  return (
    <ul aria-label={label} className="grid gap-2 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="block rounded-xl border border-slate-200 px-4 py-3 text-sm font-medium text-slate-900 hover:border-brand-700 hover:bg-brand-50"
          >
            {i18n._(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function ProfilePage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`My Profile`);
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();

  if (!user) return <Spinner />;

  const role = primaryRole(user);
  const since = user.createdAt ? formatDate(user.createdAt) : '';
  const onLogout = () => {
    void signOut();
    navigate(paths.login);
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">
            <Trans>My Profile</Trans>
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {[user.email, user.phone ? formatIndianMobile(user.phone) : null].filter(Boolean).join(' · ')}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {role && ROLE_ACCOUNTS[role] ? i18n._(ROLE_ACCOUNTS[role]) : t`Account`}
            {user.createdAt ? ` · ${t`member since ${since}`}` : ''}
          </p>
        </div>
        <Button variant="secondary" onClick={onLogout}>
          <Trans>Logout</Trans>
        </Button>
      </div>

      <Section id="profile-account" title={t`Your account`}>
        <LinkTiles label={t`Your account`} links={ACCOUNT_LINKS.filter((l) => l.to !== paths.profile)} />
      </Section>
      {SETTINGS_LINKS.length > 0 ? (
        <Section id="profile-settings" title={t`Settings`}>
          <LinkTiles label={t`Settings`} links={SETTINGS_LINKS} />
        </Section>
      ) : null}
      <Section id="profile-photo" title={t`Profile photo`}>
        <AvatarEditor user={user} />
      </Section>
      <Section id="profile-details" title={t`Personal details`}>
        <ProfileDetailsForm user={user} />
      </Section>
      <Section id="profile-contacts" title={t`Mobile number and e-mail`}>
        <ContactDetails user={user} />
      </Section>
      <Section id="profile-password" title={user.hasPassword ? t`Change password` : t`Set a password`}>
        <ChangePasswordForm user={user} />
      </Section>
      <Section id="profile-notifications" title={t`Notifications`}>
        <p className="text-sm text-slate-700">
          <Trans>
            Choose how Arogya reaches you (SMS, WhatsApp, e-mail, browser notifications or the in-app inbox)
            for each kind of message.
          </Trans>
        </p>
        <Link
          to={paths.notificationSettings}
          className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          <Trans>Notification settings</Trans>
        </Link>
      </Section>
      <Section id="profile-data" title={t`Your data`}>
        <YourData />
      </Section>
      <Section id="profile-delete" title={t`Delete account`}>
        <DeleteAccount user={user} />
      </Section>
    </div>
  );
}
