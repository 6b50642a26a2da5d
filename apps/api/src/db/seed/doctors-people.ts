// Names, colleges, hospitals and words for the doctors seed, by region, so each city's doctors and
// patients read like that city's.

type Names = { male: string[]; female: string[]; surnames: string[] };

// biome-ignore format: a data table reads best one row per line
export const NAMES_BY_CITY: Record<string, Names> = {
  Bengaluru: { male: ['Suresh', 'Prakash', 'Manjunath', 'Raghavendra', 'Kiran', 'Naveen', 'Vinay', 'Sharath'], female: ['Lakshmi', 'Deepa', 'Shwetha', 'Sunitha', 'Rashmi', 'Pallavi', 'Vidya', 'Bhavya'], surnames: ['Gowda', 'Rao', 'Hegde', 'Shetty', 'Kamath', 'Bhat', 'Murthy', 'Prasad', 'Acharya'] },
  Delhi: { male: ['Rajesh', 'Amit', 'Vikas', 'Sanjay', 'Rohit', 'Anil', 'Manish', 'Gaurav', 'Harpreet'], female: ['Neha', 'Pooja', 'Anjali', 'Ritu', 'Shalini', 'Swati', 'Meenakshi', 'Simran', 'Nidhi'], surnames: ['Sharma', 'Verma', 'Gupta', 'Malhotra', 'Kapoor', 'Arora', 'Chopra', 'Bhatia', 'Saxena', 'Khanna'] },
  Mumbai: { male: ['Sachin', 'Prashant', 'Aniket', 'Rahul', 'Nikhil', 'Vinayak', 'Sameer', 'Tushar'], female: ['Aarti', 'Snehal', 'Manasi', 'Rutuja', 'Shruti', 'Vaishali', 'Madhuri', 'Sayali'], surnames: ['Kulkarni', 'Deshpande', 'Joshi', 'Patil', 'Gokhale', 'Deshmukh', 'Sawant', 'Naik', 'Shinde'] },
  Hyderabad: { male: ['Srinivas', 'Venkatesh', 'Ravi', 'Ramesh', 'Karthik', 'Mahesh', 'Praveen', 'Chaitanya'], female: ['Sravani', 'Haritha', 'Swapna', 'Madhavi', 'Divya', 'Keerthi', 'Sirisha', 'Anusha'], surnames: ['Reddy', 'Rao', 'Naidu', 'Varma', 'Chowdary', 'Goud', 'Raju', 'Yadav'] },
  Chennai: { male: ['Karthikeyan', 'Senthil', 'Arun', 'Balaji', 'Murugan', 'Vignesh', 'Prabhu', 'Ganesh'], female: ['Meena', 'Kavitha', 'Revathi', 'Gayathri', 'Janani', 'Nandhini', 'Sangeetha', 'Hema'], surnames: ['Iyer', 'Subramanian', 'Krishnan', 'Raman', 'Natarajan', 'Sundaram', 'Venkataraman', 'Pillai'] },
  Kolkata: { male: ['Arindam', 'Sourav', 'Debashish', 'Subhajit', 'Abhijit', 'Partha', 'Anirban', 'Sandip'], female: ['Moumita', 'Sreeparna', 'Ananya', 'Rituparna', 'Debjani', 'Sudeshna', 'Paromita', 'Tanushree'], surnames: ['Banerjee', 'Chatterjee', 'Mukherjee', 'Ghosh', 'Bose', 'Sen', 'Dutta', 'Roy', 'Bhattacharya'] },
  Pune: { male: ['Omkar', 'Aditya', 'Mandar', 'Sunil', 'Ajinkya', 'Hrishikesh', 'Kedar', 'Nilesh'], female: ['Pradnya', 'Gauri', 'Ashwini', 'Mrunal', 'Sneha', 'Ketaki', 'Prajakta', 'Shraddha'], surnames: ['Apte', 'Bhide', 'Gadgil', 'Pawar', 'Jadhav', 'Karandikar', 'Ranade', 'Paranjpe'] },
  Ahmedabad: { male: ['Hardik', 'Chirag', 'Nirav', 'Jignesh', 'Ketan', 'Parth', 'Bhavesh', 'Mehul'], female: ['Hetal', 'Krupa', 'Nisha', 'Dhara', 'Foram', 'Bhavna', 'Komal', 'Riddhi'], surnames: ['Patel', 'Shah', 'Desai', 'Trivedi', 'Parikh', 'Pandya', 'Vyas', 'Thakkar'] },
};

