// Where the pharmacy delivers: the eight cities of /medifarma/location/{slug} (metro), tier-2 cities and
// rural pin codes, each with its zone and whether cash on delivery is offered. Offers and banners.
import {
  DELIVERY_DAYS,
  DEVICE_WARRANTY_YEARS,
  FREE_SHIPPING_THRESHOLD_PAISE,
  formatInr,
  type ShippingZone,
} from '@arogya/contracts/constants';
import type { BannerArtwork } from '@arogya/contracts/pharmacy-values';

/** [slug, name, state] — all metro. */
export const CITIES: [string, string, string][] = [
  ['delhi', 'Delhi', 'Delhi'],
  ['mumbai', 'Mumbai', 'Maharashtra'],
  ['bengaluru', 'Bengaluru', 'Karnataka'],
  ['hyderabad', 'Hyderabad', 'Telangana'],
  ['chennai', 'Chennai', 'Tamil Nadu'],
  ['kolkata', 'Kolkata', 'West Bengal'],
  ['pune', 'Pune', 'Maharashtra'],
  ['ahmedabad', 'Ahmedabad', 'Gujarat'],
];

/** Metro pin codes by city slug: [pin, district]; COD everywhere except the listed ones. */
const METRO: Record<string, [string, string][]> = {
  delhi: [
    ['110001', 'New Delhi'],
    ['110016', 'South West Delhi'],
    ['110017', 'South Delhi'],
    ['110024', 'South East Delhi'],
    ['110025', 'South East Delhi'],
    ['110044', 'South East Delhi'],
    ['110085', 'North West Delhi'],
    ['110092', 'East Delhi'],
  ],
  mumbai: [
    ['400001', 'Mumbai City'],
    ['400050', 'Mumbai Suburban'],
    ['400053', 'Mumbai Suburban'],
    ['400063', 'Mumbai Suburban'],
    ['400076', 'Mumbai Suburban'],
    ['400093', 'Mumbai Suburban'],
    ['400101', 'Mumbai Suburban'],
    ['400703', 'Thane'],
  ],
  bengaluru: [
    ['560001', 'Bengaluru Urban'],
    ['560008', 'Bengaluru Urban'],
    ['560034', 'Bengaluru Urban'],
    ['560038', 'Bengaluru Urban'],
    ['560066', 'Bengaluru Urban'],
    ['560076', 'Bengaluru Urban'],
    ['560095', 'Bengaluru Urban'],
    ['560103', 'Bengaluru Urban'],
  ],
  hyderabad: [
    ['500001', 'Hyderabad'],
    ['500016', 'Hyderabad'],
    ['500032', 'Rangareddy'],
    ['500034', 'Hyderabad'],
    ['500072', 'Medchal-Malkajgiri'],
    ['500081', 'Rangareddy'],
  ],
  chennai: [
    ['600001', 'Chennai'],
    ['600017', 'Chennai'],
    ['600020', 'Chennai'],
    ['600040', 'Chennai'],
    ['600041', 'Chennai'],
    ['600096', 'Chennai'],
  ],
  kolkata: [
    ['700001', 'Kolkata'],
    ['700019', 'Kolkata'],
    ['700029', 'Kolkata'],
    ['700064', 'North 24 Parganas'],
    ['700091', 'North 24 Parganas'],
    ['700156', 'North 24 Parganas'],
  ],
  pune: [
    ['411001', 'Pune'],
    ['411004', 'Pune'],
    ['411014', 'Pune'],
    ['411038', 'Pune'],
    ['411045', 'Pune'],
    ['411057', 'Pune'],
  ],
  ahmedabad: [
    ['380001', 'Ahmedabad'],
    ['380006', 'Ahmedabad'],
    ['380009', 'Ahmedabad'],
    ['380015', 'Ahmedabad'],
    ['380054', 'Ahmedabad'],
    ['380058', 'Ahmedabad'],
  ],
};
const METRO_WITHOUT_COD = new Set(['400703', '500072', '700156']);

