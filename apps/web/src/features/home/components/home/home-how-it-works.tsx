import { HomeSection } from './home-section.tsx';

const STEPS = [
  {
    title: 'Search',
    text: 'Look for a doctor by specialty, a lab test, or a medicine by name.',
  },
  {
    title: 'Book or order',
    text: 'Pick an open slot with a doctor, book a test with home collection, or check out your medicine cart.',
  },
  {
    title: 'Get care',
    text: 'Consult by video, audio or in person, give your sample at home, and receive medicines after a pharmacist checks any prescription.',
  },
] as const;

export function HomeHowItWorks() {
  return (
    <HomeSection id="how-it-works" title="How it works">
      <ol className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
