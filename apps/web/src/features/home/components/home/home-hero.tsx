import { Trans } from '@lingui/react/macro';
import VideoIcon from 'lucide-react/icons/video';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { HomeSearch } from './home-search.tsx';

export function HomeHero() {
  return (
    <div className="bg-gradient-to-b from-teal-50 to-white">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-center lg:py-20">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">
            <Trans>Doctors, lab tests and medicines, in one place</Trans>
          </h1>
          <p className="mt-4 max-w-xl text-lg text-slate-700">
            <Trans>
              Book a verified doctor, consult by video or audio, get lab samples collected at home, and order
              medicines checked by a pharmacist.
            </Trans>
          </p>
          <Link
            to={paths.consultNow}
            data-testid="home-consult-now"
            className="mt-6 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            <VideoIcon aria-hidden="true" className="size-5" />
            <Trans>Consult a doctor now</Trans>
          </Link>
          <p className="mt-2 text-sm text-slate-700">
            <Trans>By video, with the first available doctor of the specialty you choose.</Trans>
          </p>
        </div>
        <HomeSearch />
      </div>
    </div>
  );
}
