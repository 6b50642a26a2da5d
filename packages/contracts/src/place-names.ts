// Indian places and medical councils as a Hindi page or message names them. The API stores and filters on the
// English name (clinics.city, labs.state, doctors.registration_council, an address's city); these are the
// Devanagari spellings Hindi newspapers use, shown in its place on a Hindi page (apps/web/src/lib/i18n/place-name.ts)
// and in a Hindi notification (apps/api/src/modules/notifications/templates/hi/data-values.ts). Anything not
// known here (a street, a city no list names) stays as written. place-names.test.ts fails on a seeded city,
// area, state or council without its Hindi.

/** The 28 states and 8 union territories. */
const STATES: Readonly<Record<string, string>> = {
  'Andhra Pradesh': 'आंध्र प्रदेश',
  'Arunachal Pradesh': 'अरुणाचल प्रदेश',
  Assam: 'असम',
  Bihar: 'बिहार',
  Chhattisgarh: 'छत्तीसगढ़',
  Goa: 'गोवा',
  Gujarat: 'गुजरात',
  Haryana: 'हरियाणा',
  'Himachal Pradesh': 'हिमाचल प्रदेश',
  Jharkhand: 'झारखंड',
  Karnataka: 'कर्नाटक',
  Kerala: 'केरल',
  'Madhya Pradesh': 'मध्य प्रदेश',
  Maharashtra: 'महाराष्ट्र',
  Manipur: 'मणिपुर',
  Meghalaya: 'मेघालय',
  Mizoram: 'मिज़ोरम',
  Nagaland: 'नगालैंड',
  Odisha: 'ओडिशा',
  Punjab: 'पंजाब',
  Rajasthan: 'राजस्थान',
  Sikkim: 'सिक्किम',
  'Tamil Nadu': 'तमिलनाडु',
  Telangana: 'तेलंगाना',
  Tripura: 'त्रिपुरा',
  'Uttar Pradesh': 'उत्तर प्रदेश',
  Uttarakhand: 'उत्तराखंड',
  'West Bengal': 'पश्चिम बंगाल',
  'Andaman and Nicobar Islands': 'अंडमान और निकोबार द्वीपसमूह',
  Chandigarh: 'चंडीगढ़',
  'Dadra and Nagar Haveli and Daman and Diu': 'दादरा और नगर हवेली और दमन और दीव',
  Delhi: 'दिल्ली',
  'Jammu and Kashmir': 'जम्मू और कश्मीर',
  Ladakh: 'लद्दाख',
  Lakshadweep: 'लक्षद्वीप',
  Puducherry: 'पुडुचेरी',
};

/** Other spellings of a state, by the name above. */
const STATE_VARIANTS: Readonly<Record<string, string>> = {
  Orissa: 'Odisha',
  Uttaranchal: 'Uttarakhand',
  Pondicherry: 'Puducherry',
  'NCT of Delhi': 'Delhi',
  'National Capital Territory of Delhi': 'Delhi',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  'Andaman & Nicobar Islands': 'Andaman and Nicobar Islands',
};

