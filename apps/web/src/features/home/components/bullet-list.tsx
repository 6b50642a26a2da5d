import type { ReactNode } from 'react';

export function BulletList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-5 marker:text-teal-700">{children}</ul>;
}