// biome-ignore format: a data table reads best one row per line
export const COLLEGES: Record<string, string[]> = {
  medical: ['All India Institute of Medical Sciences, New Delhi', 'Maulana Azad Medical College, New Delhi', 'Seth G.S. Medical College & KEM Hospital, Mumbai', 'Grant Government Medical College, Mumbai', 'Bangalore Medical College and Research Institute', "St. John's Medical College, Bengaluru", 'Osmania Medical College, Hyderabad', 'Gandhi Medical College, Secunderabad', 'Madras Medical College, Chennai', 'Christian Medical College, Vellore', 'Medical College, Kolkata', 'IPGMER & SSKM Hospital, Kolkata', 'B.J. Government Medical College, Pune', 'Armed Forces Medical College, Pune', 'B.J. Medical College, Ahmedabad', 'Kasturba Medical College, Manipal', 'JIPMER, Puducherry', 'PGIMER, Chandigarh'],
  dental: ['Government Dental College and Hospital, Mumbai', 'Maulana Azad Institute of Dental Sciences, New Delhi', 'Manipal College of Dental Sciences, Manipal', 'Saveetha Dental College, Chennai', 'Government Dental College, Bengaluru', 'Dr. R. Ahmed Dental College, Kolkata'],
  physio: ['Manipal College of Health Professions, Manipal', 'Seth G.S. Medical College School of Physiotherapy, Mumbai', 'Sri Ramachandra Institute of Higher Education, Chennai', 'Pandit Deendayal Upadhyaya National Institute, New Delhi'],
  nutrition: ['Lady Irwin College, New Delhi', 'SNDT Women’s University, Mumbai', 'Mount Carmel College, Bengaluru', 'Avinashilingam Institute, Coimbatore'],
  psychology: ['National Institute of Mental Health and Neurosciences (NIMHANS), Bengaluru', 'Central Institute of Psychiatry, Ranchi', 'Institute of Human Behaviour and Allied Sciences, New Delhi'],
  ayurveda: ['SDM College of Ayurveda, Udupi', 'National Institute of Ayurveda, Jaipur', 'Government Ayurveda College, Thiruvananthapuram', 'Tilak Ayurved Mahavidyalaya, Pune'],
  homoeopathy: ['Nehru Homoeopathic Medical College, New Delhi', 'National Institute of Homoeopathy, Kolkata', 'Bharati Vidyapeeth Homoeopathic Medical College, Pune'],
};

// biome-ignore format: a data table reads best one row per line
export const HOSPITALS: Record<string, string[]> = {
  Bengaluru: ['Manipal Hospital, Old Airport Road', 'Narayana Health City', "St. John's Medical College Hospital", 'Fortis Hospital, Bannerghatta Road'],
  Delhi: ['Sir Ganga Ram Hospital', 'Indraprastha Apollo Hospital', 'Max Super Speciality Hospital, Saket', 'Safdarjung Hospital'],
  Mumbai: ['Lilavati Hospital', 'Kokilaben Dhirubhai Ambani Hospital', 'KEM Hospital', 'P. D. Hinduja Hospital'],
  Hyderabad: ['Apollo Hospitals, Jubilee Hills', 'Yashoda Hospitals, Secunderabad', 'KIMS Hospitals', 'CARE Hospitals, Banjara Hills'],
  Chennai: ['Apollo Hospitals, Greams Road', 'MIOT International', 'Rajiv Gandhi Government General Hospital', 'Kauvery Hospital'],
  Kolkata: ['AMRI Hospitals, Dhakuria', 'Peerless Hospital', 'SSKM Hospital', 'Apollo Multispeciality Hospitals'],
  Pune: ['Ruby Hall Clinic', 'Jehangir Hospital', 'Sahyadri Hospitals', 'Deenanath Mangeshkar Hospital'],
  Ahmedabad: ['Sterling Hospital', 'Zydus Hospital', 'Civil Hospital', 'HCG Hospitals'],
};

