// Pharmacy categories, subcategories and brands as sold by Indian e-pharmacies. Ids are fixed
// (cat_<slug>, sub_<slug>, brd_<slug>) so links and tests are stable on every machine.

/** [slug, name, lucide icon, description, subcategories: [slug, name, description][]] */
export type CategorySeed = [string, string, string, string, [string, string, string][]];

// biome-ignore format: one category and its subcategories per block
export const CATEGORIES: CategorySeed[] = [
  ['diabetes-care', 'Diabetes Care', 'droplet', 'Medicines, glucometers, test strips and sugar substitutes to keep blood sugar in range.', [
    ['oral-antidiabetics', 'Oral anti-diabetics', 'Metformin, glimepiride, gliptins and other tablets for type 2 diabetes.'],
    ['glucometers-strips', 'Glucometers & strips', 'Blood glucose meters, test strips and lancets for home monitoring.'],
    ['diabetic-nutrition', 'Sugar substitutes & nutrition', 'Sweeteners and nutrition drinks made for people with diabetes.'],
  ]],
  ['cardiac-care', 'Cardiac Care', 'heart-pulse', 'Blood pressure, cholesterol and heart medicines prescribed by cardiologists.', [
    ['blood-pressure', 'Blood pressure', 'Telmisartan, amlodipine, losartan, metoprolol and combinations.'],
    ['cholesterol', 'Cholesterol', 'Statins such as atorvastatin and rosuvastatin.'],
    ['blood-thinners', 'Blood thinners', 'Low-dose aspirin and clopidogrel to prevent clots.'],
  ]],
  ['pain-relief', 'Pain Relief', 'zap', 'Fever and pain tablets, migraine relief and gels, sprays and balms for aches.', [
    ['fever-pain', 'Fever & pain tablets', 'Paracetamol, ibuprofen and combinations.'],
    ['topical-pain', 'Gels, sprays & balms', 'Relief for back, joint and muscle pain applied on the skin.'],
    ['strong-pain', 'Prescription pain relief', 'Stronger painkillers and anti-inflammatories on prescription.'],
  ]],
  ['vitamins-supplements', 'Vitamins & Supplements', 'pill', 'Multivitamins, calcium, vitamin D, B12, omega-3 and protein for everyday health.', [
    ['multivitamins', 'Multivitamins', 'Daily multivitamin and mineral tablets and capsules.'],
    ['calcium-vitamin-d', 'Calcium & vitamin D', 'For bones and joints: calcium, vitamin D3 sachets and capsules.'],
    ['vitamin-b-iron', 'Vitamin B, E & iron', 'B-complex, vitamin E and iron supplements.'],
    ['omega-protein', 'Omega-3 & protein', 'Fish oil, cod liver oil and protein nutrition drinks.'],
    ['ayurveda', 'Ayurveda & herbal', 'Liver care, immunity and stress support from trusted herbal brands.'],
  ]],
  ['skin-care', 'Skin Care', 'sparkles', 'Dermatologist-recommended cleansers, moisturisers, sunscreens and treatments.', [
    ['cleansers', 'Cleansers & face wash', 'Gentle cleansers for every skin type.'],
    ['moisturisers', 'Moisturisers', 'Creams, lotions and gels that restore the skin barrier.'],
    ['sunscreens', 'Sunscreens', 'Broad-spectrum SPF 30 to SPF 50+ protection.'],
    ['acne-treatment', 'Acne & treatments', 'Serums and gels for acne, marks and oily skin.'],
    ['medicated-skin', 'Medicated creams', 'Antifungal, antiseptic and steroid creams.'],
  ]],
  ['baby-care', 'Baby Care', 'baby', 'Diapers, wipes and gentle skin and bath care for babies.', [
    ['diapers-wipes', 'Diapers & wipes', 'Diaper pants and baby wipes in every size.'],
    ['baby-skin', 'Baby skin care', 'Lotions, oils, powders and rash creams.'],
    ['baby-bath', 'Baby bath', 'Tear-free shampoos, washes and soaps.'],
  ]],
  ['health-devices', 'Health Devices', 'activity', 'BP monitors, thermometers, oximeters, nebulisers, scales and supports with warranty.', [
    ['bp-monitors', 'BP monitors', 'Automatic upper-arm blood pressure monitors.'],
    ['thermometers-oximeters', 'Thermometers & oximeters', 'Digital thermometers and fingertip pulse oximeters.'],
    ['nebulisers-scales', 'Nebulisers & scales', 'Compressor nebulisers and digital weighing scales.'],
    ['supports-braces', 'Supports & braces', 'Knee caps, lumbar belts and wrist supports in every size.'],
  ]],
  ['digestive-care', 'Digestive Care', 'soup', 'Acidity, gas, constipation, loose motions and nausea care.', [
    ['acidity', 'Acidity & gas', 'Antacids and acid reducers such as pantoprazole.'],
    ['constipation', 'Constipation', 'Laxatives and fibre supplements.'],
    ['diarrhoea-ors', 'Loose motions & ORS', 'Oral rehydration salts and probiotics.'],
    ['nausea', 'Nausea & vomiting', 'Ondansetron and other anti-emetics on prescription.'],
  ]],
  ['cold-cough-allergy', 'Cold, Cough & Allergy', 'wind', 'Cough syrups, lozenges, nasal sprays and allergy tablets.', [
    ['cough-syrups', 'Cough syrups', 'For dry and wet cough.'],
    ['allergy', 'Allergy', 'Antihistamines for sneezing, runny nose and itching.'],
    ['cold-relief', 'Cold relief', 'Decongestants, vapour rubs, lozenges and nasal sprays.'],
  ]],
  ['infections', 'Infections', 'shield-plus', 'Antibiotics, antifungals, antivirals and deworming on prescription.', [
    ['antibiotics', 'Antibiotics', 'Azithromycin, amoxicillin-clavulanate, cefixime and more.'],
    ['antifungals-antivirals', 'Antifungals & antivirals', 'Fluconazole, acyclovir and similar.'],
    ['deworming', 'Deworming', 'Albendazole and ivermectin.'],
  ]],
  ['respiratory-care', 'Respiratory Care', 'cloud', 'Inhalers, respules and tablets for asthma and COPD.', [
    ['inhalers', 'Inhalers & respules', 'Relievers and preventers for asthma.'],
    ['asthma-tablets', 'Asthma & allergy tablets', 'Montelukast and bronchodilators.'],
  ]],
  ['womens-care', 'Women\'s Care', 'flower', 'Sanitary care, intimate hygiene, pregnancy tests and iron for women.', [
    ['sanitary-care', 'Sanitary care', 'Sanitary pads in every length.'],
    ['intimate-hygiene', 'Intimate hygiene', 'pH-balanced washes.'],
    ['pregnancy-iron', 'Pregnancy & iron', 'Pregnancy tests, folic acid and iron supplements.'],
  ]],
  ['eye-ear-care', 'Eye & Ear Care', 'eye', 'Lubricating eye drops, antibiotic drops and ear care.', [
    ['eye-drops', 'Lubricating eye drops', 'For dry, tired eyes and screen strain.'],
    ['medicated-drops', 'Medicated drops', 'Antibiotic eye and ear drops on prescription.'],
  ]],
  ['mental-wellness', 'Mental Wellness & Sleep', 'brain', 'Medicines for anxiety, depression and sleep, dispensed strictly on prescription.', [
    ['anxiety-sleep', 'Anxiety & sleep', 'Anxiolytics and sleep medicines (Schedule H1).'],
    ['antidepressants', 'Antidepressants', 'SSRIs prescribed by psychiatrists.'],
    ['neuro-restricted', 'ADHD (not sold online)', 'Schedule X medicines: listed for information, sold only at a pharmacy counter.'],
  ]],
  ['thyroid-care', 'Thyroid Care', 'gauge', 'Levothyroxine and anti-thyroid medicines.', [
    ['hypothyroid', 'Hypothyroidism', 'Levothyroxine in every strength.'],
    ['hyperthyroid', 'Hyperthyroidism', 'Carbimazole.'],
  ]],
];

