import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { textLinkClass } from '../lib/styles.ts';

/** An in-app link inside running text (underlined, so it is not told apart by colour alone). */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={textLinkClass}>
      {children}
    </Link>
  );
}

export function MailLink({ email, subject }: { email: string; subject?: string }) {
  const href = subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
  return (
    <a href={href} className={`${textLinkClass} break-words`}>
      {email}
    </a>
  );
}

export function PhoneLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={`${textLinkClass} whitespace-nowrap`}>
      {children}
    </a>
  );
}
