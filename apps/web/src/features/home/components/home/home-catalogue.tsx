// The home page's catalogue (docs/screens.md#home-page): banners, specialties and common symptoms, top-rated
// doctors, popular lab tests and packages, top medicines and brands, the Smart Health Card's plans, offers. Loaded lazily after the first
// screen (routes/home.tsx); each section reads real data on its own and hides itself when it has none.

import { formatInr } from '@arogya/contracts/constants';
import type { MembershipPlan } from '@arogya/contracts/health-card';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { DoctorPhoto } from '../../../../components/doctors/doctor-photo.tsx';
import { SpecialtyIcon } from '../../../../components/doctors/specialty-icon.tsx';
import { BannerList } from '../../../../components/pharmacy/banner-list.tsx';
import { BANNER_LIST_SKELETON } from '../../../../components/pharmacy/banner-list-skeleton.tsx';
import { packSize } from '../../../../components/pharmacy/pack-size.ts';
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
import { localizedCategoryLabel } from '../../../../lib/i18n/catalogue-labels.ts';
import { displayI18n, localText } from '../../../../lib/i18n/display-locale.ts';
import { localName } from '../../../../lib/i18n/local-name.ts';
import { placeName } from '../../../../lib/i18n/place-name.ts';
import { priceLabel } from '../../../../lib/lab-cart-item.ts';
import { countText } from '../../../../lib/policy-text.ts';
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
import { planName } from './plan-name.ts';

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

function Banners() {
  const { t } = useLingui();
  const banners = useHomeBanners();
  return (
    <HomeSection id="home-banners" title={t`Today on Arogya`} query={banners} skeleton={BANNER_LIST_SKELETON}>
      {(items) => <BannerList banners={items} />}
    </HomeSection>
  );
}