/** Metro pin codes outside the eight cities (NCR), then tier-2 and rural: [pin, city, district, state, zone, cod]. */
const OTHERS: [string, string, string, string, 'metro' | 'tier2' | 'rural', boolean][] = [
  ['122001', 'Gurugram', 'Gurugram', 'Haryana', 'metro', true],
  ['122018', 'Gurugram', 'Gurugram', 'Haryana', 'metro', true],
  ['201301', 'Noida', 'Gautam Buddha Nagar', 'Uttar Pradesh', 'metro', true],
  ['201304', 'Noida', 'Gautam Buddha Nagar', 'Uttar Pradesh', 'metro', true],
  ['302001', 'Jaipur', 'Jaipur', 'Rajasthan', 'tier2', true],
  ['302017', 'Jaipur', 'Jaipur', 'Rajasthan', 'tier2', true],
  ['226001', 'Lucknow', 'Lucknow', 'Uttar Pradesh', 'tier2', true],
  ['226010', 'Lucknow', 'Lucknow', 'Uttar Pradesh', 'tier2', true],
  ['452001', 'Indore', 'Indore', 'Madhya Pradesh', 'tier2', true],
  ['452010', 'Indore', 'Indore', 'Madhya Pradesh', 'tier2', true],
  ['160017', 'Chandigarh', 'Chandigarh', 'Chandigarh', 'tier2', true],
  ['160022', 'Chandigarh', 'Chandigarh', 'Chandigarh', 'tier2', true],
  ['682016', 'Kochi', 'Ernakulam', 'Kerala', 'tier2', true],
  ['682024', 'Kochi', 'Ernakulam', 'Kerala', 'tier2', true],
  ['641002', 'Coimbatore', 'Coimbatore', 'Tamil Nadu', 'tier2', true],
  ['641018', 'Coimbatore', 'Coimbatore', 'Tamil Nadu', 'tier2', true],
  ['440001', 'Nagpur', 'Nagpur', 'Maharashtra', 'tier2', true],
  ['440010', 'Nagpur', 'Nagpur', 'Maharashtra', 'tier2', true],
  ['462001', 'Bhopal', 'Bhopal', 'Madhya Pradesh', 'tier2', true],
  ['462016', 'Bhopal', 'Bhopal', 'Madhya Pradesh', 'tier2', true],
  ['395001', 'Surat', 'Surat', 'Gujarat', 'tier2', true],
  ['395007', 'Surat', 'Surat', 'Gujarat', 'tier2', true],
  ['390001', 'Vadodara', 'Vadodara', 'Gujarat', 'tier2', true],
  ['390007', 'Vadodara', 'Vadodara', 'Gujarat', 'tier2', true],
  ['530002', 'Visakhapatnam', 'Visakhapatnam', 'Andhra Pradesh', 'tier2', true],
  ['530017', 'Visakhapatnam', 'Visakhapatnam', 'Andhra Pradesh', 'tier2', false],
  ['570001', 'Mysuru', 'Mysuru', 'Karnataka', 'tier2', true],
  ['570009', 'Mysuru', 'Mysuru', 'Karnataka', 'tier2', true],
  ['800001', 'Patna', 'Patna', 'Bihar', 'tier2', true],
  ['800013', 'Patna', 'Patna', 'Bihar', 'tier2', false],
  ['751001', 'Bhubaneswar', 'Khordha', 'Odisha', 'tier2', true],
  ['751024', 'Bhubaneswar', 'Khordha', 'Odisha', 'tier2', true],
  ['248001', 'Dehradun', 'Dehradun', 'Uttarakhand', 'tier2', true],
  ['781001', 'Guwahati', 'Kamrup Metropolitan', 'Assam', 'tier2', true],
  ['781006', 'Guwahati', 'Kamrup Metropolitan', 'Assam', 'tier2', false],
  ['695001', 'Thiruvananthapuram', 'Thiruvananthapuram', 'Kerala', 'tier2', true],
  ['575001', 'Mangaluru', 'Dakshina Kannada', 'Karnataka', 'tier2', true],
  ['422001', 'Nashik', 'Nashik', 'Maharashtra', 'tier2', true],
  ['625001', 'Madurai', 'Madurai', 'Tamil Nadu', 'tier2', true],
  ['342001', 'Jodhpur', 'Jodhpur', 'Rajasthan', 'tier2', true],
  ['125055', 'Sirsa', 'Sirsa', 'Haryana', 'rural', true],
  ['172001', 'Rampur Bushahr', 'Shimla', 'Himachal Pradesh', 'rural', false],
  ['176215', 'Dharamshala', 'Kangra', 'Himachal Pradesh', 'rural', true],
  ['263001', 'Nainital', 'Nainital', 'Uttarakhand', 'rural', true],
  ['305801', 'Kishangarh', 'Ajmer', 'Rajasthan', 'rural', false],
  ['209801', 'Unnao', 'Unnao', 'Uttar Pradesh', 'rural', true],
  ['271001', 'Gonda', 'Gonda', 'Uttar Pradesh', 'rural', false],
  ['486001', 'Rewa', 'Rewa', 'Madhya Pradesh', 'rural', true],
  ['509001', 'Mahabubnagar', 'Mahabubnagar', 'Telangana', 'rural', false],
  ['516001', 'Kadapa', 'YSR Kadapa', 'Andhra Pradesh', 'rural', true],
  ['577201', 'Shivamogga', 'Shivamogga', 'Karnataka', 'rural', true],
  ['606601', 'Tiruvannamalai', 'Tiruvannamalai', 'Tamil Nadu', 'rural', false],
  ['627001', 'Tirunelveli', 'Tirunelveli', 'Tamil Nadu', 'rural', true],
  ['721301', 'Kharagpur', 'Paschim Medinipur', 'West Bengal', 'rural', true],
  ['736101', 'Cooch Behar', 'Cooch Behar', 'West Bengal', 'rural', false],
  ['766001', 'Bhawanipatna', 'Kalahandi', 'Odisha', 'rural', false],
  ['413512', 'Latur', 'Latur', 'Maharashtra', 'rural', true],
  ['585101', 'Kalaburagi', 'Kalaburagi', 'Karnataka', 'rural', true],
];

