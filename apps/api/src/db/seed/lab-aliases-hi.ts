// The other names of lab tests and packages as a Hindi page shows them (docs/product-rules.md#languages),
// beside the English `aliases` of labs-catalogue.ts, one for one in the same order: the Hindi patients say
// ('शुगर टेस्ट', 'खाने के बाद शुगर', 'पीलिया की जांच'), the English word in Devanagari where that is what people
// say ('कोलेस्ट्रॉल टेस्ट'), and abbreviations in Latin letters as lab reports print them ('CBC', 'TSH').
// The seeder writes them into lab_items.aliases_hi; migration 0073 fills a database seeded before it and
// makes each Devanagari one a search word for its English (search_synonyms), so a name read on a Hindi page
// finds its test when typed.

export const LAB_ALIASES_HI: Record<string, readonly string[]> = {
  // Diabetes.
  DIA001: ['शुगर', 'फास्टिंग शुगर', 'खाली पेट ग्लूकोज़', 'FBS', 'ब्लड शुगर'],
  DIA002: ['PP शुगर', 'खाने के बाद शुगर', 'PPBS', 'ग्लूकोज़ PP'],
  DIA003: ['शुगर', 'RBS', 'रैंडम ग्लूकोज़'],
  DIA004: ['HbA1c', 'A1c', 'ग्लाइकोसिलेटेड हीमोग्लोबिन', '3 महीने की शुगर', 'औसत शुगर'],
  DIA005: ['इंसुलिन लेवल'],
  DIA006: ['सी-पेप्टाइड'],
  DIA008: ['माइक्रोएल्ब्यूमिन', 'ACR', 'पेशाब में एल्ब्यूमिन'],
  DIA009: ['GTT', 'OGTT', 'गर्भावस्था में शुगर की जांच'],
  DIA010: ['शुगर टेस्ट', 'फास्टिंग और PP'],
  DIA011: ['इंसुलिन रेज़िस्टेंस', 'HOMA'],
  // Thyroid.
  THY001: ['T3 T4 TSH', 'थायराइड टेस्ट', 'TFT', 'थायराइड फंक्शन टेस्ट'],
  THY002: ['FT3 FT4 TSH', 'फ्री थायराइड प्रोफाइल'],
  THY003: ['TSH', 'अल्ट्रासेंसिटिव TSH'],
  THY004: ['FT3'],
  THY005: ['FT4'],
  THY006: ['T3'],
  THY007: ['T4'],
  THY008: ['TPO', 'थायराइड एंटीबॉडी', 'एंटी थायराइड पेरोक्सीडेज़'],
  THY009: ['एंटी TG', 'ATG'],
  THY010: ['TG'],
  // Vitamins and minerals.
  VIT001: ['विटामिन डी', 'विटामिन डी3', '25 हाइड्रॉक्सी विटामिन डी', 'विटामिन डी टोटल'],
  VIT002: ['विटामिन बी12', 'B12', 'कोबालामिन'],
  VIT003: ['विटामिन बी9', 'फोलेट'],
  VIT004: ['विटामिन ए', 'रेटिनॉल'],
  VIT005: ['विटामिन ई', 'टोकोफेरॉल'],
  VIT006: ['विटामिन बी1', 'थायमिन'],
  VIT007: ['विटामिन बी6', 'पाइरिडॉक्सिन'],
  VIT008: ['विटामिन सी', 'एस्कॉर्बिक एसिड'],
  VIT009: ['मैग्नीशियम', 'Mg'],
  VIT010: ['जिंक'],
  VIT011: ['आयरन प्रोफाइल', 'आयरन टेस्ट', 'TIBC'],
  VIT012: ['फेरिटिन', 'शरीर में जमा आयरन'],
  VIT013: ['आयरन'],
  // Heart.
  CAR001: ['कोलेस्ट्रॉल टेस्ट', 'लिपिड', 'लिपिड पैनल', 'कोलेस्ट्रॉल'],
  CAR002: ['कोलेस्ट्रॉल'],
  CAR003: ['TG', 'ट्राइग्लिसराइड'],
  CAR004: ['अच्छा कोलेस्ट्रॉल', 'HDL'],
  CAR005: ['बुरा कोलेस्ट्रॉल', 'LDL'],
  CAR006: ['hsCRP', 'कार्डियक CRP', 'हाई सेंसिटिविटी CRP'],
  CAR007: ['Apo A1', 'Apo B', 'एपोलिपोप्रोटीन'],
  CAR008: ['Lp(a)', 'Lp a', 'लिपोप्रोटीन a'],
  CAR009: ['होमोसिस्टीन'],
  CAR010: ['ट्रोपोनिन', 'Trop I', 'हार्ट अटैक की जांच'],
  CAR011: ['CPK', 'CK'],
  CAR012: ['CKMB', 'CK MB'],
  CAR013: ['BNP', 'Pro BNP', 'हार्ट फेलियर की जांच'],
  CAR014: ['LDH'],
  // Liver.
  LIV001: ['LFT', 'लिवर टेस्ट', 'लिवर प्रोफाइल', 'पीलिया की जांच'],
  LIV002: ['बिलीरुबिन', 'पीलिया'],
  LIV003: ['SGOT', 'AST'],
  LIV004: ['SGPT', 'ALT'],
  LIV005: ['ALP', 'एल्कलाइन फॉस्फेटेज'],
  LIV006: ['GGT', 'गामा GT'],
  LIV007: ['प्रोटीन टेस्ट', 'एल्ब्यूमिन ग्लोबुलिन'],
  LIV008: ['एल्ब्यूमिन'],
  LIV009: ['HBsAg', 'हेपेटाइटिस बी', 'ऑस्ट्रेलिया एंटीजन'],
  LIV010: ['HCV', 'हेपेटाइटिस सी'],
  LIV011: ['HAV', 'हेपेटाइटिस ए'],
  LIV012: ['HEV', 'हेपेटाइटिस ई'],
  LIV013: ['अमोनिया'],
  LIV014: ['एमाइलेज', 'पैंक्रियाज़ की जांच'],
  LIV015: ['लाइपेज', 'पैंक्रियाटाइटिस'],
  // Kidney.
  KID001: ['KFT', 'RFT', 'रीनल फंक्शन टेस्ट', 'किडनी टेस्ट', 'रीनल प्रोफाइल'],
  KID002: ['क्रिएटिनिन', 'eGFR'],
  KID003: ['यूरिया'],
  KID004: ['BUN'],
  KID005: ['इलेक्ट्रोलाइट्स', 'सोडियम पोटैशियम', 'Na K'],
  KID006: ['सोडियम', 'Na'],
  KID007: ['पोटैशियम', 'K'],
  KID008: ['सिस्टैटिन'],
  KID009: ['UPCR', 'पेशाब में प्रोटीन'],
  KID010: ['24 घंटे के पेशाब में प्रोटीन'],
  // Blood.
  BLD001: ['CBC', 'CBP', 'हीमोग्राम', 'हीमोग्राम', 'ब्लड काउंट', 'कम्प्लीट ब्लड पिक्चर'],
  BLD002: ['Hb', 'हीमोग्लोबिन', 'खून की मात्रा'],
  BLD003: ['ESR', 'सेड रेट'],
  BLD004: ['प्लेटलेट्स', 'प्लेटलेट'],
  BLD005: ['PS', 'ब्लड स्मीयर', 'PBS'],
  BLD006: ['रेटिक'],
  BLD007: ['ब्लड ग्रुप', 'ABO', 'Rh फैक्टर'],
  BLD008: ['AEC', 'इओसिनोफिल'],
  BLD009: ['G6PD'],
  BLD010: ['थैलेसीमिया की जांच', 'Hb इलेक्ट्रोफोरेसिस', 'HPLC'],
  BLD011: ['PT INR', 'PT', 'INR', 'खून जमने की जांच'],
  BLD012: ['APTT', 'PTT'],
  BLD013: ['डी-डाइमर'],
  BLD014: ['फाइब्रिनोजन'],
  BLD015: ['TLC', 'WBC', 'सफेद रक्त कोशिकाएं'],
  BLD016: ['DLC', 'डिफरेंशियल काउंट'],
  // Fever and infections.
  FEV001: ['डेंगू', 'NS1', 'डेंगू टेस्ट'],
  FEV002: ['डेंगू एंटीबॉडी', 'डेंगू IgM'],
  FEV003: ['मलेरिया', 'मलेरिया टेस्ट', 'MP कार्ड'],
  FEV004: ['MP', 'मलेरिया स्मीयर'],
  FEV005: ['टाइफाइड टेस्ट', 'विडाल'],
  FEV006: ['टाइफीडॉट', 'टाइफाइड IgM', 'टाइफाइड'],
  FEV007: ['चिकनगुनिया', 'चिकनगुनिया टेस्ट'],
  FEV008: ['CRP'],
  FEV009: ['PCT', 'प्रोकैल्सिटोनिन'],
  FEV010: ['लेप्टोस्पायरोसिस', 'लेप्टो'],
  FEV011: ['स्क्रब टाइफस'],
  FEV012: ['ब्लड कल्चर'],
  FEV013: ['कोविड', 'कोरोना टेस्ट', 'RT-PCR', 'कोविड टेस्ट'],
  FEV014: ['HIV', 'एड्स की जांच'],
  FEV015: ['VDRL', 'सिफलिस'],
  FEV016: ['TB टेस्ट', 'टीबी', 'क्वांटिफेरॉन', 'IGRA'],
  // Urine and stool.
  URS001: ['पेशाब की जांच', 'यूरिन R/M', 'यूरिन रूटीन', 'CUE'],
  URS002: ['यूरिन कल्चर', 'UTI की जांच'],
  URS003: ['मल की जांच', 'मोशन टेस्ट', 'स्टूल R/M'],
  URS004: ['मल में छिपा खून', 'FOBT'],
  URS005: ['प्रेग्नेंसी टेस्ट', 'UPT'],
  URS006: ['स्टूल कल्चर'],
  // Women's health.
  WOM001: ['FSH'],
  WOM002: ['LH'],
  WOM003: ['प्रोलैक्टिन', 'PRL'],
  WOM004: ['E2', 'एस्ट्रोजन', 'एस्ट्राडियोल'],
  WOM005: ['प्रोजेस्टेरोन'],
  WOM006: ['AMH', 'अंडों का रिज़र्व', 'ओवेरियन रिज़र्व', 'फर्टिलिटी टेस्ट'],
  WOM007: ['बीटा hCG', 'खून से प्रेग्नेंसी टेस्ट', 'bhCG'],
  WOM008: ['पैप', 'सर्वाइकल स्क्रीनिंग', 'पैप टेस्ट'],
  WOM009: ['DHEA', 'DHEAS'],
  WOM010: ['SHBG'],
  // Men's health.
  MEN001: ['टेस्टोस्टेरोन'],
  MEN002: ['PSA', 'प्रोस्टेट की जांच'],
  MEN003: ['स्पर्म टेस्ट', 'वीर्य की जांच', 'स्पर्म काउंट'],
  // Bone and joints.
  BON001: ['कैल्शियम', 'Ca'],
  BON002: ['फॉस्फोरस', 'फॉस्फेट'],
  BON003: ['यूरिक एसिड', 'गठिया (गाउट) की जांच'],
  BON004: ['RA फैक्टर', 'RA टेस्ट', 'रूमेटाइड'],
  BON005: ['एंटी CCP', 'CCP'],
  BON006: ['ANA', 'ल्यूपस की जांच'],
  BON007: ['HLA B27'],
  BON008: ['ASO', 'एंटी स्ट्रेप्टोलाइसिन'],
  BON009: ['PTH', 'पैराथायराइड'],
  // Allergy.
  ALG001: ['IgE', 'एलर्जी टेस्ट'],
  ALG002: ['धूल से एलर्जी', 'डस्ट माइट'],
  ALG003: ['कॉकरोच से एलर्जी'],
  ALG004: ['मूंगफली से एलर्जी', 'मूंगफली से एलर्जी'],
  ALG005: ['दूध से एलर्जी'],
  ALG006: ['अंडे से एलर्जी'],
  ALG007: ['गेहूं से एलर्जी', 'ग्लूटेन से एलर्जी'],
  ALG008: ['गाजर घास', 'पार्थेनियम', 'पराग (पोलन) से एलर्जी'],
  // Hormones.
  HOR001: ['कॉर्टिसोल', 'स्ट्रेस हार्मोन'],
  HOR002: ['ACTH'],
  HOR003: ['GH', 'ग्रोथ हार्मोन'],
  // Cancer markers.
  CAN001: ['CEA'],
  CAN002: ['AFP'],
  CAN003: ['CA125', 'CA 125', 'ओवरी के कैंसर का मार्कर'],
  CAN004: ['CA19-9', 'CA 19 9', 'पैंक्रियाज़ के कैंसर का मार्कर'],
  CAN005: ['CA15-3', 'ब्रेस्ट कैंसर का मार्कर'],
  CAN006: ['B2M', 'बीटा 2 माइक्रोग्लोबुलिन'],
  // Packages.
  PKG001: ['फुल बॉडी चेकअप', 'हेल्थ चेकअप', 'सालाना चेकअप'],
  PKG002: ['विटामिन के साथ फुल बॉडी चेकअप', 'कम्प्लीट हेल्थ चेकअप'],
  PKG003: ['एग्ज़ीक्यूटिव हेल्थ चेकअप', 'मास्टर हेल्थ चेकअप'],
  PKG004: ['बेसिक चेकअप'],
  PKG005: ['डायबिटीज टेस्ट', 'शुगर पैकेज'],
  PKG006: ['डायबिटीज चेकअप', 'डायबिटिक प्रोफाइल'],
  PKG007: ['थायराइड एंटीबॉडी पैकेज'],
  PKG008: ['थायराइड चेकअप'],
  PKG009: ['विटामिन टेस्ट', 'विटामिन डी और बी12'],
  PKG010: ['विटामिन प्रोफाइल', 'मिनरल टेस्ट'],
  PKG011: ['हार्ट चेकअप', 'दिल की जांच'],
  PKG012: ['कार्डियक रिस्क मार्कर', 'दिल के जोखिम की जांच'],
  PKG013: ['महिलाओं का चेकअप', 'लेडीज़ हेल्थ चेकअप'],
  PKG014: ['PCOD', 'PCOS', 'PCOD टेस्ट'],
  PKG015: ['प्रेग्नेंसी से पहले की जांच', 'गर्भधारण से पहले की जांच', 'एंटीनेटल प्रोफाइल'],
  PKG016: ['फर्टिलिटी पैकेज', 'बांझपन की जांच'],
  PKG017: ['पुरुषों का चेकअप'],
  PKG018: ['कमज़ोरी की जांच', 'पुरुष हार्मोन टेस्ट'],
  PKG019: ['लिवर चेकअप', 'फैटी लिवर टेस्ट'],
  PKG020: ['किडनी चेकअप'],
  PKG021: ['बुखार की जांच', 'फीवर प्रोफाइल'],
  PKG022: ['मानसून बुखार', 'डेंगू मलेरिया टाइफाइड'],
  PKG023: ['बुज़ुर्ग पुरुषों का चेकअप', 'बुज़ुर्गों का चेकअप'],
  PKG024: ['बुज़ुर्ग महिलाओं का चेकअप', 'बुज़ुर्गों का चेकअप'],
  PKG025: ['हड्डियों की जांच', 'जोड़ों के दर्द की जांच'],
  PKG026: ['गठिया की जांच', 'रूमेटाइड प्रोफाइल'],
  PKG027: ['एनीमिया टेस्ट', 'खून की कमी की जांच'],
  PKG028: ['एलर्जी पैकेज', 'एलर्जी पैनल'],
  PKG029: ['पुरुषों के कैंसर मार्कर'],
  PKG030: ['महिलाओं के कैंसर मार्कर'],
};