/** India's largest cities and every city the catalogue delivers to or has a clinic or lab in. */
const CITIES: Readonly<Record<string, string>> = {
  Mumbai: 'मुंबई',
  'New Delhi': 'नई दिल्ली',
  Bengaluru: 'बेंगलुरु',
  Hyderabad: 'हैदराबाद',
  Ahmedabad: 'अहमदाबाद',
  Chennai: 'चेन्नई',
  Kolkata: 'कोलकाता',
  Surat: 'सूरत',
  Pune: 'पुणे',
  Jaipur: 'जयपुर',
  Lucknow: 'लखनऊ',
  Kanpur: 'कानपुर',
  Nagpur: 'नागपुर',
  Indore: 'इंदौर',
  Thane: 'ठाणे',
  Bhopal: 'भोपाल',
  Visakhapatnam: 'विशाखापत्तनम',
  'Pimpri-Chinchwad': 'पिंपरी-चिंचवड़',
  Patna: 'पटना',
  Vadodara: 'वडोदरा',
  Ghaziabad: 'गाज़ियाबाद',
  Ludhiana: 'लुधियाना',
  Agra: 'आगरा',
  Nashik: 'नासिक',
  Faridabad: 'फ़रीदाबाद',
  Meerut: 'मेरठ',
  Rajkot: 'राजकोट',
  'Kalyan-Dombivli': 'कल्याण-डोंबिवली',
  'Vasai-Virar': 'वसई-विरार',
  Varanasi: 'वाराणसी',
  Srinagar: 'श्रीनगर',
  Aurangabad: 'औरंगाबाद',
  'Chhatrapati Sambhajinagar': 'छत्रपति संभाजीनगर',
  Dhanbad: 'धनबाद',
  Amritsar: 'अमृतसर',
  'Navi Mumbai': 'नवी मुंबई',
  Prayagraj: 'प्रयागराज',
  Ranchi: 'रांची',
  Howrah: 'हावड़ा',
  Coimbatore: 'कोयंबटूर',
  Jabalpur: 'जबलपुर',
  Gwalior: 'ग्वालियर',
  Vijayawada: 'विजयवाड़ा',
  Jodhpur: 'जोधपुर',
  Madurai: 'मदुरै',
  Raipur: 'रायपुर',
  Kota: 'कोटा',
  Guwahati: 'गुवाहाटी',
  Solapur: 'सोलापुर',
  'Hubballi-Dharwad': 'हुब्बल्ली-धारवाड़',
  Hubballi: 'हुब्बल्ली',
  Dharwad: 'धारवाड़',
  Bareilly: 'बरेली',
  Moradabad: 'मुरादाबाद',
  Mysuru: 'मैसूरु',
  Gurugram: 'गुरुग्राम',
  Aligarh: 'अलीगढ़',
  Jalandhar: 'जालंधर',
  Tiruchirappalli: 'तिरुचिरापल्ली',
  Bhubaneswar: 'भुवनेश्वर',
  Salem: 'सेलम',
  'Mira-Bhayandar': 'मीरा-भायंदर',
  Warangal: 'वारंगल',
  Thiruvananthapuram: 'तिरुवनंतपुरम',
  Guntur: 'गुंटूर',
  Bhiwandi: 'भिवंडी',
  Saharanpur: 'सहारनपुर',
  Gorakhpur: 'गोरखपुर',
  Bikaner: 'बीकानेर',
  Amravati: 'अमरावती',
  Noida: 'नोएडा',
  'Greater Noida': 'ग्रेटर नोएडा',
  Jamshedpur: 'जमशेदपुर',
  Bhilai: 'भिलाई',
  Cuttack: 'कटक',
  Firozabad: 'फ़िरोज़ाबाद',
  Kochi: 'कोच्चि',
  Nellore: 'नेल्लोर',
  Bhavnagar: 'भावनगर',
  Dehradun: 'देहरादून',
  Durgapur: 'दुर्गापुर',
  Asansol: 'आसनसोल',
  Rourkela: 'राउरकेला',
  Nanded: 'नांदेड़',
  Kolhapur: 'कोल्हापुर',
  Ajmer: 'अजमेर',
  Akola: 'अकोला',
  Kalaburagi: 'कलबुर्गी',
  Jamnagar: 'जामनगर',
  Ujjain: 'उज्जैन',
  Loni: 'लोनी',
  Siliguri: 'सिलीगुड़ी',
  Jhansi: 'झांसी',
  Ulhasnagar: 'उल्हासनगर',
  Jammu: 'जम्मू',
  Sangli: 'सांगली',
  Mangaluru: 'मंगलुरु',
  Erode: 'इरोड',
  Belagavi: 'बेलगावी',
  Ambattur: 'अंबत्तूर',
  Tirunelveli: 'तिरुनेलवेली',
  Malegaon: 'मालेगांव',
  Gaya: 'गया',
  Jalgaon: 'जलगांव',
  Udaipur: 'उदयपुर',
  Tiruppur: 'तिरुप्पुर',
  Davanagere: 'दावणगेरे',
  Kozhikode: 'कोझिकोड',
  Kurnool: 'कुरनूल',
  Bokaro: 'बोकारो',
  Bhagalpur: 'भागलपुर',
  Thrissur: 'त्रिशूर',
  Kollam: 'कोल्लम',
  Ballari: 'बल्लारी',
  Vijayapura: 'विजयपुरा',
  Tumakuru: 'तुमकुरु',
  Ahmednagar: 'अहमदनगर',
  Rajahmundry: 'राजमुंदरी',
  Kakinada: 'काकीनाडा',
  Tirupati: 'तिरुपति',
  Vellore: 'वेल्लोर',
  Thanjavur: 'तंजावुर',
  Muzaffarpur: 'मुज़फ़्फ़रपुर',
  Darbhanga: 'दरभंगा',
  Bilaspur: 'बिलासपुर',
  Korba: 'कोरबा',
  Durg: 'दुर्ग',
  Sagar: 'सागर',
  Satna: 'सतना',
  Gandhinagar: 'गांधीनगर',
  Junagadh: 'जूनागढ़',
  Alwar: 'अलवर',
  Bharatpur: 'भरतपुर',
  Bhilwara: 'भीलवाड़ा',
  Sikar: 'सीकर',
  Rohtak: 'रोहतक',
  Panipat: 'पानीपत',
  Karnal: 'करनाल',
  Hisar: 'हिसार',
  Sonipat: 'सोनीपत',
  Ambala: 'अंबाला',
  Panchkula: 'पंचकूला',
  Mohali: 'मोहाली',
  Patiala: 'पटियाला',
  Bathinda: 'बठिंडा',
  Mathura: 'मथुरा',
  Ayodhya: 'अयोध्या',
  Haridwar: 'हरिद्वार',
  Rishikesh: 'ऋषिकेश',
  Haldwani: 'हल्द्वानी',
  Roorkee: 'रुड़की',
  Shimla: 'शिमला',
  Panaji: 'पणजी',
  Margao: 'मडगांव',
  Gangtok: 'गंगटोक',
  Imphal: 'इंफाल',
  Shillong: 'शिलांग',
  Aizawl: 'आइज़ोल',
  Kohima: 'कोहिमा',
  Agartala: 'अगरतला',
  Itanagar: 'ईटानगर',
  'Port Blair': 'पोर्ट ब्लेयर',
  Leh: 'लेह',
  Secunderabad: 'सिकंदराबाद',
  Karimnagar: 'करीमनगर',
  Nizamabad: 'निज़ामाबाद',
  Anantapur: 'अनंतपुर',
  Kadapa: 'कडपा',
  Mahabubnagar: 'महबूबनगर',
  Shivamogga: 'शिवमोग्गा',
  Hosur: 'होसुर',
  Tiruvannamalai: 'तिरुवन्नामलई',
  Kottayam: 'कोट्टायम',
  Palakkad: 'पालक्काड',
  Kannur: 'कन्नूर',
  Alappuzha: 'अलप्पुझा',
  Malappuram: 'मलप्पुरम',
  Berhampur: 'ब्रह्मपुर',
  Sambalpur: 'संबलपुर',
  Bhawanipatna: 'भवानीपटना',
  Dibrugarh: 'डिब्रूगढ़',
  Silchar: 'सिलचर',
  Kharagpur: 'खड़गपुर',
  'Cooch Behar': 'कूचबिहार',
  Latur: 'लातूर',
  Dhule: 'धुले',
  Sirsa: 'सिरसा',
  'Rampur Bushahr': 'रामपुर बुशहर',
  Dharamshala: 'धर्मशाला',
  Nainital: 'नैनीताल',
  Kishangarh: 'किशनगढ़',
  Unnao: 'उन्नाव',
  Gonda: 'गोंडा',
  Rewa: 'रीवा',
};

