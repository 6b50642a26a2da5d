import type { ArticleSeed } from './article-seed.ts';

export const type2Diabetes: ArticleSeed = {
  slug: 'type-2-diabetes-hba1c-diet-and-screening',
  title: 'Type 2 diabetes: what HbA1c tells you, eating well with Indian food, and when to get screened',
  summary:
    'How type 2 diabetes is diagnosed, what your HbA1c number means, a practical plate built from everyday Indian meals, and the check-ups that protect your eyes, kidneys and feet.',
  tags: ['diabetes', 'lifestyle', 'nutrition', 'screening'],
  author: { specialty: 'diabetology', nth: 0 },
  reviewer: { specialty: 'endocrinology', nth: 0 },
  published: '2026-03-14',
  updated: '2026-09-02',
  reviewedOn: '2026-09-01',
  tests: [
    ['DIA004', 'HbA1c (Glycated Haemoglobin)'],
    ['DIA001', 'Fasting Blood Sugar (FBS)'],
    ['DIA002', 'Post Prandial Blood Sugar (PPBS)'],
    ['CAR001', 'Lipid Profile'],
    ['DIA008', 'Urine Microalbumin (ACR)'],
  ],
  medicines: [['prd_glycomet-500-tablet', 'Metformin']],
  body: `
Type 2 diabetes is one of the most common long-term conditions in India. The ICMR-INDIAB study published in 2023 estimated that more than 10 crore Indians live with diabetes and over 13 crore more have prediabetes, and many of them do not know it. The condition develops slowly, often without symptoms for years, which is why testing matters more than waiting to feel unwell.

## What happens in type 2 diabetes

Insulin is the hormone that moves sugar (glucose) from the blood into the cells that use it. In type 2 diabetes the body becomes less responsive to insulin, and over time the pancreas cannot make enough extra insulin to make up for it. Blood sugar stays high, and years of high sugar damage small and large blood vessels. That damage is what causes the complications people fear: eye disease, kidney disease, nerve damage in the feet, heart attack and stroke.

South Asians tend to develop diabetes at a younger age and at a lower body weight than people of European origin. Fat stored around the waist is a stronger warning sign than weight alone. For Indian adults a waist of 90 cm or more in men and 80 cm or more in women is considered high.

## Symptoms, when there are any

Many people have no symptoms at all. When sugar is quite high you may notice:

- passing urine often, including at night
- unusual thirst and a dry mouth
- tiredness, blurred vision or weight loss without trying
- cuts and infections that heal slowly, or repeated fungal infections

## The tests, and what the numbers mean

Your doctor may use one or more of these blood tests. A single high result is usually repeated before a diagnosis is made, unless the sugar is clearly very high with symptoms.

| Test | Normal | Prediabetes | Diabetes |
|---|---|---|---|
| Fasting plasma glucose (after 8 hours without food) | below 100 mg/dL | 100 to 125 mg/dL | 126 mg/dL or more |
| HbA1c | below 5.7% | 5.7% to 6.4% | 6.5% or more |
| 2 hours after a 75 g glucose drink (OGTT) | below 140 mg/dL | 140 to 199 mg/dL | 200 mg/dL or more |

**HbA1c** shows how much sugar has stuck to your red blood cells, so it reflects your average sugar over roughly the last two to three months. You do not need to fast for it. It can read falsely low or high in some conditions, such as anaemia, recent blood loss, pregnancy or some haemoglobin variants, so your doctor may rely on glucose readings in those cases.

Once diabetes is diagnosed, many adults aim for an HbA1c below 7%. The right target is personal: an older person who lives alone, or someone prone to low sugar, may be safer with a slightly higher target. Agree yours with your doctor.

## Who should be screened

Under India's national programme for non-communicable diseases, everyone aged 30 and above is offered screening for diabetes and high blood pressure at government health and wellness centres. Get tested earlier, and more often, if you:

- are overweight (for Indians, a BMI of 23 or more) or have a large waist
- have a parent or sibling with diabetes
- had diabetes in pregnancy, or gave birth to a large baby
- have high blood pressure, high cholesterol or polycystic ovary syndrome
- are physically inactive

If your result is normal, testing again every one to three years is reasonable; with prediabetes, test every year.

## Building a diabetes-friendly Indian plate

There is no single "diabetic diet", and you do not have to give up home food. What matters most is the amount and type of carbohydrate, and what it is eaten with. A simple way to plan lunch and dinner is the plate method:

- **Half the plate: vegetables.** Sabzi, salad, palak, lauki, bhindi, beans, cabbage, gourds. Cook with a small amount of oil.
- **A quarter: protein.** Dal, rajma, chana, sprouts, curd, paneer, eggs, fish or chicken.
- **A quarter: grains.** One or two phulkas, or a small katori of rice. Whole wheat, millets such as ragi, jowar and bajra, brown or hand-pounded rice and broken wheat (dalia) raise sugar more slowly than white rice, maida and rava.

Some habits that make a real difference:

- Cut sugary drinks first: sweetened tea and coffee, packaged juices, soft drinks and sherbets. Plain water, buttermilk and lemon water without sugar are good swaps.
- Eat whole fruit, one portion at a time, instead of juice. Guava, apple, orange, papaya and jamun are good choices; mango and chikoo are fine in a small portion.
- Keep fried snacks such as samosa, pakora, namkeen and biscuits for occasional days.
- Be careful with sweets labelled "sugar-free": many are still made with flour, ghee and dried fruit, and are high in calories.
- Do not skip meals if you take medicines that can lower sugar; regular meal times make control easier.

Losing even 5 to 7% of body weight, if you are overweight, improves sugar control and can bring prediabetes back to normal.

## Moving more

Aim for at least 150 minutes a week of moderate activity, such as brisk walking, cycling or swimming, spread over most days, plus muscle-strengthening exercise two or three times a week. A 10 to 15 minute walk after meals helps lower the sugar rise that follows food. Break up long periods of sitting.

## Medicines

Many people start with metformin, which has been used safely for decades. Others need additional tablets or insulin, and needing insulin is not a failure: diabetes changes over time. Never stop or change your medicines on your own, and tell your doctor about any other medicines or supplements you take.

If you take insulin or a sulfonylurea (for example glimepiride), learn the signs of low sugar: sweating, shaking, a fast heartbeat, hunger or confusion. If you feel these, check your sugar if you can and take 15 g of fast-acting sugar, such as three teaspoons of sugar in water or half a glass of juice, then check again after 15 minutes.

## Check-ups that protect you

- HbA1c every three months until stable, then every six months
- blood pressure at every visit, and a lipid profile every year
- a dilated eye examination every year
- kidney tests every year: urine albumin-creatinine ratio and serum creatinine
- a foot examination at least once a year, and your own look at your feet every day

## When to see a doctor urgently

Seek care the same day if your sugar stays above 300 mg/dL, or if you have vomiting, deep or rapid breathing, drowsiness or confusion, a foot wound that is red, swollen or smelly, or chest pain or sudden weakness of one side of the body.
`,
};
