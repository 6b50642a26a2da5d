// The words of reference ranges and normal answers as a Hindi page and a Hindi report show them
// (docs/product-rules.md#languages): each range text of labs-parameters.ts that says something in words,
// by its English, with its numbers and units as reports print them; a text of numbers and units alone reads
// the same in Hindi and has no entry. Ages are written 'साल' (apps/web parameter-table.tsx withoutAges reads
// them). The seeder writes them into lab_reference_ranges.text_hi and lab_parameters.normal_text_hi;
// migration 0073 fills a database seeded before it.

export const RANGE_TEXT_HI: Record<string, string> = {
  '4.0 - 5.6 % (5.7 - 6.4 prediabetes)': '4.0 - 5.6 % (5.7 - 6.4 प्री-डायबिटीज)',
  '0.70 - 5.97 µIU/mL (1 - 5 years)': '0.70 - 5.97 µIU/mL (1 - 5 साल)',
  '0.60 - 4.84 µIU/mL (6 - 10 years)': '0.60 - 4.84 µIU/mL (6 - 10 साल)',
  '0.51 - 4.30 µIU/mL (11 - 19 years)': '0.51 - 4.30 µIU/mL (11 - 19 साल)',
  '30 - 100 ng/mL (< 20 deficient, 20 - 29 insufficient)': '30 - 100 ng/mL (< 20 कमी, 20 - 29 पर्याप्त नहीं)',
  '< 200 mg/dL desirable': '< 200 mg/dL ठीक',
  '< 100 mg/dL optimal': '< 100 mg/dL सबसे अच्छा',
  '< 1.0 low, 1.0 - 3.0 average, > 3.0 high cardiac risk':
    'दिल की बीमारी का जोखिम: < 1.0 कम, 1.0 - 3.0 औसत, > 3.0 ज़्यादा',
  '< 125 pg/mL (under 75 years)': '< 125 pg/mL (75 साल से कम)',
  '< 450 pg/mL (75 years and above)': '< 450 pg/mL (75 साल और उससे ज़्यादा)',
  '54 - 369 U/L (4 - 14 years)': '54 - 369 U/L (4 - 14 साल)',
  '0.8 - 1.1 (not on anticoagulants)': '0.8 - 1.1 (खून पतला करने की दवा न लेने पर)',
  '3.5 - 12.5 mIU/mL (follicular phase)': '3.5 - 12.5 mIU/mL (फॉलिक्युलर फेज़: पीरियड के पहले 2 हफ़्ते)',
  '2.4 - 12.6 mIU/mL (follicular phase)': '2.4 - 12.6 mIU/mL (फॉलिक्युलर फेज़: पीरियड के पहले 2 हफ़्ते)',
  '12.5 - 166 pg/mL (follicular phase)': '12.5 - 166 pg/mL (फॉलिक्युलर फेज़: पीरियड के पहले 2 हफ़्ते)',
  '0.2 - 1.5 ng/mL (follicular phase)': '0.2 - 1.5 ng/mL (फॉलिक्युलर फेज़: पीरियड के पहले 2 हफ़्ते)',
  '1.22 - 11.70 ng/mL (20 - 24 years)': '1.22 - 11.70 ng/mL (20 - 24 साल)',
  '0.89 - 9.85 ng/mL (25 - 29 years)': '0.89 - 9.85 ng/mL (25 - 29 साल)',
  '0.58 - 8.13 ng/mL (30 - 34 years)': '0.58 - 8.13 ng/mL (30 - 34 साल)',
  '0.15 - 7.49 ng/mL (35 - 39 years)': '0.15 - 7.49 ng/mL (35 - 39 साल)',
  '0.03 - 5.47 ng/mL (40 - 44 years)': '0.03 - 5.47 ng/mL (40 - 44 साल)',
  '< 5 mIU/mL (not pregnant)': '< 5 mIU/mL (गर्भ न होने पर)',
  '< 2.5 ng/mL (under 50 years)': '< 2.5 ng/mL (50 साल से कम)',
  '< 3.5 ng/mL (50 - 59 years)': '< 3.5 ng/mL (50 - 59 साल)',
  '< 4.5 ng/mL (60 - 69 years)': '< 4.5 ng/mL (60 - 69 साल)',
  '< 6.5 ng/mL (70 years and above)': '< 6.5 ng/mL (70 साल और उससे ज़्यादा)',
};

/** The normal answer of a text parameter (labs-parameters.ts `txt`), by its English. */
export const NORMAL_TEXT_HI: Record<string, string> = {
  'Non-reactive': 'नॉन-रिएक्टिव (संक्रमण नहीं मिला)',
  'Normocytic normochromic blood picture': 'नॉर्मोसाइटिक नॉर्मोक्रोमिक (खून की कोशिकाएं सामान्य)',
  Normal: 'सामान्य',
  Negative: 'नेगेटिव',
  'Not seen': 'नहीं दिखा',
  'Below 1:80': '1:80 से कम',
  'Below 1:160': '1:160 से कम',
  'No growth after 5 days': '5 दिन बाद भी कोई कीटाणु नहीं पनपे',
  'Not detected': 'नहीं मिला',
  'Pale yellow': 'हल्का पीला',
  Clear: 'साफ़',
  'No growth': 'कोई कीटाणु नहीं पनपे',
  Brown: 'भूरा',
  Formed: 'बंधा हुआ',
  'No enteric pathogens isolated': 'पेट के रोग वाले कोई कीटाणु नहीं मिले',
  'Negative for intraepithelial lesion or malignancy': 'नेगेटिव: कोई असामान्य कोशिका या कैंसर नहीं मिला',
};

/** A range's Hindi text; null where its English is numbers and units alone. */
export const rangeTextHi = (text: string): string | null => RANGE_TEXT_HI[text] ?? null;

/** A text parameter's normal answer in Hindi; null without one. */
export function normalTextHi(normal: string | null): string | null {
  if (normal === null) return null;
  const hi = NORMAL_TEXT_HI[normal];
  if (!hi) throw new Error(`no Hindi for the normal answer: ${normal}`);
  return hi;
}