export function pinCodeRows() {
  const metro = CITIES.flatMap(([slug, name, state]) =>
    (METRO[slug] ?? []).map(([pinCode, district]) => ({
      pinCode,
      city: name,
      district,
      state,
      zone: 'metro',
      codAvailable: !METRO_WITHOUT_COD.has(pinCode),
      citySlug: slug,
    })),
  );
  const others = OTHERS.map(([pinCode, city, district, state, zone, codAvailable]) => ({
    pinCode,
    city,
    district,
    state,
    zone,
    codAvailable,
    citySlug: null,
  }));
  return [...metro, ...others];
}

/** Offers are discounts already in the prices: the seed prices every covered product at exactly this much off. */
export type OfferSeed = {
  id: string;
  title: string;
  description: string;
  /** The title and description on Hindi pages (offers.title_hi, description_hi). */
  titleHi: string;
  descriptionHi: string;
  percent: number;
  category?: string;
  brand?: string;
  colour: string;
};

export const OFFERS: OfferSeed[] = [
  {
    id: 'off_diabetes15',
    title: 'Flat 15% off on diabetes care',
    description: 'Every diabetes care product, from metformin to glucometers, is 15% below MRP.',
    titleHi: 'डायबिटीज केयर पर फ्लैट 15% की छूट',
    descriptionHi: 'मेटफॉर्मिन से ग्लूकोमीटर तक, डायबिटीज केयर का हर प्रोडक्ट MRP से 15% कम में।',
    percent: 15,
    category: 'diabetes-care',
    colour: '#0f766e',
  },
  {
    id: 'off_omron20',
    title: 'Flat 20% off on Omron devices',
    description: 'BP monitors, thermometers, nebulisers and scales by Omron at 20% below MRP.',
    titleHi: 'Omron डिवाइस पर फ्लैट 20% की छूट',
    descriptionHi: 'Omron के BP मॉनिटर, थर्मामीटर, नेबुलाइज़र और वज़न मशीन MRP से 20% कम में।',
    percent: 20,
    brand: 'omron',
    colour: '#1d4ed8',
  },
  {
    id: 'off_baby10',
    title: 'Flat 10% off on baby care',
    description: 'Diapers, wipes, lotions and baby bath essentials at 10% below MRP.',
    titleHi: 'बेबी केयर पर फ्लैट 10% की छूट',
    descriptionHi: 'डायपर, वाइप्स, लोशन और बच्चों के नहाने का ज़रूरी सामान MRP से 10% कम में।',
    percent: 10,
    category: 'baby-care',
    colour: '#db2777',
  },
  {
    id: 'off_himalaya12',
    title: 'Flat 12% off on Himalaya Wellness',
    description: 'Herbal supplements, skin and baby care by Himalaya at 12% below MRP.',
    titleHi: 'Himalaya Wellness पर फ्लैट 12% की छूट',
    descriptionHi: 'Himalaya के हर्बल सप्लीमेंट, त्वचा और बेबी केयर प्रोडक्ट MRP से 12% कम में।',
    percent: 12,
    brand: 'himalaya',
    colour: '#15803d',
  },
];
export const OFFER_TERMS =
  'The discount is already applied to the prices shown; no code is needed. Prices are capped at MRP. Cannot be combined with other offers.';
