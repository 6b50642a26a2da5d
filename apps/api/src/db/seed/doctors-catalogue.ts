// Fixed reference data for the doctors seed: departments, specialties (lucide-react icon names), the words
// patients type for each specialty, cities with their councils and languages, and clinics.

export type Track = 'medical' | 'dental' | 'physio' | 'nutrition' | 'psychology' | 'ayurveda' | 'homoeopathy';

export type SpecialtySeed = {
  slug: string;
  name: string;
  icon: string;
  department: string;
  track: Track;
  degrees: string[];
  fee: [number, number];
  focus: string;
  description: string;
  aliases: string[];
  symptoms: string[];
};

export const DEPARTMENTS = [
  ['dep_general', 'General Medicine'],
  ['dep_cardiac', 'Cardiac Sciences'],
  ['dep_skin', 'Skin & Hair'],
  ['dep_women', "Women's Health"],
  ['dep_child', 'Child Health'],
  ['dep_bone', 'Bone & Joint'],
  ['dep_eye', 'Eye Care'],
  ['dep_ent', 'ENT'],
  ['dep_dental', 'Dental Care'],
  ['dep_mind', 'Mental Health'],
  ['dep_neuro', 'Neurosciences'],
  ['dep_digestive', 'Digestive Health'],
  ['dep_respiratory', 'Respiratory Medicine'],
  ['dep_endocrine', 'Diabetes & Endocrinology'],
  ['dep_kidney', 'Kidney & Urinary Care'],
  ['dep_cancer', 'Cancer Care'],
  ['dep_surgery', 'Surgery'],
  ['dep_rehab', 'Rehabilitation'],
  ['dep_nutrition', 'Nutrition & Wellness'],
  ['dep_ayush', 'AYUSH'],
] as const;

const MD = 'MD (General Medicine)';