/** Older and other spellings of a city, by the name above. */
const CITY_VARIANTS: Readonly<Record<string, string>> = {
  Bombay: 'Mumbai',
  Bangalore: 'Bengaluru',
  Bengalooru: 'Bengaluru',
  Madras: 'Chennai',
  Calcutta: 'Kolkata',
  Poona: 'Pune',
  Amdavad: 'Ahmedabad',
  Gurgaon: 'Gurugram',
  Baroda: 'Vadodara',
  Vizag: 'Visakhapatnam',
  Mysore: 'Mysuru',
  Mangalore: 'Mangaluru',
  Trivandrum: 'Thiruvananthapuram',
  Cochin: 'Kochi',
  Ernakulam: 'Kochi',
  Calicut: 'Kozhikode',
  Trichy: 'Tiruchirappalli',
  Tiruchi: 'Tiruchirappalli',
  Benares: 'Varanasi',
  Banaras: 'Varanasi',
  Allahabad: 'Prayagraj',
  Hubli: 'Hubballi',
  'Hubli-Dharwad': 'Hubballi-Dharwad',
  Gulbarga: 'Kalaburagi',
  Belgaum: 'Belagavi',
  Bellary: 'Ballari',
  Bijapur: 'Vijayapura',
  Tumkur: 'Tumakuru',
  Shimoga: 'Shivamogga',
  Cuddapah: 'Kadapa',
  Rajamahendravaram: 'Rajahmundry',
  Brahmapur: 'Berhampur',
  Bhatinda: 'Bathinda',
  'Panaji (Goa)': 'Panaji',
  Panjim: 'Panaji',
  Madgaon: 'Margao',
  Kalyan: 'Kalyan-Dombivli',
  Dombivli: 'Kalyan-Dombivli',
  Dharamsala: 'Dharamshala',
  'Koch Bihar': 'Cooch Behar',
  'Navi-Mumbai': 'Navi Mumbai',
};