function Specialties() {
  const { t } = useLingui();
  const specialties = useHomeSpecialties();
  return (
    <HomeSection
      id="home-specialties"
      title={t`Consult a specialist`}
      query={specialties}
      skeleton={TILE_SKELETON}
      action={
        <Link to={paths.doctors} className={moreLink}>
          <Trans>All specialties</Trans>
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
                    {localName(s)}
                  </span>
                  <span className="block text-xs text-slate-600">{countText(s.doctorCount, 'doctor')}</span>
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
  const { t } = useLingui();
  const symptoms = useCommonSymptoms(SYMPTOM_COUNT);
  return (
    <HomeSection
      id="home-symptoms"
      title={t`Common health concerns`}
      query={symptoms}
      skeleton={CHIP_SKELETON}
    >
      {(items) => (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
          {items.map((s) => (
            <li key={`${s.specialty.id}-${s.name}`}>
              <Link
                to={`${paths.doctorSearchResults}?q=${encodeURIComponent(s.name)}`}
                className={`block h-full rounded-xl border border-slate-300 bg-white px-3 py-2 hover:border-teal-700 hover:bg-teal-50 ${focusRing}`}
              >
                <span className="block text-sm font-semibold text-slate-900 capitalize">{localName(s)}</span>
                <span className="block text-xs text-slate-600">{localName(s.specialty)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

function TopDoctors() {
  const { t } = useLingui();
  const doctors = useTopRatedDoctors(DOCTOR_COUNT);
  return (
    <HomeSection
      id="home-top-doctors"
      title={t`Top-rated doctors`}
      query={doctors}
      skeleton={CARD_ROW_SKELETON}
      action={
        <Link to={`${paths.doctors}?sort=rating`} className={moreLink}>
          <Trans>See all doctors</Trans>
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
                    <span className="block font-semibold text-slate-900">{t`Dr. ${d.name}`}</span>
                    <span className="block text-sm text-teal-800">{localName(d.specialization)}</span>
                    <span className="block text-xs text-slate-600">
                      {t`${plural(d.experience, { one: '# year experience', other: '# years experience' })} · ${placeName(d.clinic.city)}`}
                    </span>
                  </span>
                </span>
                <span className="mt-3 block">
                  <RatingStars rating={d.rating} count={d.reviewCount} />
                </span>
                <span className="mt-2 block text-sm text-slate-700">
                  <Trans>
                    <span className="font-bold text-slate-900">{formatInr(d.feePaise)}</span> consultation fee
                  </Trans>
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
  const { t } = useLingui();
  const isPackage = type === 'package';
  const items = usePopularLabItems(type, isPackage ? PACKAGE_COUNT : LAB_TEST_COUNT);
  return (
    <HomeSection
      id={isPackage ? 'home-health-packages' : 'home-lab-tests'}
      title={isPackage ? t`Health packages` : t`Popular lab tests`}
      query={items}
      skeleton={CARD_ROW_SKELETON}
      action={
        <Link to={isPackage ? paths.healthPackages : paths.labTests} className={moreLink}>
          {isPackage ? t`All packages` : t`All lab tests`}
        </Link>
      }
    >
      {(list) => (
        <ul className={rowList}>
          {list.map((item) => (
            <li key={item.id} className={rowItem}>
              <Link to={isPackage ? packagePath(item.slug) : testPath(item.slug)} className={cardLink}>
                <span className="block text-xs font-medium text-slate-600">
                  {localizedCategoryLabel(item.category.slug)}
                </span>
                <span className="mt-1 block font-semibold text-slate-900">{localName(item)}</span>
                <span className="mt-1 line-clamp-2 block text-sm text-slate-700">
                  {localText(item.summary, item.summaryHi)}
                </span>
                <span className="mt-2 block text-xs text-slate-600">
                  {isPackage
                    ? `${countText(item.testCount, 'test')} · ${countText(item.parameterCount, 'parameter')}`
                    : countText(item.parameterCount, 'parameter')}
                  {' · '}
                  <Trans>Home collection</Trans>
                </span>
                <span className="mt-2 block text-xs text-slate-600">{priceLabel(displayI18n(), item)}</span>
                <PriceTag
                  pricePaise={item.discountPricePaise}
                  mrpPaise={item.originalPricePaise}
                  discount={item.discount}
                  size="sm"
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
  const { t } = useLingui();
  const medicines = useHomeTopMedicines(MEDICINE_COUNT);
  return (
    <HomeSection
      id="home-top-medicines"
      title={t`Top medicines`}
      query={medicines}
      skeleton={CARD_ROW_SKELETON}
      action={
        <Link to={paths.medifarma} className={moreLink}>
          <Trans>Visit the pharmacy</Trans>
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
                  <span className="block text-xs text-slate-600">{packSize(p.unit)}</span>
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
  const { t } = useLingui();
  const brands = useHomeTopBrands(BRAND_COUNT);
  return (
    <HomeSection id="home-brands" title={t`Top brands`} query={brands} skeleton={TILE_SKELETON}>
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
  const i18n = displayI18n();
  const points: string[] = [];
  if (b.freeConsultationsPerPerson > 0) {
    const consultations = countText(b.freeConsultationsPerPerson, 'free video consultation');
    points.push(i18n._(msg`${consultations} a person`));
  }
  const medicines = b.medicineDiscountPercent;
  const labs = b.labDiscountPercent;
  if (medicines > 0) points.push(i18n._(msg`${medicines}% off medicines`));
  if (labs > 0) points.push(i18n._(msg`${labs}% off lab tests and packages`));
  if (b.freeDelivery) points.push(i18n._(msg`Free delivery on medicine orders`));
  if (b.freeCheckupsPerPerson > 0)
    points.push(
      plan.maxPeople > 1
        ? i18n._(msg`A free full-body checkup a person each year`)
        : i18n._(msg`A free full-body checkup each year`),
    );
  return points;
}

function HealthCardPlans() {
  const { t } = useLingui();
  const plans = useHomePlans();
  return (
    <HomeSection
      id="home-health-card"
      title={t`Smart Health Card`}
      query={plans}
      skeleton={CARD_ROW_SKELETON}
      action={
        <Link to={paths.healthCard} className={moreLink}>
          <Trans>See the plans</Trans>
        </Link>
      }
    >
      {(items) => (
        <ul className="grid gap-3 sm:grid-cols-2">
          {items.map((plan) => (
            <li key={plan.id}>
              <Link to={paths.healthCard} className={`${cardLink} flex flex-col`}>
                <h3 className="font-semibold text-slate-900">{planName(plan.name)}</h3>
                <p className="mt-1 text-sm text-slate-700">
                  <Trans>
                    <span className="text-lg font-bold text-slate-900">{formatInr(plan.pricePaise)}</span> a
                    year
                  </Trans>
                  {` · ${countText(plan.maxPeople, 'person')}`}
                </p>
                <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
                  {planPoints(plan).map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                {plan.typicalValue.totalPaise > plan.pricePaise ? (
                  <p className="mt-3 text-sm font-semibold text-green-800">
                    {plan.typicalValue.people > 1
                      ? t`Worth about ${formatInr(plan.typicalValue.totalPaise)} a year for a family of ${plan.typicalValue.people}`
                      : t`Worth about ${formatInr(plan.typicalValue.totalPaise)} a year for one person`}
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
  const { t } = useLingui();
  const offers = useHomeOffers();
  return (
    <HomeSection id="home-offers" title={t`Offers`} query={offers} skeleton={CARD_ROW_SKELETON}>
      {(items) => (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.slice(0, 6).map((offer) => (
            <li key={offer.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4">
              <p className="text-sm font-bold text-green-800">
                <Trans>{offer.discountPercent}% off</Trans>
              </p>
              <h3 className="mt-1 font-semibold text-slate-900">{localText(offer.title, offer.titleHi)}</h3>
              <p className="mt-1 text-sm text-slate-700">
                {localText(offer.description, offer.descriptionHi)}
              </p>
              <p className="mt-2 text-xs text-slate-600">
                <Trans>Valid until {formatDate(offer.validUntil)}.</Trans>
              </p>
              <Trans>
                <Link to={offer.link} className={`mt-auto pt-3 ${moreLink}`}>
                  Shop the offer<span className="sr-only">: {localText(offer.title, offer.titleHi)}</span> →
                </Link>
              </Trans>
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
