// The Hindi of a lab test's or package's detail text (docs/product-rules.md#languages): why doctors ask for
// it (CATEGORY_WHY in labs-catalogue.ts), the preparation (each `prep` text of labs-catalogue.ts by hand,
// the fasting sentence built from the hours), the description and the four FAQs built from the same data
// as the English in labs.ts (preparationOf, faqsOf). Written as lab-summaries-hi.ts is: everyday words,
// parameter names as reports print them. The seeder writes them into lab_items' *_hi columns; migration 0072
// fills a database seeded before it.
import type { LabCategorySlug } from '@arogya/contracts/labs-values';

export const CATEGORY_WHY_HI: Record<LabCategorySlug, string> = {
  'full-body':
    'साल में एक बार की जांच से चुपचाप बढ़ रही बीमारियां (डायबिटीज, थायराइड, कोलेस्ट्रॉल, खून की कमी) जल्दी पकड़ में आ जाती हैं।',
  diabetes: 'डॉक्टर यह जांच डायबिटीज और प्री-डायबिटीज का पता लगाने और यह देखने के लिए कराते हैं कि शुगर कितनी काबू में है।',
  thyroid: 'थकान, वज़न घटना या बढ़ना, बाल झड़ना, अनियमित पीरियड या परिवार में थायराइड होना आम कारण हैं।',
  vitamin:
    'भारत में विटामिन और मिनरल की कमी बहुत आम है; इससे थकान, बदन दर्द, हाथ-पैरों में झनझनाहट और कमज़ोर हड्डियां होती हैं।',
  cardiac:
    'इससे हार्ट अटैक और स्ट्रोक के जोखिम का अंदाज़ा मिलता है, या पता चलता है कि दिल की मांसपेशी को चोट पहुंची है या नहीं।',
  liver: 'पीलिया, शराब पीना, फैटी लिवर, हेपेटाइटिस या लिवर पर असर डालने वाली दवाएं आम कारण हैं।',
  kidney: 'डायबिटीज, हाई BP, शरीर में सूजन या दर्द की दवाएं लेते रहने पर किडनी की नियमित जांच ज़रूरी है।',
  'women-health': 'अनियमित पीरियड, PCOS, गर्भधारण की तैयारी या मेनोपॉज़ आम कारण हैं।',
  'men-health': 'कमज़ोरी या थकान, संतान से जुड़े सवाल या 50 की उम्र के बाद प्रोस्टेट की जांच आम कारण हैं।',
  fever: 'दो-तीन दिन से ज़्यादा चलने वाले बुखार का, खासकर बरसात में, कारण पता करना ज़रूरी है।',
  blood: 'थकान, चेहरा पीला पड़ना, सांस फूलना, खून बहना या कोई इन्फेक्शन आम कारण हैं।',
  bone: 'जोड़ों में दर्द, अकड़न, सूजन, हड्डी टूटना या गठिया (गाउट) आम कारण हैं।',
  allergy: 'छींकें, सांस में घरघराहट, चकत्ते या किसी खाने से रिएक्शन आम कारण हैं।',
  hormones: 'किसी ग्रंथि (एड्रिनल, पिट्यूटरी, पैराथायराइड) के ज़्यादा या कम काम करने के लक्षण।',
  cancer: 'ट्यूमर मार्कर से डॉक्टर पहले से पता कैंसर पर नज़र रखते हैं; अकेले इनसे कैंसर का पता नहीं चलता।',
  'urine-stool': 'पेशाब में जलन, पेट खराब, दस्त या रूटीन जांच आम कारण हैं।',
  'senior-citizen':
    '60 की उम्र के बाद साल में एक बार की जांच से डायबिटीज, किडनी, दिल और हड्डियों की समस्याएं जल्दी पकड़ में आती हैं।',
};