/** [slug, name, manufacturer (company), brand colour, top brand?, description] */
export type BrandSeed = [string, string, string, string, boolean, string];

// biome-ignore format: one brand per line
export const BRANDS: BrandSeed[] = [
  ['cipla', 'Cipla', 'Cipla Ltd', '#1f6fb2', true, 'Mumbai-based maker of respiratory, anti-infective and chronic-care medicines.'],
  ['sun-pharma', 'Sun Pharma', 'Sun Pharmaceutical Industries Ltd', '#f28c00', true, 'India\'s largest pharmaceutical company, strong in cardiac, diabetes and neuro-psychiatry.'],
  ['dr-reddys', 'Dr. Reddy\'s', 'Dr. Reddy\'s Laboratories Ltd', '#5b2d8e', true, 'Hyderabad-based maker of affordable medicines across therapies.'],
  ['lupin', 'Lupin', 'Lupin Ltd', '#00843d', false, 'Anti-infective, cardiac and respiratory medicines.'],
  ['mankind', 'Mankind Pharma', 'Mankind Pharma Ltd', '#e30613', true, 'Affordable everyday medicines and consumer health brands such as Prega News.'],
  ['alkem', 'Alkem', 'Alkem Laboratories Ltd', '#003f87', false, 'Makers of Pan 40, Clavam and Taxim-O.'],
  ['zydus', 'Zydus', 'Zydus Lifesciences Ltd', '#6c2c91', false, 'Cardiac, pain and gastro medicines from Ahmedabad.'],
  ['torrent', 'Torrent Pharma', 'Torrent Pharmaceuticals Ltd', '#c8102e', false, 'Cardiac, neuro-psychiatry and calcium supplements like Shelcal.'],
  ['glenmark', 'Glenmark', 'Glenmark Pharmaceuticals Ltd', '#00a3e0', true, 'Telma, Candid, La Shield and V Wash.'],
  ['abbott', 'Abbott India', 'Abbott India Ltd', '#0085ca', true, 'Thyronorm, Digene, Cremaffin and Ensure nutrition.'],
  ['gsk', 'GSK', 'GlaxoSmithKline Pharmaceuticals Ltd', '#f36633', false, 'Augmentin, Calpol, Betnovate and Eltroxin.'],
  ['pfizer', 'Pfizer', 'Pfizer Ltd', '#0093d0', false, 'Becosules, Gelusil, Autrin and Folvite.'],
  ['intas', 'Intas', 'Intas Pharmaceuticals Ltd', '#0055a5', false, 'Chronic-care and specialty medicines from Ahmedabad.'],
  ['micro-labs', 'Micro Labs', 'Micro Labs Ltd', '#d7282f', true, 'Makers of Dolo 650 and Amlong.'],
  ['usv', 'USV', 'USV Pvt Ltd', '#004b87', false, 'Glycomet, Ecosprin and Jalra for diabetes and heart care.'],
  ['ipca', 'Ipca', 'Ipca Laboratories Ltd', '#00529b', false, 'Pain management (Zerodol) and cardiac medicines.'],
  ['alembic', 'Alembic', 'Alembic Pharmaceuticals Ltd', '#0a4595', false, 'Azithral and other anti-infectives.'],
  ['macleods', 'Macleods', 'Macleods Pharmaceuticals Ltd', '#2b3990', false, 'Anti-infective and thyroid medicines.'],
  ['aristo', 'Aristo', 'Aristo Pharmaceuticals Pvt Ltd', '#e4002b', false, 'Everyday pain, gastro and antibiotic medicines.'],
  ['emcure', 'Emcure', 'Emcure Pharmaceuticals Ltd', '#00558c', false, 'Women\'s health and iron supplements such as Orofer XT.'],
  ['fdc', 'FDC', 'FDC Ltd', '#008c45', false, 'Electral ORS, Zifi and Zocon.'],
  ['franco-indian', 'Franco-Indian', 'Franco-Indian Pharmaceuticals Pvt Ltd', '#7a1f5c', false, 'Glyciphage, Dexorange and Grilinctus.'],
  ['unichem', 'Unichem', 'Unichem Laboratories Ltd', '#005baa', false, 'Losar, Trika and Serta.'],
  ['himalaya', 'Himalaya Wellness', 'Himalaya Wellness Company', '#00843d', true, 'Herbal wellness, personal care and baby care since 1930.'],
  ['dabur', 'Dabur', 'Dabur India Ltd', '#007a33', false, 'Ayurvedic health care: Chyawanprash, Honitus, Sat-Isabgol.'],
  ['accu-chek', 'Accu-Chek', 'Roche Diabetes Care India Pvt Ltd', '#0066cc', true, 'Glucometers, test strips and lancing devices.'],
  ['omron', 'Omron', 'Omron Healthcare India Pvt Ltd', '#005eb8', true, 'Clinically validated BP monitors, thermometers and nebulisers.'],
  ['dr-trust', 'Dr Trust', 'Nureca Ltd', '#e31e24', false, 'Home health devices: oximeters, thermometers and scales.'],
  ['dr-morepen', 'Dr. Morepen', 'Morepen Laboratories Ltd', '#ed1c24', false, 'Affordable glucometers and BP monitors.'],
  ['tynor', 'Tynor', 'Tynor Orthotics Pvt Ltd', '#00a0df', false, 'Orthopaedic supports and braces made in Mohali.'],
  ['cetaphil', 'Cetaphil', 'Galderma India Pvt Ltd', '#00539b', true, 'Gentle, dermatologist-recommended skin care.'],
  ['neutrogena', 'Neutrogena', 'Kenvue (Johnson & Johnson Pvt Ltd)', '#2a2a6c', false, 'Sunscreens, cleansers and hydrating gels.'],
  ['cerave', 'CeraVe', 'L\'Oréal India Pvt Ltd', '#1b5e9b', false, 'Ceramide skin care developed with dermatologists.'],
  ['minimalist', 'Minimalist', 'Uprising Science Pvt Ltd', '#222222', false, 'Transparent-formula actives: niacinamide, salicylic acid, sunscreens.'],
  ['sebamed', 'Sebamed', 'Sebapharma (USV Pvt Ltd in India)', '#005ca9', false, 'pH 5.5 skin and baby care from Germany.'],
  ['mamaearth', 'Mamaearth', 'Honasa Consumer Ltd', '#00a0b0', false, 'Toxin-free personal and baby care.'],
  ['johnsons-baby', 'Johnson\'s Baby', 'Kenvue (Johnson & Johnson Pvt Ltd)', '#ff6f91', false, 'Baby shampoo, oil, powder and lotion.'],
  ['pampers', 'Pampers', 'Procter & Gamble Hygiene and Health Care Ltd', '#00a1a1', false, 'Diaper pants and baby wipes.'],
  ['whisper', 'Whisper', 'Procter & Gamble Hygiene and Health Care Ltd', '#6d2077', false, 'Sanitary pads.'],
  ['p-and-g-health', 'P&G Health', 'Procter & Gamble Health Ltd', '#003da5', false, 'Neurobion, Evion, Livogen, Nasivion, Seven Seas and Vicks.'],
  ['reckitt', 'Reckitt', 'Reckitt Benckiser (India) Pvt Ltd', '#e6007e', false, 'Dettol, Moov and Strepsils.'],
  ['sanofi', 'Sanofi', 'Sanofi India Ltd', '#7a00e6', false, 'Allegra, Combiflam, Dulcolax and Enterogermina.'],
  ['bayer', 'Bayer', 'Bayer Pharmaceuticals Pvt Ltd', '#10384f', false, 'Supradyn multivitamins.'],
  ['danone', 'Danone', 'Danone India Pvt Ltd', '#0057b8', false, 'Protinex protein nutrition.'],
  ['alcon', 'Alcon', 'Alcon Laboratories (India) Pvt Ltd', '#003595', false, 'Systane and Tears Naturale eye drops.'],
  ['zydus-wellness', 'Zydus Wellness', 'Zydus Wellness Ltd', '#f7a800', false, 'Sugar Free sweeteners.'],
];