// biome-ignore format: a data table reads best one row per line
export const SPECIALTIES: SpecialtySeed[] = [
  { slug: 'general-physician', name: 'General Physician', icon: 'stethoscope', department: 'dep_general', track: 'medical', degrees: ['MBBS', MD], fee: [400, 900], focus: 'fevers, infections, lifestyle illness and preventive health check-ups', description: 'First point of care for fever, infections and everyday illness.', aliases: ['physician', 'family doctor', 'gp', 'general medicine'], symptoms: ['fever', 'cold', 'cough', 'flu', 'viral fever', 'body ache', 'weakness', 'fatigue', 'typhoid', 'dengue', 'malaria', 'sore throat', 'vomiting', 'loose motions', 'headache'] },
  { slug: 'cardiology', name: 'Cardiology', icon: 'heart-pulse', department: 'dep_cardiac', track: 'medical', degrees: ['MBBS', MD, 'DM (Cardiology)'], fee: [900, 2000], focus: 'preventive cardiology, hypertension and heart-failure care', description: 'Heart and blood-pressure conditions.', aliases: ['cardiologist', 'heart specialist', 'heart doctor'], symptoms: ['chest pain', 'bp', 'blood pressure', 'high blood pressure', 'hypertension', 'palpitations', 'heart attack', 'cholesterol', 'breathlessness', 'ecg'] },
  { slug: 'dermatology', name: 'Dermatology', icon: 'scan-face', department: 'dep_skin', track: 'medical', degrees: ['MBBS', 'MD (Dermatology, Venereology & Leprosy)'], fee: [600, 1500], focus: 'acne, pigmentation, hair loss and chronic skin conditions', description: 'Skin, hair and nail problems.', aliases: ['dermatologist', 'skin specialist', 'skin doctor', 'skin'], symptoms: ['rash', 'acne', 'pimples', 'eczema', 'psoriasis', 'hair fall', 'dandruff', 'itching', 'pigmentation', 'fungal infection'] },
  { slug: 'gynaecology', name: 'Gynaecology & Obstetrics', icon: 'venus', department: 'dep_women', track: 'medical', degrees: ['MBBS', 'MS (Obstetrics & Gynaecology)'], fee: [700, 1500], focus: 'pregnancy care, PCOS and menstrual health', description: "Women's health, pregnancy and childbirth.", aliases: ['gynaecologist', 'gynecologist', 'obstetrician', 'gynaecology', 'gynecology'], symptoms: ['period', 'periods', 'irregular periods', 'period pain', 'pregnancy', 'pcos', 'pcod', 'infertility', 'white discharge', 'menopause'] },
  { slug: 'paediatrics', name: 'Paediatrics', icon: 'baby', department: 'dep_child', track: 'medical', degrees: ['MBBS', 'MD (Paediatrics)'], fee: [500, 1200], focus: 'newborn care, vaccinations and childhood illness', description: 'Care for babies, children and teenagers.', aliases: ['paediatrician', 'pediatrician', 'child specialist', 'child doctor', 'pediatrics'], symptoms: ['baby', 'vaccination', 'newborn', 'child fever', 'child growth'] },
  { slug: 'orthopaedics', name: 'Orthopaedics', icon: 'bone', department: 'dep_bone', track: 'medical', degrees: ['MBBS', 'MS (Orthopaedics)'], fee: [700, 1500], focus: 'joint pain, sports injuries and fracture care', description: 'Bones, joints, ligaments and the spine.', aliases: ['orthopaedic', 'orthopedic', 'orthopedician', 'bone specialist', 'bone doctor'], symptoms: ['back pain', 'joint pain', 'knee pain', 'fracture', 'neck pain', 'shoulder pain', 'sprain', 'slip disc', 'arthritis'] },
  { slug: 'ophthalmology', name: 'Ophthalmology', icon: 'eye', department: 'dep_eye', track: 'medical', degrees: ['MBBS', 'MS (Ophthalmology)'], fee: [500, 1200], focus: 'cataract, glaucoma and vision correction', description: 'Eyes and vision.', aliases: ['ophthalmologist', 'eye specialist', 'eye doctor'], symptoms: ['red eye', 'blurred vision', 'cataract', 'glaucoma', 'spectacles', 'eye pain', 'watery eyes'] },
  { slug: 'ent', name: 'ENT', icon: 'ear', department: 'dep_ent', track: 'medical', degrees: ['MBBS', 'MS (Otorhinolaryngology)'], fee: [500, 1200], focus: 'sinus, hearing and throat problems', description: 'Ear, nose and throat.', aliases: ['ent specialist', 'ear nose throat', 'otorhinolaryngologist'], symptoms: ['ear pain', 'hearing loss', 'sinus', 'sinusitis', 'tonsils', 'blocked nose', 'vertigo', 'snoring', 'nose bleed'] },
  { slug: 'dentist', name: 'Dentist', icon: 'smile', department: 'dep_dental', track: 'dental', degrees: ['BDS', 'MDS (Conservative Dentistry & Endodontics)'], fee: [300, 800], focus: 'root canals, fillings, braces and gum care', description: 'Teeth, gums and oral health.', aliases: ['dental', 'dental surgeon', 'tooth doctor'], symptoms: ['tooth', 'teeth', 'toothache', 'tooth pain', 'cavity', 'root canal', 'bleeding gums', 'braces', 'wisdom tooth'] },
  { slug: 'psychiatry', name: 'Psychiatry', icon: 'brain', department: 'dep_mind', track: 'medical', degrees: ['MBBS', 'MD (Psychiatry)'], fee: [800, 2000], focus: 'anxiety, depression, sleep and addiction care', description: 'Mental health conditions and their medical treatment.', aliases: ['psychiatrist', 'mental health'], symptoms: ['anxiety', 'depression', 'stress', 'insomnia', 'sleep problems', 'panic attacks', 'ocd', 'bipolar', 'addiction'] },
  { slug: 'neurology', name: 'Neurology', icon: 'brain-circuit', department: 'dep_neuro', track: 'medical', degrees: ['MBBS', MD, 'DM (Neurology)'], fee: [1000, 2000], focus: 'migraine, epilepsy and stroke care', description: 'Brain, spine and nerves.', aliases: ['neurologist', 'nerve specialist'], symptoms: ['migraine', 'seizures', 'epilepsy', 'fits', 'stroke', 'numbness', 'tremors', 'paralysis', 'memory loss', 'nerve pain'] },
  { slug: 'gastroenterology', name: 'Gastroenterology', icon: 'soup', department: 'dep_digestive', track: 'medical', degrees: ['MBBS', MD, 'DM (Gastroenterology)'], fee: [900, 1800], focus: 'acidity, liver disease and endoscopy', description: 'Stomach, intestines and liver.', aliases: ['gastroenterologist', 'stomach specialist', 'liver specialist'], symptoms: ['stomach pain', 'acidity', 'gas', 'constipation', 'diarrhoea', 'indigestion', 'jaundice', 'ulcer', 'liver', 'bloating'] },
  { slug: 'pulmonology', name: 'Pulmonology', icon: 'wind', department: 'dep_respiratory', track: 'medical', degrees: ['MBBS', 'MD (Pulmonary Medicine)'], fee: [700, 1500], focus: 'asthma, COPD and chronic cough', description: 'Lungs and breathing.', aliases: ['pulmonologist', 'chest specialist', 'lung specialist'], symptoms: ['asthma', 'breathing difficulty', 'wheezing', 'chronic cough', 'tuberculosis', 'tb', 'copd', 'pneumonia'] },
  { slug: 'endocrinology', name: 'Endocrinology', icon: 'droplet', department: 'dep_endocrine', track: 'medical', degrees: ['MBBS', MD, 'DM (Endocrinology)'], fee: [900, 1800], focus: 'thyroid disorders, hormonal imbalance and obesity', description: 'Hormones, thyroid and metabolism.', aliases: ['endocrinologist', 'hormone specialist'], symptoms: ['thyroid', 'hypothyroidism', 'hyperthyroidism', 'hormonal imbalance', 'obesity', 'vitamin d deficiency'] },
  { slug: 'diabetology', name: 'Diabetology', icon: 'syringe', department: 'dep_endocrine', track: 'medical', degrees: ['MBBS', MD, 'Fellowship in Diabetology'], fee: [600, 1200], focus: 'type 1 and type 2 diabetes and insulin management', description: 'Diabetes care and blood-sugar control.', aliases: ['diabetologist', 'diabetes specialist', 'sugar specialist'], symptoms: ['diabetes', 'sugar', 'blood sugar', 'high sugar', 'insulin', 'diabetic foot'] },
  { slug: 'nephrology', name: 'Nephrology', icon: 'bean', department: 'dep_kidney', track: 'medical', degrees: ['MBBS', MD, 'DM (Nephrology)'], fee: [900, 1800], focus: 'chronic kidney disease and dialysis', description: 'Kidney diseases.', aliases: ['nephrologist', 'kidney specialist'], symptoms: ['kidney', 'kidney disease', 'dialysis', 'creatinine', 'swelling feet', 'protein in urine'] },
  { slug: 'urology', name: 'Urology', icon: 'droplets', department: 'dep_kidney', track: 'medical', degrees: ['MBBS', 'MS (General Surgery)', 'MCh (Urology)'], fee: [800, 1600], focus: 'kidney stones, prostate and urinary problems', description: 'Urinary tract and male reproductive health.', aliases: ['urologist'], symptoms: ['kidney stone', 'urine infection', 'uti', 'burning urination', 'prostate', 'frequent urination'] },
  { slug: 'oncology', name: 'Oncology', icon: 'ribbon', department: 'dep_cancer', track: 'medical', degrees: ['MBBS', MD, 'DM (Medical Oncology)'], fee: [1000, 2500], focus: 'chemotherapy and cancer screening', description: 'Cancer diagnosis and treatment.', aliases: ['oncologist', 'cancer specialist'], symptoms: ['cancer', 'tumour', 'tumor', 'chemotherapy', 'lump', 'breast lump'] },
  { slug: 'rheumatology', name: 'Rheumatology', icon: 'hand', department: 'dep_bone', track: 'medical', degrees: ['MBBS', MD, 'DM (Clinical Immunology & Rheumatology)'], fee: [900, 1800], focus: 'rheumatoid arthritis, gout and autoimmune disease', description: 'Arthritis and autoimmune conditions.', aliases: ['rheumatologist'], symptoms: ['rheumatoid arthritis', 'gout', 'lupus', 'joint swelling', 'morning stiffness', 'autoimmune'] },
  { slug: 'general-surgery', name: 'General Surgery', icon: 'scissors', department: 'dep_surgery', track: 'medical', degrees: ['MBBS', 'MS (General Surgery)'], fee: [700, 1500], focus: 'hernia, gallbladder and laparoscopic surgery', description: 'Surgical conditions of the abdomen and soft tissue.', aliases: ['surgeon', 'general surgeon', 'laparoscopic surgeon'], symptoms: ['hernia', 'appendicitis', 'gallstones', 'piles', 'fistula', 'lipoma'] },
  { slug: 'physiotherapy', name: 'Physiotherapy', icon: 'person-standing', department: 'dep_rehab', track: 'physio', degrees: ['BPT', 'MPT (Musculoskeletal)'], fee: [400, 900], focus: 'back pain, sports rehabilitation and post-surgery recovery', description: 'Exercise-based recovery from pain and injury.', aliases: ['physiotherapist', 'physio'], symptoms: ['sports injury', 'posture', 'rehabilitation', 'frozen shoulder', 'sciatica', 'muscle pain'] },
  { slug: 'dietetics', name: 'Dietitian & Nutrition', icon: 'apple', department: 'dep_nutrition', track: 'nutrition', degrees: ['BSc (Home Science)', 'MSc (Food Science & Nutrition)'], fee: [400, 1000], focus: 'weight management and therapeutic diets', description: 'Diet plans for weight and medical conditions.', aliases: ['dietitian', 'dietician', 'nutritionist'], symptoms: ['diet', 'weight loss', 'weight gain', 'diet plan', 'nutrition'] },
  { slug: 'psychology', name: 'Clinical Psychology', icon: 'message-circle-heart', department: 'dep_mind', track: 'psychology', degrees: ['MA (Psychology)', 'MPhil (Clinical Psychology)'], fee: [800, 1800], focus: 'talk therapy for stress, relationships and grief', description: 'Counselling and psychotherapy.', aliases: ['psychologist', 'counsellor', 'counselor', 'therapist'], symptoms: ['counselling', 'therapy', 'relationship problems', 'anger', 'self esteem', 'grief', 'loneliness'] },
  { slug: 'ayurveda', name: 'Ayurveda', icon: 'leaf', department: 'dep_ayush', track: 'ayurveda', degrees: ['BAMS', 'MD (Ayurveda - Kayachikitsa)'], fee: [300, 800], focus: 'panchakarma and lifestyle disorders', description: 'Traditional Indian medicine.', aliases: ['ayurvedic', 'ayurvedic doctor', 'vaidya'], symptoms: ['panchakarma'] },
  { slug: 'homoeopathy', name: 'Homoeopathy', icon: 'flask-conical', department: 'dep_ayush', track: 'homoeopathy', degrees: ['BHMS', 'MD (Homoeopathy)'], fee: [300, 700], focus: 'chronic allergies and skin conditions', description: 'Homoeopathic treatment.', aliases: ['homoeopath', 'homeopath', 'homeopathy', 'homoeopathic'], symptoms: [] },
  { slug: 'allergy-immunology', name: 'Allergy & Immunology', icon: 'shield-plus', department: 'dep_general', track: 'medical', degrees: ['MBBS', 'MD (Pulmonary Medicine)', 'Fellowship in Allergy & Immunology'], fee: [700, 1500], focus: 'allergy testing and immunotherapy', description: 'Allergies and immune-system disorders.', aliases: ['allergist', 'immunologist', 'allergy specialist'], symptoms: ['allergy', 'sneezing', 'hives', 'food allergy', 'dust allergy'] },
  { slug: 'geriatrics', name: 'Geriatrics', icon: 'accessibility', department: 'dep_general', track: 'medical', degrees: ['MBBS', 'MD (Geriatric Medicine)'], fee: [600, 1300], focus: 'care of older adults, falls and memory problems', description: 'Health of older adults.', aliases: ['geriatrician', 'elderly care', 'senior citizen doctor'], symptoms: ['old age', 'falls', 'dementia'] },
];

