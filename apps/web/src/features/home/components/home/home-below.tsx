// The home page's static sections below the catalogue (trust, how it works), loaded with their code when
// scrolled near (routes/home.tsx), so / keeps within its JavaScript budget (docs/screens.md#home-page).
import { HomeHowItWorks } from './home-how-it-works.tsx';
import { HomeTrust } from './home-trust.tsx';

export default function HomeBelow() {
  return (
    <>
      <HomeTrust />
      <HomeHowItWorks />
    </>
  );
}