/**
 * The Hindi list an item shows: its aliases' Hindi in order, each once (two English spellings, 'hemogram'
 * and 'haemogram', are one Hindi word). Null when the item has none, or no English alias: the English shows.
 */
export function aliasesHiOf(code: string, aliases: readonly string[]): string[] | null {
  const hi = LAB_ALIASES_HI[code];
  if (!hi || aliases.length === 0) return null;
  if (hi.length !== aliases.length)
    throw new Error(`${code}: ${aliases.length} aliases, ${hi.length} in Hindi`);
  return [...new Set(hi)];
}

/** Lower case, single spaces: a search_synonyms term (lib/search-synonyms.ts synonymKey). */
const termOf = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Each Devanagari Hindi alias as a search word for its English alias ('खाने के बाद शुगर' → 'sugar after
 * food'), the first English where one Hindi stands for two: what migration 0073 adds to search_synonyms.
 */
export function aliasSynonyms(items: readonly { code: string; aliases: readonly string[] }[]) {
  const out = new Map<string, string>();
  for (const item of items) {
    const hi = LAB_ALIASES_HI[item.code] ?? [];
    hi.forEach((h, i) => {
      const english = item.aliases[i];
      const term = termOf(h);
      if (english && /[\u0900-\u097F]/.test(h) && !out.has(term)) out.set(term, termOf(english));
    });
  }
  return out;
}