export type CitySeed = {
  name: string;
  state: string;
  aliases: string[];
  council: [string, string];
  dentalCouncil: [string, string];
  languages: string[];
};

// biome-ignore format: a data table reads best one row per line
export const CITIES: CitySeed[] = [
  { name: 'Bengaluru', state: 'Karnataka', aliases: ['bangalore', 'blr'], council: ['Karnataka Medical Council', 'KMC'], dentalCouncil: ['Karnataka State Dental Council', 'KSDC'], languages: ['Kannada', 'Hindi', 'Tamil', 'Telugu'] },
  { name: 'Delhi', state: 'Delhi', aliases: ['new delhi', 'dilli', 'ncr'], council: ['Delhi Medical Council', 'DMC'], dentalCouncil: ['Delhi Dental Council', 'DDC'], languages: ['Hindi', 'Punjabi', 'Urdu'] },
  { name: 'Mumbai', state: 'Maharashtra', aliases: ['bombay'], council: ['Maharashtra Medical Council', 'MMC'], dentalCouncil: ['Maharashtra State Dental Council', 'MSDC'], languages: ['Marathi', 'Hindi', 'Gujarati'] },
  { name: 'Hyderabad', state: 'Telangana', aliases: ['secunderabad', 'hyd'], council: ['Telangana State Medical Council', 'TSMC'], dentalCouncil: ['Telangana State Dental Council', 'TSDC'], languages: ['Telugu', 'Hindi', 'Urdu'] },
  { name: 'Chennai', state: 'Tamil Nadu', aliases: ['madras'], council: ['Tamil Nadu Medical Council', 'TNMC'], dentalCouncil: ['Tamil Nadu Dental Council', 'TNDC'], languages: ['Tamil', 'Telugu', 'Malayalam'] },
  { name: 'Kolkata', state: 'West Bengal', aliases: ['calcutta'], council: ['West Bengal Medical Council', 'WBMC'], dentalCouncil: ['West Bengal Dental Council', 'WBDC'], languages: ['Bengali', 'Hindi'] },
  { name: 'Pune', state: 'Maharashtra', aliases: ['poona'], council: ['Maharashtra Medical Council', 'MMC'], dentalCouncil: ['Maharashtra State Dental Council', 'MSDC'], languages: ['Marathi', 'Hindi'] },
  { name: 'Ahmedabad', state: 'Gujarat', aliases: ['amdavad'], council: ['Gujarat Medical Council', 'GMC'], dentalCouncil: ['Gujarat State Dental Council', 'GSDC'], languages: ['Gujarati', 'Hindi'] },
];

