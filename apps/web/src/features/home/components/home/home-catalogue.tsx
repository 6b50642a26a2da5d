// The home page's catalogue (docs/screens.md#home-page): banners, specialties and common symptoms, top-rated
// doctors, popular lab tests and packages, top medicines and brands, the Smart Health Card's plans, offers. Loaded lazily after the first
// screen (routes/home.tsx); each section reads real data on its own and hides itself when it has none.
import { formatInr } from '@arogya/contracts/constants';
import type { MembershipPlan } from '@arogya/contracts/health-card';
import { Link } from 'react-router';
import { DoctorPhoto } from '../../../../components/doctors/doctor-photo.tsx';
import { SpecialtyIcon } from '../../../../components/doctors/specialty-icon.tsx';
import { BannerList } from '../../../../components/pharmacy/banner-list.tsx';
import { BANNER_LIST_SKELETON } from '../../../../components/pharmacy/banner-list-skeleton.tsx';
import { PriceTag } from '../../../../components/pharmacy/price-tag.tsx';
import { ProductImage } from '../../../../components/pharmacy/product-image.tsx';
import { HomeSection } from '../../../../components/query-section.tsx';
import { RatingStars } from '../../../../components/ui/rating-stars.tsx';
import {
  consultationPath,
  doctorDetailsPath,
  packagePath,
  paths,
  testPath,
} from '../../../../config/paths.ts';
import { brandPath, productPath } from '../../../../config/pharmacy-paths.ts';
import { formatDate } from '../../../../lib/format.ts';
import {
  HOME_COUNTS,
  useCommonSymptoms,
  useHomeBanners,
  useHomeOffers,
  useHomePlans,
  useHomeSpecialties,
  useHomeTopBrands,
  useHomeTopMedicines,
  usePopularLabItems,
  useTopRatedDoctors,
} from '../../api/home-catalogue.ts';
import { focusRing } from '../../lib/styles.ts';
import { CARD_ROW_SKELETON, CHIP_SKELETON, TILE_SKELETON } from './home-catalogue-skeleton.tsx';

const SPECIALTY_COUNT = 8;
const SYMPTOM_COUNT = HOME_COUNTS.symptoms;
const DOCTOR_COUNT = HOME_COUNTS.doctors;
const LAB_TEST_COUNT = HOME_COUNTS.labTests;
const PACKAGE_COUNT = HOME_COUNTS.packages;
const MEDICINE_COUNT = HOME_COUNTS.medicines;
const BRAND_COUNT = HOME_COUNTS.brands;

const cardLink = `block h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-teal-700 hover:shadow-md ${focusRing}`;
const moreLink = `text-sm font-semibold whitespace-nowrap text-teal-800 hover:underline ${focusRing}`;
/** A row that scrolls sideways on phones and wraps into a grid from sm up. `relative`: the screen-reader
 * text inside (absolutely positioned) is then clipped by the row, instead of widening the page. */
const rowList =
  'relative -mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-4';
const rowItem = 'w-64 shrink-0 snap-start sm:w-auto';

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

function Banners() {
  const banners = useHomeBanners();
  return (
    <HomeSection id="home-banners" title="Today on Arogya" query={banners} skeleton={BANNER_LIST_SKELETON}>
      {(items) => <BannerList banners={items} />}
    </HomeSection>
  );
}