/** Patients who leave reviews: first name, surname, gender. */
// biome-ignore format: a data table reads best one row per line
export const PATIENTS: [string, string, 'male' | 'female'][] = [
  ['Ananya', 'Iyer', 'female'], ['Rohan', 'Kapoor', 'male'], ['Meera', 'Nair', 'female'], ['Aditya', 'Kulkarni', 'male'],
  ['Sneha', 'Reddy', 'female'], ['Vikram', 'Singh', 'male'], ['Pooja', 'Banerjee', 'female'], ['Arjun', 'Patel', 'male'],
  ['Divya', 'Menon', 'female'], ['Karan', 'Malhotra', 'male'], ['Ishita', 'Ghosh', 'female'], ['Rahul', 'Deshmukh', 'male'],
  ['Lakshmi', 'Subramanian', 'female'], ['Siddharth', 'Rao', 'male'], ['Nandini', 'Joshi', 'female'], ['Farhan', 'Qureshi', 'male'],
  ['Kavya', 'Hegde', 'female'], ['Manish', 'Agarwal', 'male'], ['Riya', 'Chatterjee', 'female'], ['Abhishek', 'Yadav', 'male'],
  ['Shreya', 'Pillai', 'female'], ['Harsh', 'Trivedi', 'male'], ['Tanvi', 'Shetty', 'female'], ['Imran', 'Sheikh', 'male'],
  ['Aishwarya', 'Krishnan', 'female'], ['Nikhil', 'Bhat', 'male'], ['Zoya', 'Khan', 'female'], ['Pranav', 'Mishra', 'male'],
  ['Gurleen', 'Kaur', 'female'], ['Deepak', 'Naidu', 'male'],
];

