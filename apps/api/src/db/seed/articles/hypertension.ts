import type { ArticleSeed } from './article-seed.ts';

export const hypertension: ArticleSeed = {
  slug: 'high-blood-pressure-salt-dash-and-home-readings',
  title: 'High blood pressure: cutting salt, eating the DASH way, and measuring your BP correctly at home',
  summary:
    'Blood pressure rarely causes symptoms until it causes damage. The numbers that matter, where the hidden salt in Indian meals comes from, and a step-by-step guide to home readings.',
  tags: ['blood-pressure', 'heart', 'lifestyle', 'nutrition', 'screening'],
  author: { specialty: 'cardiology', nth: 0 },
  reviewer: { specialty: 'general-physician', nth: 0 },
  published: '2026-01-22',
  updated: '2026-06-30',
  reviewedOn: '2026-06-29',
  tests: [
    ['CAR001', 'Lipid Profile'],
    ['KID001', 'Kidney Function Test (KFT)'],
    ['URS001', 'Urine Routine and Microscopy'],
  ],
  medicines: [
    ['prd_amlong-5-tablet', 'Amlodipine'],
    ['prd_telma-40-tablet', 'Telmisartan'],
  ],
  body: `
About one in four adults in India has high blood pressure, and a large share of them do not know it. High blood pressure (hypertension) rarely causes symptoms. Over years it strains the heart, stiffens and narrows arteries and damages the kidneys and eyes. It is one of the biggest causes of stroke and heart attack in the country. The good news is that it is easy to measure and, with steady effort, well controlled.

## Understanding the numbers

A reading such as 128/82 mmHg has two parts. The first, systolic pressure, is the pressure when the heart beats. The second, diastolic pressure, is the pressure between beats.

- **Below 120/80**: optimal.
- **120 to 139 over 80 to 89**: higher than ideal; a signal to act on lifestyle.
- **140/90 or higher in the clinic, on repeated visits**: high blood pressure.
- **135/85 or higher as an average of home readings**: also high, because readings at home are usually a little lower than in the clinic.

One high reading does not mean you have hypertension. Pain, hurry, a full bladder and nervousness at the clinic ("white coat" effect) all push numbers up. The diagnosis is made on repeated readings, ideally including readings taken at home.

Everyone over 18 should have their blood pressure checked at least once a year. Under India's national programme for non-communicable diseases, free screening is offered to all adults aged 30 and above at government health and wellness centres.

## Salt: the biggest single change

The World Health Organization advises adults to eat less than 5 g of salt a day, about one level teaspoon in total. Surveys suggest many Indians eat close to double that. Salt raises blood pressure in most people, and cutting it lowers pressure within weeks.

Much of our salt does not come from the salt shaker. Watch for:

- pickles, papad, chutney powders and dried salted fish
- namkeen, chips, bhujia and salted nuts
- bread, biscuits, instant noodles, soup packets and sauces
- processed cheese, ready-to-eat meals and restaurant or street food
- chaat masala, black salt and "low sodium" salts used freely

Practical ways to cut down:

- Add salt once, while cooking, and remove the salt shaker from the dining table.
- Measure the salt for the day's cooking and reduce it a little each week; your taste adjusts in two to three weeks.
- Use lemon, tamarind, fresh herbs, garlic, ginger, pepper and other spices for flavour.
- Read labels: 1 g of sodium equals about 2.5 g of salt.
- Keep pickles and papad for occasional meals, in small portions.

Salt substitutes with potassium can help some people, but they are not safe for everyone, particularly those with kidney disease or on certain blood pressure tablets. Ask your doctor first.

## Eating the DASH way, with Indian food

The DASH diet (Dietary Approaches to Stop Hypertension) has been shown in trials to lower blood pressure by itself. It fits easily into Indian meals:

- plenty of vegetables and fruit, at least five portions a day
- whole grains: whole wheat roti, millets, brown or hand-pounded rice, oats, dalia
- pulses, beans, sprouts, nuts and seeds
- low-fat milk, curd and buttermilk
- fish, eggs and chicken in moderate portions, with less red and processed meat
- fewer sweets, sugary drinks and fried snacks, and less ghee, butter and vanaspati

## Other habits that help

- Reach and keep a healthy weight; every kilogram lost lowers pressure a little.
- Be active for at least 150 minutes a week; brisk walking counts.
- Stop smoking and all forms of tobacco, including gutka and khaini.
- Limit alcohol, or better, avoid it.
- Sleep seven to eight hours, and get checked if you snore loudly and feel sleepy in the day, since sleep apnoea raises blood pressure.

## Measuring at home, step by step

Home readings help confirm the diagnosis and show whether treatment is working. Use a validated automatic monitor with a cuff that goes around the upper arm; wrist monitors are less reliable. The cuff must fit your arm: a cuff that is too small gives falsely high readings.

1. Avoid tea, coffee, smoking and exercise for 30 minutes before, and empty your bladder.
2. Sit on a chair with your back supported and both feet flat on the floor, legs uncrossed.
3. Rest quietly for five minutes. Do not talk, watch something exciting or use your phone.
4. Place the cuff on bare skin, about two fingers above the elbow crease, with the arm resting on a table at heart level.
5. Take two readings, one minute apart, and write both down with the date and time.
6. Measure in the morning before medicines and breakfast, and again in the evening, for seven days before a doctor's visit. Ignore the first day and average the rest.

Bring the monitor to a clinic visit once to check it against the doctor's machine.

## Medicines

If your pressure stays high despite lifestyle changes, or is very high to begin with, your doctor will add medicines. Common choices include amlodipine, telmisartan and similar drugs, often two together in low doses. Take them every day, even when you feel well: feeling well is the point, not a sign they are no longer needed. Do not stop them on your own, and report side effects such as ankle swelling, dizziness on standing or a persistent cough, because another medicine can usually be found.

## When it is an emergency

Call for emergency help if a reading is 180/120 or higher together with chest pain, breathlessness, a severe headache, confusion, difficulty speaking, weakness or numbness of one side, or a sudden change in vision.
`,
};
