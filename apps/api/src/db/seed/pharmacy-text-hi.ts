// The Hindi of a seeded product's description and key features (products.description_hi, features_hi;
// docs/product-rules.md#languages), built the way pharmacy-build.ts builds the English: a medicine's from its
// salts (as printed), its use, its schedule and its form; a health product's from pharmacy-consumer-hi.ts.
// Null where a part has no Hindi, so the page shows the English rather than a half-translated text.
import { CONSUMER_HI } from './pharmacy-consumer-hi.ts';
import type { MedicineSeed } from './pharmacy-medicines.ts';
import { USES_HI } from './pharmacy-uses-hi.ts';

export type ProductTextHi = { descriptionHi: string | null; featuresHi: string[] | null };

const NONE: ProductTextHi = { descriptionHi: null, featuresHi: null };

export const SCHEDULE_NOTES_HI: Record<MedicineSeed['schedule'], string> = {
  OTC: 'इसे बिना पर्चे के खरीदा जा सकता है; इस्तेमाल से पहले लेबल पढ़ें।',
  H: 'यह शेड्यूल H की दवा है: सिर्फ़ रजिस्टर्ड डॉक्टर के मान्य पर्चे पर मिलती है।',
  H1: 'यह शेड्यूल H1 की दवा है: सिर्फ़ मान्य पर्चे पर मिलती है, और इसकी बिक्री रजिस्टर में दर्ज की जाती है।',
  X: 'यह शेड्यूल X की दवा है: यह ऑनलाइन नहीं बिकती, सिर्फ़ लाइसेंस वाली फ़ार्मेसी के काउंटर पर दी जाती है।',
};

/** How to use each form (pharmacy-build.ts FORMS' fourth part). */
export const HOW_TO_HI: Record<MedicineSeed['form'], string> = {
  tablet: 'पानी के साथ पूरी निगलें; तोड़ें या चबाएं नहीं।',
  capsule: 'पानी के साथ पूरा निगलें।',
  syrup: 'अच्छी तरह हिलाएं और साथ दिए कप से नापकर लें।',
  inhaler: 'अच्छी तरह हिलाएं; हर पफ़ से पहले पूरी सांस बाहर छोड़ें।',
  drops: 'ड्रॉपर की नोक को आंख या किसी भी सतह से न छुआएं।',
  gel: 'पतली परत लगाकर हल्के हाथ से मलें; बाद में हाथ धो लें।',
  sachet: 'एक गिलास पानी में मिलाकर लें।',
  respules: 'सिर्फ़ नेबुलाइज़र के साथ इस्तेमाल करें।',
  cream: 'साफ़, सूखी त्वचा पर पतली परत लगाएं।',
  spray: 'इस्तेमाल से पहले अच्छी तरह हिलाएं।',
};

const STORAGE_HI = '30°C से कम तापमान पर, धूप और नमी से दूर रखें';

/** Whose word to follow: the catalogue's prescription medicines say the doctor's, household names the label's too. */
const CLOSING_HI = {
  doctor: 'इसे ठीक वैसे ही लें जैसा आपके डॉक्टर ने बताया है, और उनसे पूछे बिना अचानक बंद न करें।',
  label: 'इसे ठीक वैसे ही लें जैसा लेबल पर लिखा है या आपके डॉक्टर ने बताया है।',
};

export function medicineTextHi(m: {
  name: string;
  composition: string;
  use: string;
  schedule: MedicineSeed['schedule'];
  form: MedicineSeed['form'];
  closing: keyof typeof CLOSING_HI;
}): ProductTextHi {
  const use = USES_HI[m.use];
  if (!use) return NONE;
  return {
    descriptionHi: `${m.name} में ${m.composition} है। इसका इस्तेमाल ${use} के लिए किया जाता है। ${SCHEDULE_NOTES_HI[m.schedule]} ${CLOSING_HI[m.closing]}`,
    featuresHi: [`इसमें ${m.composition} है`, `${use} के लिए`, HOW_TO_HI[m.form], STORAGE_HI],
  };
}

/** A health product's text: what it is, then its features, as the English description joins them. */
export function consumerTextHi(name: string): ProductTextHi {
  const hindi = CONSUMER_HI[name];
  if (!hindi) return NONE;
  const [about, features] = hindi;
  return { descriptionHi: `${about} ${features.join('। ')}।`, featuresHi: features };
}