/** What a patient came with, by specialty: the first sentence of a review. */
const CONCERNS: Record<string, string[]> = {
  'general-physician': [
    'I went with a fever that would not settle',
    'I had a bad cough and body ache',
    'I went for a general check-up',
  ],
  cardiology: [
    'I went after chest discomfort on walking',
    'My BP readings had been high for months',
    'I was referred after an abnormal ECG',
  ],
  dermatology: [
    'I had acne that kept coming back',
    'I went for an itchy rash on my arms',
    'My hair fall had become a worry',
  ],
  gynaecology: [
    'I went for irregular periods',
    'I consulted during my pregnancy',
    'I went for PCOS follow-up',
  ],
  paediatrics: [
    'We took our son for a persistent cough',
    'Our daughter had a high fever',
    "We went for our baby's vaccinations",
  ],
  orthopaedics: [
    'I had knee pain climbing stairs',
    'I went with lower back pain',
    'My shoulder had been stiff for weeks',
  ],
  ophthalmology: [
    'I went for blurred vision while reading',
    'My eyes were red and watering',
    'I went for a cataract check for my father',
  ],
  ent: [
    'I had sinus trouble for months',
    'I went with ear pain and blocked ears',
    'My throat infection kept returning',
  ],
  dentist: ['I had a painful molar', 'I went for bleeding gums', 'I needed a root canal'],
  psychiatry: [
    'I went for sleep problems and anxiety',
    'I was struggling with low mood',
    'I went for panic attacks',
  ],
  neurology: ['I went for frequent migraines', 'My mother had tingling in her hands', 'I had dizzy spells'],
  gastroenterology: [
    'I had acidity almost every day',
    'I went for stomach pain after meals',
    'I was told I had a fatty liver',
  ],
  pulmonology: [
    'I had a cough for six weeks',
    'My asthma was getting worse in winter',
    'I went for breathlessness',
  ],
  endocrinology: [
    'I went for my thyroid reports',
    'My sugar levels were not under control',
    'I went for weight gain and fatigue',
  ],
  diabetology: ['My HbA1c had gone up', 'I was newly diagnosed with diabetes', 'I went to adjust my insulin'],
  nephrology: [
    'My creatinine was high in a routine test',
    'I went for kidney stones',
    'I went for swelling in my feet',
  ],
  urology: [
    'I went for a burning sensation while passing urine',
    'My father had prostate trouble',
    'I went with kidney stone pain',
  ],
  oncology: [
    'I went for a second opinion for my mother',
    'I went for follow-up after treatment',
    'I went to understand my biopsy report',
  ],
  rheumatology: ['I had joint pain and morning stiffness', 'I went for gout', 'My fingers were swollen'],
  'general-surgery': [
    'I went for a hernia',
    'I needed advice on gallstones',
    'I went for a lump that worried me',
  ],
  physiotherapy: [
    'I went for neck pain from desk work',
    'I needed rehab after knee surgery',
    'I had a frozen shoulder',
  ],
  dietetics: [
    'I wanted a diet plan for weight loss',
    'I needed a diabetic diet',
    'I went for a diet during pregnancy',
  ],
  psychology: [
    'I went for stress at work',
    'I wanted counselling for exam anxiety',
    'I went for relationship worries',
  ],
  ayurveda: ['I went for chronic acidity', 'I went for joint pain', 'I went for skin problems'],
  homoeopathy: [
    'I went for recurring allergies',
    "I went for my child's frequent colds",
    'I went for a skin condition',
  ],
  'allergy-immunology': [
    'I had sneezing every morning',
    'I went for food allergy tests',
    'I had hives that came and went',
  ],
  geriatrics: [
    'We took my grandfather for memory problems',
    'My mother needed her many medicines reviewed',
    'I went with my father for falls',
  ],
};
const GENERIC_CONCERNS = [
  'I went for a consultation',
  'I went for a follow-up',
  "I went on a friend's advice",
];

/** What the patient thought of the doctor, by rating. */
const VERDICTS: Record<number, string[]> = {
  5: [
    'the doctor listened patiently and explained everything clearly.',
    'the doctor did not rush and answered every question.',
    'the diagnosis was clear and the treatment simple.',
    'the doctor prescribed only what was needed, no unnecessary tests.',
    'the doctor explained the reports in plain words.',
    'I felt much better within a few days.',
  ],
  4: [
    'the advice was sound and the treatment is working so far.',
    'the doctor was thorough and polite.',
    'the doctor was knowledgeable, though I would have liked more time.',
    'the medicines helped and the follow-up plan was clear.',
  ],
  3: [
    'the consultation was fine but a little hurried.',
    'the advice helped, but the follow-up was not clear.',
    'it was an average experience.',
  ],
  2: ['the consultation was very short and my questions went unanswered.', 'I did not feel heard.'],
  1: ['the consultation lasted five minutes after a long wait.', 'nothing was explained to me.'],
};

/** A detail about the visit, good or bad by rating; sometimes none. */
const DETAILS: Record<'good' | 'bad', string[]> = {
  good: [
    'The clinic staff were helpful.',
    'I was seen on time.',
    'Booking on Arogya was easy.',
    'The clinic was clean and well organised.',
    'Follow-up on the phone was prompt.',
  ],
  bad: [
    'I waited about forty minutes past my slot.',
    'The clinic was crowded.',
    'Parking near the clinic was difficult.',
    'The reception was confused about my booking.',
  ],
};

