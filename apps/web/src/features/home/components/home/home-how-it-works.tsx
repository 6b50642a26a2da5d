import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { HomeSection } from './home-section.tsx';

const STEPS = [
  {
    title: msg`Search`,
    text: msg`Look for a doctor by specialty, a lab test, or a medicine by name.`,
  },
  {
    title: msg`Book or order`,
    text: msg`Pick an open slot with a doctor, book a test with home collection, or check out your medicine cart.`,
  },
  {
    title: msg`Get care`,
    text: msg`Consult by video, audio or in person, give your sample at home, and receive medicines after a pharmacist checks any prescription.`,
  },
] as const;

export function HomeHowItWorks() {
  const { t } = useLingui();
  return (
    <HomeSection id="how-it-works" title={t`How it works`}>
      <ol className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title.id} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-slate-900">{t(step.title)}</h3>
              <p className="mt-1 text-slate-700">{t(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
