import { HomeSearch } from './home-search.tsx';

export function HomeHero() {
  return (
    <div className="bg-gradient-to-b from-teal-50 to-white">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-center lg:py-20">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">
            Doctors, lab tests and medicines, in one place
          </h1>
          <p className="mt-4 max-w-xl text-lg text-slate-700">
            Book a verified doctor, consult by video or audio, get lab samples collected at home, and order
            medicines checked by a pharmacist.
          </p>
        </div>
        <HomeSearch />
      </div>
    </div>
  );
}
