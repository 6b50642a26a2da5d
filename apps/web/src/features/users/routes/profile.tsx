// /profile: who you are, your photo and details, password, your data, deleting the account, logout.
import { primaryRole } from '@arogya/contracts/roles';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { formatDate, formatIndianMobile } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AvatarEditor } from '../components/avatar-editor.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { DeleteAccount } from '../components/delete-account.tsx';
import { ProfileDetailsForm } from '../components/profile-details-form.tsx';
import { YourData } from '../components/your-data.tsx';
import { signOut } from '../sign-out.ts';

const ROLE_LABELS: Record<string, string> = {
  patient: 'Patient',
  doctor: 'Doctor',
  receptionist: 'Receptionist',
  lab: 'Lab partner',
  pharmacist: 'Pharmacist',
  admin: 'Administrator',
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

export default function ProfilePage() {
  usePageTitle('My Profile');
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();

  if (!user) return <Spinner />;

  const role = primaryRole(user);
  const onLogout = () => {
    void signOut();
    navigate(paths.login);
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">My Profile</h1>
          <p className="mt-1 text-sm text-slate-600">
            {user.email}
            {user.phone ? ` · ${formatIndianMobile(user.phone)}` : ''}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {role ? `${ROLE_LABELS[role] ?? role} account` : 'Account'}
            {user.createdAt ? ` · member since ${formatDate(user.createdAt)}` : ''}
          </p>
        </div>
        <Button variant="secondary" onClick={onLogout}>
          Logout
        </Button>
      </div>

      <Section id="profile-photo" title="Profile photo">
        <AvatarEditor user={user} />
      </Section>
      <Section id="profile-details" title="Personal details">
        <ProfileDetailsForm user={user} />
      </Section>
      <Section id="profile-password" title="Change password">
        <ChangePasswordForm />
      </Section>
      <Section id="profile-data" title="Your data">
        <YourData />
      </Section>
      <Section id="profile-delete" title="Delete account">
        <DeleteAccount />
      </Section>
    </div>
  );
}