/** Each `prep` text of labs-catalogue.ts in Hindi, by its English. */
export const PREP_HI: Record<string, string> = {
  'Best taken between 7 and 10 am.': 'यह जांच सुबह 7 से 10 बजे के बीच कराना सबसे अच्छा है।',
  'Choose a slot between 7 and 10 am.': 'सुबह 7 से 10 बजे के बीच का स्लॉट चुनें।',
  'Choose a slot between 7 and 10 am; cortisol is read against its morning range.':
    'सुबह 7 से 10 बजे के बीच का स्लॉट चुनें; कॉर्टिसोल को सुबह की नॉर्मल रेंज से मिलाकर पढ़ा जाता है।',
  'Collect a fresh stool sample in the container the phlebotomist brings.':
    'फ़्लेबोटोमिस्ट जो डिब्बी लाते हैं, उसमें ताज़ा मल (स्टूल) का सैंपल लें।',
  'Collect a fresh stool sample in the container the phlebotomist brings; do not mix with urine.':
    'फ़्लेबोटोमिस्ट जो डिब्बी लाते हैं, उसमें ताज़ा मल (स्टूल) का सैंपल लें; उसमें पेशाब न मिलने दें।',
  'Collect a fresh stool sample in the sterile container the phlebotomist brings.':
    'फ़्लेबोटोमिस्ट जो कीटाणुरहित (स्टेराइल) डिब्बी लाते हैं, उसमें ताज़ा मल (स्टूल) का सैंपल लें।',
  'Collect all urine for 24 hours in the container the phlebotomist leaves; it is picked up the next morning.':
    'फ़्लेबोटोमिस्ट जो डिब्बा छोड़ जाते हैं, उसमें 24 घंटे का सारा पेशाब जमा करें; अगली सुबह उसे ले जाया जाता है।',
  'Collect the first morning urine, midstream, in the sterile container the phlebotomist brings.':
    'सुबह का पहला पेशाब, बीच की धार का, फ़्लेबोटोमिस्ट की लाई कीटाणुरहित (स्टेराइल) डिब्बी में लें।',
  'Do not eat, drink or brush for 30 minutes before the nose and throat swab.':
    'नाक और गले का स्वैब लेने से 30 मिनट पहले तक कुछ न खाएं, न पिएं और ब्रश न करें।',
  'Eat your usual meal; the sample is taken exactly 2 hours after you start eating.':
    'अपना रोज़ का खाना खाएं; खाना शुरू करने के ठीक 2 घंटे बाद सैंपल लिया जाता है।',
  'Fast 10 to 12 hours. You will stay home for 2 hours after the glucose drink; the phlebotomist returns for the samples.':
    '10 से 12 घंटे खाली पेट रहें। ग्लूकोज़ पीने के बाद आप 2 घंटे घर पर ही रहेंगे; बाकी सैंपल के लिए फ़्लेबोटोमिस्ट दोबारा आते हैं।',
  'No ejaculation for 2 to 7 days before. The sample must reach the lab within an hour; the phlebotomist carries it.':
    'जांच से पहले 2 से 7 दिन तक वीर्यपात न करें। सैंपल एक घंटे के अंदर लैब पहुंचना चाहिए; फ़्लेबोटोमिस्ट उसे ले जाते हैं।',
  'No ejaculation or cycling for 48 hours before the sample.':
    'सैंपल से पहले 48 घंटे तक वीर्यपात न करें और साइकिल न चलाएं।',
  'Not during your period; no intercourse, douching or vaginal medicines for 48 hours before. A woman sample collector comes for this test.':
    'पीरियड के दिनों में यह जांच न कराएं; जांच से 48 घंटे पहले तक संबंध न बनाएं, योनि की धुलाई (डूशिंग) न करें और योनि में लगाने वाली दवा न लें। इस जांच के लिए महिला सैंपल कलेक्टर आती हैं।',
  'Rest for 30 minutes before the sample; avoid breast stimulation and exercise that morning.':
    'सैंपल से पहले 30 मिनट आराम करें; उस सुबह स्तनों को दबाने-सहलाने और कसरत से बचें।',
  'Women: best taken on day 2 to 5 of the period.':
    'महिलाएं: यह जांच पीरियड के दूसरे से पांचवें दिन कराना सबसे अच्छा है।',
};