/** The neighbourhoods the catalogue's clinics and labs are in. */
const AREAS: Readonly<Record<string, string>> = {
  Koramangala: 'कोरमंगला',
  Indiranagar: 'इंदिरानगर',
  Jayanagar: 'जयनगर',
  Whitefield: 'व्हाइटफ़ील्ड',
  'HSR Layout': 'एचएसआर लेआउट',
  'Electronic City': 'इलेक्ट्रॉनिक सिटी',
  Saket: 'साकेत',
  'Lajpat Nagar': 'लाजपत नगर',
  Dwarka: 'द्वारका',
  'Connaught Place': 'कनॉट प्लेस',
  'Bandra West': 'बांद्रा पश्चिम',
  'Andheri West': 'अंधेरी पश्चिम',
  'Andheri East': 'अंधेरी पूर्व',
  'Dadar West': 'दादर पश्चिम',
  Bandra: 'बांद्रा',
  Andheri: 'अंधेरी',
  Dadar: 'दादर',
  Powai: 'पवई',
  'Banjara Hills': 'बंजारा हिल्स',
  'Jubilee Hills': 'जुबली हिल्स',
  Kukatpally: 'कूकटपल्ली',
  Madhapur: 'माधापुर',
  'T. Nagar': 'टी. नगर',
  Adyar: 'अड्यार',
  'Anna Nagar': 'अन्ना नगर',
  'Salt Lake': 'सॉल्ट लेक',
  Ballygunge: 'बालीगंज',
  Behala: 'बेहाला',
  Kothrud: 'कोथरूड',
  Aundh: 'औंध',
  'Koregaon Park': 'कोरेगांव पार्क',
  Satellite: 'सैटेलाइट',
  Navrangpura: 'नवरंगपुरा',
  Maninagar: 'मणिनगर',
};

/** Councils that are not one state's medical or dental council. */
const COUNCILS: Readonly<Record<string, string>> = {
  'National Medical Commission': 'राष्ट्रीय आयुर्विज्ञान आयोग',
  'Medical Council of India': 'भारतीय आयुर्विज्ञान परिषद',
  'Dental Council of India': 'भारतीय दंत चिकित्सा परिषद',
  'Rehabilitation Council of India': 'भारतीय पुनर्वास परिषद',
  'National Commission for Indian System of Medicine': 'भारतीय चिकित्सा पद्धति राष्ट्रीय आयोग',
  'National Commission for Homoeopathy': 'राष्ट्रीय होम्योपैथी आयोग',
  'Indian Association of Physiotherapists': 'भारतीय फ़िज़ियोथेरेपिस्ट संघ',
  'Indian Dietetic Association': 'भारतीय आहार-विज्ञान संघ',
  'Indian Nursing Council': 'भारतीय उपचर्या परिषद',
  'Pharmacy Council of India': 'भारतीय फ़ार्मेसी परिषद',
};

