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

export const REVIEW_COMMENTS: Record<number, string[]> = {
  5: [
    'Very patient and explained everything clearly. Felt much better within a few days.',
    'Excellent doctor. Listened to all my concerns and did not rush the consultation.',
    'Clear diagnosis and a simple treatment plan. The clinic staff were helpful too.',
    'Highly recommend. Prescribed only what was needed, no unnecessary tests.',
    'Took time to answer my questions and followed up on the reports.',
  ],
  4: [
    'Good consultation, though I waited about twenty minutes past my slot.',
    'Knowledgeable and polite. The treatment is working well so far.',
    'Helpful advice on diet and medicines. Clinic was clean and organised.',
    'Doctor was thorough. Would have liked a little more time to discuss the reports.',
  ],
  3: [
    'Consultation was fine but felt a bit hurried.',
    'Decent experience. Had to wait quite long at the clinic.',
    'Okay overall; the medicines helped but the follow-up was not clear.',
  ],
  2: ['The doctor seemed busy and the consultation was very short.'],
  1: ['Waited over an hour and the consultation lasted five minutes.'],
};

export const CONSULTATION_NOTES = [
  'Viral upper respiratory infection. Advised rest, fluids and paracetamol 650 mg as needed. Review if fever persists beyond 3 days.',
  'Blood pressure 138/88. Continue current medication, reduce salt intake, walk 30 minutes daily. Recheck in 4 weeks.',
  'Mild acne vulgaris. Started topical adapalene at night and a gentle cleanser. Avoid picking. Review in 6 weeks.',
  'Lower back strain. Advised physiotherapy exercises, hot fomentation and posture correction. Avoid heavy lifting for 2 weeks.',
  'Seasonal allergic rhinitis. Cetirizine 10 mg at night for 10 days; steam inhalation. Avoid dust exposure.',
  'Fasting sugar 142 mg/dL. Start metformin 500 mg after dinner, diet counselling given. HbA1c and lipid profile in 3 months.',
];