/** The kinds of sample as a Hindi sentence names them. */
const SAMPLE_HI: Record<string, string> = {
  blood: 'खून',
  urine: 'पेशाब',
  stool: 'मल (स्टूल)',
  swab: 'स्वैब',
  semen: 'वीर्य',
  sputum: 'बलगम',
};

const prepHi = (prep: string): string => {
  const hi = PREP_HI[prep];
  if (!hi) throw new Error(`no Hindi for the preparation: ${prep}`);
  return hi;
};

/** preparationOf (labs.ts) in Hindi; `preps` are the item's (or its tests') distinct `prep` texts. */
export function preparationHiOf(fasting: number, preps: readonly string[]): string {
  const parts: string[] = [];
  if (fasting > 0) parts.push(`सैंपल से पहले ${fasting} घंटे खाली पेट रहें; सादा पानी पी सकते हैं।`);
  parts.push(...preps.map(prepHi));
  return parts.length ? parts.join(' ') : 'किसी खास तैयारी की ज़रूरत नहीं है।';
}

/** A test's description (labs.ts testRows) in Hindi. */
export function testDescriptionHi(summaryHi: string, paramNames: readonly string[]): string {
  const n = paramNames.length === 1 ? 'एक वैल्यू' : `${paramNames.length} वैल्यू`;
  return `${summaryHi} रिपोर्ट में ${n} मिलती ${paramNames.length === 1 ? 'है' : 'हैं'}: ${paramNames.join(', ')}।`;
}

/** A package's description (labs.ts packageRows) in Hindi; `testNames` are the tests' Hindi names. */
export function packageDescriptionHi(
  summaryHi: string,
  testNames: readonly string[],
  paramCount: number,
): string {
  return `${summaryHi} इसमें ${testNames.length} टेस्ट हैं, जिनसे ${paramCount} पैरामीटर मापे जाते हैं: ${testNames.join(', ')}।`;
}

/** faqsOf (labs.ts) in Hindi; `name` is the item's Hindi name, `samples` its kinds of sample. */
export function faqsHiOf(
  name: string,
  fasting: number,
  tat: number,
  samples: readonly string[],
  testCount: number,
) {
  const days = tat >= 48 ? `${Math.round(tat / 24)} दिन` : `${tat} घंटे`;
  const sample = samples.map((s) => SAMPLE_HI[s] ?? s).join(' और ');
  return [
    {
      question: `क्या ${name} के लिए खाली पेट रहना ज़रूरी है?`,
      answer:
        fasting > 0
          ? `हां। ${fasting} घंटे खाली पेट रहें (पानी पी सकते हैं); सुबह का स्लॉट बुक करें।`
          : 'नहीं। सैंपल से पहले आप हमेशा की तरह खा-पी सकते हैं।',
    },
    {
      question: 'मेरी रिपोर्ट कब मिलेगी?',
      answer: `सैंपल लेने के ${days} के अंदर। आप इसे 'मेरे ऑर्डर' में पढ़ सकते हैं और PDF डाउनलोड कर सकते हैं।`,
    },
    {
      question: 'सैंपल कैसे लिया जाता है?',
      answer: `लैब से एक प्रशिक्षित फ़्लेबोटोमिस्ट चुने गए स्लॉट में आपके पते पर आते हैं और ${testCount > 1 ? `सभी ${testCount} टेस्ट के लिए ` : ''}${sample} का सैंपल लेते हैं।`,
    },
    {
      question: 'भुगतान कैसे करें?',
      answer: 'सैंपल लेते समय फ़्लेबोटोमिस्ट को नकद या UPI से भुगतान करें।',
    },
  ];
}