/**
 * How the patient came to the doctor, after the concern: with the concern, the review's opening sentence.
 * There are enough that no two seeded reviews open alike (composeReview's `taken`).
 */
const CONTEXTS = [
  ' after a friend recommended the doctor',
  ' after searching Arogya for a clinic near home',
  " on my sister's suggestion",
  ' when my regular doctor was away',
  ' after trying home remedies for two weeks',
  ' for the second time this year',
  ' after an unhelpful visit elsewhere',
  ' because the clinic is near my office',
  ' after an office health check flagged it',
  ' on a weekday evening after work',
  ' on a Saturday morning',
  ' after reading the reviews here',
  ' soon after moving to the city',
  ' after putting it off for months',
  ' after a video consultation first',
  ' at short notice',
  ' on the advice of our family physician',
  ' with a file of old reports',
  ' during the monsoon',
  ' just before the festive season',
  ' after a neighbour spoke well of the doctor',
  ' when the pharmacist said to see a specialist',
  ' with my spouse for company',
  ' after my symptoms got worse at night',
];

/**
 * A review that reads like a patient wrote it: the concern and how they came (the opening sentence), a
 * verdict and sometimes a detail, varied per doctor. With `taken` (the opening sentences already written),
 * an opening drawn twice takes the next context, then the next concern, until it is new, so no two reviews
 * open alike; the draws from `rand` are the same either way, so the rest of the seed does not move.
 */
export function composeReview(
  rand: () => number,
  rating: number,
  specialtySlug: string,
  taken?: Set<string>,
): string {
  const concerns = CONCERNS[specialtySlug] ?? GENERIC_CONCERNS;
  const verdicts = VERDICTS[rating] ?? (VERDICTS[3] as string[]);
  const c = Math.floor(rand() * concerns.length);
  const v = Math.floor(rand() * verdicts.length);
  const detailRoll = rand();
  const details = DETAILS[rating >= 4 ? (detailRoll < 0.85 ? 'good' : 'bad') : 'bad'];
  const d = detailRoll < 0.35 ? -1 : Math.floor(rand() * details.length);
  // The first context follows how many reviews were written, not a draw of its own.
  const x = ((taken?.size ?? 0) * 7 + c) % CONTEXTS.length;
  const opening = (ci: number, xi: number) =>
    `${concerns[ci % concerns.length]}${CONTEXTS[xi % CONTEXTS.length]}.`;
  let first = opening(c, x);
  for (let step = 1; taken?.has(first) && step < concerns.length * CONTEXTS.length; step++) {
    first = opening(c + Math.floor(step / CONTEXTS.length), x + step);
  }
  if (taken?.has(first)) throw new Error(`composeReview: every opening for ${specialtySlug} is taken`);
  taken?.add(first);
  const verdict = verdicts[v] as string;
  const detail = d < 0 ? '' : ` ${details[d % details.length]}`;
  return `${first} ${verdict.charAt(0).toUpperCase()}${verdict.slice(1)}${detail}`;
}

export const CONSULTATION_NOTES = [
  'Viral upper respiratory infection. Advised rest, fluids and paracetamol 650 mg as needed. Review if fever persists beyond 3 days.',
  'Blood pressure 138/88. Continue current medication, reduce salt intake, walk 30 minutes daily. Recheck in 4 weeks.',
  'Mild acne vulgaris. Started topical adapalene at night and a gentle cleanser. Avoid picking. Review in 6 weeks.',
  'Lower back strain. Advised physiotherapy exercises, hot fomentation and posture correction. Avoid heavy lifting for 2 weeks.',
  'Seasonal allergic rhinitis. Cetirizine 10 mg at night for 10 days; steam inhalation. Avoid dust exposure.',
  'Fasting sugar 142 mg/dL. Start metformin 500 mg after dinner, diet counselling given. HbA1c and lipid profile in 3 months.',
];