export const OFFER_TERMS_HI =
  'छूट दिखाई गई कीमतों में पहले से लगी है; कोई कोड नहीं चाहिए। कीमत MRP से ज़्यादा नहीं होगी। दूसरे ऑफ़र के साथ नहीं जुड़ती।';

/** Each banner's title, subtitle and button on Hindi pages (banners.title_hi, subtitle_hi, cta_hi), by id. */
export function bannerHindi(): Record<string, { titleHi: string; subtitleHi: string; ctaHi: string }> {
  const days = (z: ShippingZone) => `${DELIVERY_DAYS[z].min}-${DELIVERY_DAYS[z].max} दिन`;
  return {
    'ban_upload-rx': {
      titleHi: 'अपना पर्चा अपलोड करें',
      subtitleHi: 'फ़ार्मासिस्ट उसे जांचते हैं और हम आपकी दवाएं घर पहुंचाते हैं।',
      ctaHi: 'अभी अपलोड करें',
    },
    'ban_free-shipping': {
      titleHi: `${formatInr(FREE_SHIPPING_THRESHOLD_PAISE)} और उससे ज़्यादा के ऑर्डर पर मुफ़्त डिलीवरी`,
      subtitleHi: `मेट्रो शहरों में ${days('metro')}, टियर-2 शहरों में ${days('tier2')} में।`,
      ctaHi: 'डिलीवरी का समय देखें',
    },
    ban_diabetes: {
      titleHi: 'डायबिटीज केयर पर फ्लैट 15% की छूट',
      subtitleHi: 'दवाएं, ग्लूकोमीटर और स्ट्रिप्स।',
      ctaHi: 'डायबिटीज केयर खरीदें',
    },
    ban_devices: {
      titleHi: 'घर पर अपनी सेहत पर नज़र रखें',
      subtitleHi: `BP मॉनिटर, ऑक्सीमीटर और थर्मामीटर, ${DEVICE_WARRANTY_YEARS} साल की वारंटी के साथ।`,
      ctaHi: 'डिवाइस खरीदें',
    },
  };
}

/** [id, title, subtitle, link, call to action, colour, artwork]; figures come from the policy constants. */
export function bannerRows(): [string, string, string, string, string, string, BannerArtwork][] {
  const days = (z: ShippingZone) => `${DELIVERY_DAYS[z].min}-${DELIVERY_DAYS[z].max} days`;
  return [
    [
      'ban_upload-rx',
      'Upload your prescription',
      'A pharmacist checks it and we deliver your medicines.',
      '/prescription-upload',
      'Upload now',
      '#0f766e',
      'prescription',
    ],
    [
      'ban_free-shipping',
      `Free delivery on orders of ${formatInr(FREE_SHIPPING_THRESHOLD_PAISE)} and above`,
      `Metro cities in ${days('metro')}, tier-2 cities in ${days('tier2')}.`,
      '/payement-shipping-policy',
      'See delivery times',
      '#1d4ed8',
      'delivery',
    ],
    [
      'ban_diabetes',
      'Flat 15% off on diabetes care',
      'Medicines, glucometers and strips.',
      '/medicategory/cat_diabetes-care',
      'Shop diabetes care',
      '#b45309',
      'diabetes',
    ],
    [
      'ban_devices',
      'Monitor your health at home',
      `BP monitors, oximeters and thermometers with a ${DEVICE_WARRANTY_YEARS}-year warranty.`,
      '/medicategory/cat_health-devices',
      'Shop devices',
      '#7c3aed',
      'devices',
    ],
  ];
}