/** Councils that register the non-medical tracks, whatever the state. */
export const TRACK_COUNCILS: Partial<Record<Track, [string, string]>> = {
  physio: ['Indian Association of Physiotherapists', 'IAP-L'],
  nutrition: ['Indian Dietetic Association', 'IDA-RD'],
  psychology: ['Rehabilitation Council of India', 'RCI-A'],
  ayurveda: ['National Commission for Indian System of Medicine', 'NCISM'],
  homoeopathy: ['National Commission for Homoeopathy', 'NCH'],
};

/** [id, name, street address, area, city, pin code, phone]; three per city, in CITIES order. */
// biome-ignore format: a data table reads best one row per line
export const CLINICS: [string, string, string, string, string, string, string][] = [
  ['cln_001', 'Arogya Family Clinic', '14, 80 Feet Road, 4th Block', 'Koramangala', 'Bengaluru', '560034', '9880012345'],
  ['cln_002', 'Sanjeevani Multispeciality Clinic', '221, 100 Feet Road, HAL 2nd Stage', 'Indiranagar', 'Bengaluru', '560038', '9880023456'],
  ['cln_003', 'Jayanagar Health Centre', '35, 11th Main Road, 4th Block', 'Jayanagar', 'Bengaluru', '560011', '9880034567'],
  ['cln_004', 'Arogya Clinic Saket', 'J-12, Press Enclave Marg', 'Saket', 'Delhi', '110017', '9810045678'],
  ['cln_005', 'Lajpat Nagar Medical Centre', 'C-45, Ring Road, Lajpat Nagar II', 'Lajpat Nagar', 'Delhi', '110024', '9810056789'],
  ['cln_006', 'Dwarka Care Clinic', 'Plot 9, Sector 12', 'Dwarka', 'Delhi', '110075', '9810067890'],
  ['cln_007', 'Bandra Wellness Clinic', '402, Hill Road', 'Bandra West', 'Mumbai', '400050', '9820078901'],
  ['cln_008', 'Andheri Multispeciality Centre', '12, Veera Desai Road', 'Andheri West', 'Mumbai', '400053', '9820089012'],
  ['cln_009', 'Dadar Family Health Clinic', '88, Ranade Road', 'Dadar West', 'Mumbai', '400028', '9820090123'],
  ['cln_010', 'Banjara Hills Medical Centre', '8-2-293, Road No. 12', 'Banjara Hills', 'Hyderabad', '500034', '9848001234'],
  ['cln_011', 'Kukatpally Health Clinic', 'MIG-118, KPHB Colony Phase 3', 'Kukatpally', 'Hyderabad', '500072', '9848012345'],
  ['cln_012', 'Madhapur Care Clinic', '1-98, Ayyappa Society Main Road', 'Madhapur', 'Hyderabad', '500081', '9848023456'],
  ['cln_013', 'T. Nagar Health Centre', '56, Usman Road', 'T. Nagar', 'Chennai', '600017', '9840034567'],
  ['cln_014', 'Adyar Family Clinic', '21, Lattice Bridge Road', 'Adyar', 'Chennai', '600020', '9840045678'],
  ['cln_015', 'Anna Nagar Multispeciality Clinic', 'AC-48, 2nd Avenue', 'Anna Nagar', 'Chennai', '600040', '9840056789'],
  ['cln_016', 'Salt Lake Medical Centre', 'CF-204, Sector 1', 'Salt Lake', 'Kolkata', '700064', '9830067890'],
  ['cln_017', 'Ballygunge Clinic', '12, Gariahat Road', 'Ballygunge', 'Kolkata', '700019', '9830078901'],
  ['cln_018', 'Behala Health Point', '395, Diamond Harbour Road', 'Behala', 'Kolkata', '700034', '9830089012'],
  ['cln_019', 'Kothrud Care Clinic', '17, Karve Road', 'Kothrud', 'Pune', '411038', '9890090123'],
  ['cln_020', 'Aundh Family Health Centre', '42, ITI Road', 'Aundh', 'Pune', '411007', '9890001234'],
  ['cln_021', 'Koregaon Park Clinic', 'Lane 5, North Main Road', 'Koregaon Park', 'Pune', '411001', '9890012345'],
  ['cln_022', 'Satellite Health Clinic', '9, Ramdev Nagar Road', 'Satellite', 'Ahmedabad', '380015', '9825023456'],
  ['cln_023', 'Navrangpura Medical Centre', '301, C. G. Road', 'Navrangpura', 'Ahmedabad', '380009', '9825034567'],
  ['cln_024', 'Maninagar Family Clinic', '5, Jawahar Chowk', 'Maninagar', 'Ahmedabad', '380008', '9825045678'],
];