/** A state's own council: 'Maharashtra Medical Council', 'Karnataka State Dental Council'. */
const STATE_COUNCIL = /^(.+?)( state)? (medical|dental) council$/;
const COUNCIL_KIND: Readonly<Record<string, string>> = { medical: 'मेडिकल काउंसिल', dental: 'डेंटल काउंसिल' };

/** How a name is looked up: case, dots, hyphens and runs of spaces aside ('T Nagar', 't. nagar'). */
function keyOf(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\./g, ' ')
    .replace(/[\s\-–]+/g, ' ')
    .trim();
}

function indexed(
  table: Readonly<Record<string, string>>,
  variants: Readonly<Record<string, string>> = {},
): Map<string, string> {
  const map = new Map<string, string>();
  for (const [english, hindi] of Object.entries(table)) map.set(keyOf(english), hindi);
  for (const [variant, english] of Object.entries(variants)) {
    const hindi = table[english];
    if (hindi) map.set(keyOf(variant), hindi);
  }
  return map;
}

const STATE_INDEX = indexed(STATES, STATE_VARIANTS);
/** Cities, then areas, then states (Delhi and Chandigarh are both a city and a state or territory). */
const PLACE_INDEX = new Map([...STATE_INDEX, ...indexed(AREAS), ...indexed(CITIES, CITY_VARIANTS)]);
const COUNCIL_INDEX = indexed(COUNCILS);

/** A state's, union territory's, city's or neighbourhood's Hindi name; undefined for a name not known. */
export function placeNameHi(name: string): string | undefined {
  return PLACE_INDEX.get(keyOf(name));
}

/** A medical or dental council's Hindi name ('Maharashtra Medical Council' → 'महाराष्ट्र मेडिकल काउंसिल'). */
export function councilNameHi(name: string): string | undefined {
  const key = keyOf(name);
  const known = COUNCIL_INDEX.get(key);
  if (known) return known;
  const match = STATE_COUNCIL.exec(key);
  if (!match?.[1] || !match[3]) return undefined;
  const state = STATE_INDEX.get(match[1]);
  const kind = COUNCIL_KIND[match[3]];
  if (!state || !kind) return undefined;
  return match[2] ? `${state} राज्य ${kind}` : `${state} ${kind}`;
}

const ENGLISH_BY_HINDI = new Map(
  [STATES, AREAS, CITIES].flatMap((table) =>
    Object.entries(table).map(([english, hindi]) => [hindi.normalize('NFC'), english] as const),
  ),
);

/** The English name of a place written in Hindi ('मुंबई' → 'Mumbai'), for a search typed in Hindi. */
export function placeNameFromHindi(hindi: string): string | undefined {
  return ENGLISH_BY_HINDI.get(hindi.normalize('NFC').trim().replace(/\s+/g, ' '));
}

/** An address part that is a place followed by its pin code: 'Bengaluru 560034', 'Mumbai - 400050'. */
const PLACE_AND_PIN = /^(.+?)( - | )(\d{6})$/;

/**
 * A free-text address ('402, Hill Road, Bandra West, Mumbai' or 'Flat 302, Bengaluru 560034') with each
 * comma-separated part that names a known place in Hindi; streets, numbers and unknown names stay as written.
 */
export function addressHi(address: string): string {
  return address
    .split(', ')
    .map((part) => {
      const whole = placeNameHi(part);
      if (whole) return whole;
      const withPin = PLACE_AND_PIN.exec(part);
      const place = withPin?.[1] ? placeNameHi(withPin[1]) : undefined;
      return place && withPin ? `${place}${withPin[2]}${withPin[3]}` : part;
    })
    .join(', ');
}

/** Hindi place names that are also everyday words ('गया' went, 'सागर' sea, 'कोटा' quota, 'दुर्ग' fort). */
const EVERYDAY_WORDS = new Set(['गया', 'सागर', 'कोटा', 'दुर्ग', 'लोनी']);

/**
 * Each city's and state's Hindi name with its English one, for a search typed in Hindi
 * ('मुंबई' reads 'Mumbai'); names that are also everyday Hindi words are left out.
 */
export function hindiPlaceSynonyms(): [string, string][] {
  return [...ENGLISH_BY_HINDI].filter(([hindi]) => !EVERYDAY_WORDS.has(hindi));
}