function Specialties() {
  const specialties = useHomeSpecialties();
  return (
    <HomeSection
      id="home-specialties"
      title="Consult a specialist"
      query={specialties}
      skeleton={TILE_SKELETON}
      action={
        <Link to={paths.doctors} className={moreLink}>
          All specialties
        </Link>
      }
    >
      {(items) => (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {items.slice(0, SPECIALTY_COUNT).map((s) => (
            <li key={s.id}>
              <Link
                to={consultationPath(s.slug)}
                // Below 480 px the icon sits above the name, as on /appointment (specialty-grid.tsx): a
                // two-column tile then has room for 'Gastroenterology' without breaking it mid-word.
                className={`flex h-full flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-3 hover:border-teal-700 hover:bg-teal-50 min-[480px]:flex-row min-[480px]:items-center min-[480px]:gap-3 ${focusRing}`}
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-800">
                  <SpecialtyIcon name={s.icon} className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-slate-900 [overflow-wrap:anywhere]">
                    {s.name}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {plural(s.doctorCount, 'doctor', 'doctors')}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

function Symptoms() {
  const symptoms = useCommonSymptoms(SYMPTOM_COUNT);
  return (
    <HomeSection id="home-symptoms" title="Common health concerns" query={symptoms} skeleton={CHIP_SKELETON}>
      {(items) => (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
          {items.map((s) => (
            <li key={`${s.specialty.id}-${s.name}`}>
              <Link
                to={`${paths.doctorSearchResults}?q=${encodeURIComponent(s.name)}`}
                className={`block h-full rounded-xl border border-slate-300 bg-white px-3 py-2 hover:border-teal-700 hover:bg-teal-50 ${focusRing}`}
              >
                <span className="block text-sm font-semibold text-slate-900 capitalize">{s.name}</span>
                <span className="block text-xs text-slate-600">{s.specialty.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

function TopDoctors() {
  const doctors = useTopRatedDoctors(DOCTOR_COUNT);
  return (
    <HomeSection
      id="home-top-doctors"
      title="Top-rated doctors"
      query={doctors}
      skeleton={CARD_ROW_SKELETON}
      action={
        <Link to={`${paths.doctors}?sort=rating`} className={moreLink}>
          See all doctors
        </Link>
      }
    >
      {(items) => (
        <ul className={rowList}>
          {items.map((d) => (
            <li key={d.id} className={rowItem}>
              <Link to={doctorDetailsPath(d.id)} className={cardLink}>
                <span className="flex gap-3">
                  <DoctorPhoto src={d.image} size="sm" />
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">Dr. {d.name}</span>
                    <span className="block text-sm text-teal-800">{d.specialization.name}</span>
                    <span className="block text-xs text-slate-600">
                      {plural(d.experience, 'year', 'years')} experience · {d.clinic.city}
                    </span>
                  </span>
                </span>
                <span className="mt-3 block">
                  <RatingStars rating={d.rating} count={d.reviewCount} />
                </span>
                <span className="mt-2 block text-sm text-slate-700">
                  <span className="font-bold text-slate-900">{formatInr(d.feePaise)}</span> consultation fee
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

function LabItems({ type }: { type: 'test' | 'package' }) {
  const isPackage = type === 'package';
  const items = usePopularLabItems(type, isPackage ? PACKAGE_COUNT : LAB_TEST_COUNT);
  return (
    <HomeSection
      id={isPackage ? 'home-health-packages' : 'home-lab-tests'}
      title={isPackage ? 'Health packages' : 'Popular lab tests'}
      query={items}
      skeleton={CARD_ROW_SKELETON}
      action={
        <Link to={isPackage ? paths.healthPackages : paths.labTests} className={moreLink}>
          {isPackage ? 'All packages' : 'All lab tests'}
        </Link>
      }
    >
      {(list) => (
        <ul className={rowList}>
          {list.map((item) => (
            <li key={item.id} className={rowItem}>
              <Link to={isPackage ? packagePath(item.slug) : testPath(item.slug)} className={cardLink}>
                <span className="block text-xs font-medium text-slate-600">{item.category.label}</span>
                <span className="mt-1 block font-semibold text-slate-900">{item.name}</span>
                <span className="mt-1 line-clamp-2 block text-sm text-slate-700">{item.summary}</span>
                <span className="mt-2 block text-xs text-slate-600">
                  {isPackage
                    ? `${plural(item.testCount, 'test', 'tests')} · ${plural(item.parameterCount, 'parameter', 'parameters')}`
                    : plural(item.parameterCount, 'parameter', 'parameters')}
                  {' · '}Home collection
                </span>
                <PriceTag
                  pricePaise={item.discountPricePaise}
                  mrpPaise={item.originalPricePaise}
                  discount={item.discount}
                  size="sm"
                  className="mt-2"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

function TopMedicines() {
  const medicines = useHomeTopMedicines(MEDICINE_COUNT);
  return (
    <HomeSection
      id="home-top-medicines"
      title="Top medicines"
      query={medicines}
      skeleton={CARD_ROW_SKELETON}
      action={
        <Link to={paths.medifarma} className={moreLink}>
          Visit the pharmacy
        </Link>
      }
    >
      {(items) => (
        <ul className={rowList}>
          {items.map((p) => (
            <li key={p.id} className={rowItem}>
              <Link to={productPath(p.id)} className={`${cardLink} flex gap-3`}>
                <ProductImage src={p.image} alt="" sizes="64px" className="size-16 shrink-0 rounded-lg" />
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{p.name}</span>
                  <span className="block text-xs text-slate-600">{p.unit}</span>
                  {p.saltComposition ? (
                    <span className="line-clamp-1 block text-xs text-slate-600">{p.saltComposition}</span>
                  ) : null}
                  <PriceTag
                    pricePaise={p.discountPricePaise}
                    mrpPaise={p.originalPricePaise}
                    discount={p.discount}
                    size="sm"
                    className="mt-1"
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

function TopBrands() {
  const brands = useHomeTopBrands(BRAND_COUNT);
  return (
    <HomeSection id="home-brands" title="Top brands" query={brands} skeleton={TILE_SKELETON}>
      {(items) => (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {items.map((b) => (
            <li key={b.id}>
              <Link
                to={brandPath(b.id)}
                className={`flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-3 text-center hover:border-teal-700 ${focusRing}`}
              >
                <ProductImage src={b.logo} alt="" sizes="48px" className="size-12 rounded-xl" />
                <span className="text-sm font-semibold text-slate-900 [overflow-wrap:anywhere]">
                  {b.name || b.title}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/** The plans' own figures, in words: what a member gets, from the database (docs/product-rules.md#family-members-and-the-health-card). */
function planPoints(plan: MembershipPlan): string[] {
  const b = plan.benefits;
  const each = plan.maxPeople > 1 ? ' a person' : '';
  const points: string[] = [];
  if (b.freeConsultationsPerPerson > 0) {
    points.push(
      `${plural(b.freeConsultationsPerPerson, 'free video consultation', 'free video consultations')} a person`,
    );
  }
  if (b.medicineDiscountPercent > 0) points.push(`${b.medicineDiscountPercent}% off medicines`);
  if (b.labDiscountPercent > 0) points.push(`${b.labDiscountPercent}% off lab tests and packages`);
  if (b.freeDelivery) points.push('Free delivery on medicine orders');
  if (b.freeCheckupsPerPerson > 0) points.push(`A free full-body checkup${each} each year`);
  return points;
}

function HealthCardPlans() {
  const plans = useHomePlans();
  return (
    <HomeSection
      id="home-health-card"
      title="Smart Health Card"
      query={plans}
      skeleton={CARD_ROW_SKELETON}
      action={
        <Link to={paths.healthCard} className={moreLink}>
          See the plans
        </Link>
      }
    >
      {(items) => (
        <ul className="grid gap-3 sm:grid-cols-2">
          {items.map((plan) => (
            <li key={plan.id}>
              <Link to={paths.healthCard} className={`${cardLink} flex flex-col`}>
                <h3 className="font-semibold text-slate-900">{plan.name}</h3>
                <p className="mt-1 text-sm text-slate-700">
                  <span className="text-lg font-bold text-slate-900">{formatInr(plan.pricePaise)}</span> a
                  year · {plural(plan.maxPeople, 'person', 'people')}
                </p>
                <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
                  {planPoints(plan).map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                {plan.typicalValue.totalPaise > plan.pricePaise ? (
                  <p className="mt-3 text-sm font-semibold text-green-800">
                    {plan.typicalValue.people > 1
                      ? `Worth about ${formatInr(plan.typicalValue.totalPaise)} a year for a family of ${plan.typicalValue.people}`
                      : `Worth about ${formatInr(plan.typicalValue.totalPaise)} a year for one person`}
                  </p>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

function Offers() {
  const offers = useHomeOffers();
  return (
    <HomeSection id="home-offers" title="Offers" query={offers} skeleton={CARD_ROW_SKELETON}>
      {(items) => (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.slice(0, 6).map((offer) => (
            <li key={offer.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4">
              <p className="text-sm font-bold text-green-800">{offer.discountPercent}% off</p>
              <h3 className="mt-1 font-semibold text-slate-900">{offer.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{offer.description}</p>
              <p className="mt-2 text-xs text-slate-600">Valid until {formatDate(offer.validUntil)}.</p>
              <Link to={offer.link} className={`mt-auto pt-3 ${moreLink}`}>
                Shop the offer<span className="sr-only">: {offer.title}</span> →
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

export default function HomeCatalogue() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-12 px-4 py-12 sm:px-6">
      <Banners />
      <Specialties />
      <Symptoms />
      <TopDoctors />
      <LabItems type="test" />
      <LabItems type="package" />
      <TopMedicines />
      <TopBrands />
      <HealthCardPlans />
      <Offers />
    </div>
  );
}
