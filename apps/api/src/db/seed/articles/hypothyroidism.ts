import type { ArticleSeed } from './article-seed.ts';

export const hypothyroidism: ArticleSeed = {
  slug: 'hypothyroidism-symptoms-tsh-and-taking-levothyroxine',
  title: 'Hypothyroidism: symptoms, reading your TSH report, and taking levothyroxine the right way',
  summary:
    'An underactive thyroid is common in India, especially in women. What the symptoms are, how TSH and free T4 are read, and simple habits that make thyroid tablets work.',
  tags: ['thyroid', 'hormones', 'women'],
  author: { specialty: 'endocrinology', nth: 1 },
  reviewer: { specialty: 'general-physician', nth: 0 },
  published: '2026-02-06',
  updated: '2026-08-21',
  reviewedOn: '2026-08-20',
  tests: [
    ['THY003', 'TSH (Thyroid Stimulating Hormone)'],
    ['THY005', 'Free T4'],
    ['THY008', 'Anti-TPO Antibodies'],
  ],
  medicines: [['prd_thyronorm-50-tablet', 'Levothyroxine']],
  body: `
The thyroid is a small, butterfly-shaped gland at the front of the neck. Its hormones set the pace at which the body uses energy, and they affect almost every organ, from the heart and gut to the skin and brain. When the gland makes too little hormone the condition is called hypothyroidism. Studies in Indian cities have found it in roughly one adult in ten, and it is several times more common in women than in men.

## Why it happens

The most common cause in India today is autoimmune thyroiditis (Hashimoto's thyroiditis), in which the body's immune system slowly damages the gland. Other causes include:

- treatment of an overactive thyroid with radioactive iodine or surgery
- some medicines, such as lithium and amiodarone
- iodine deficiency, now much less common because of iodised salt
- a thyroid that did not develop properly before birth, which is why newborns are screened

## Symptoms

Hypothyroidism usually develops slowly, so symptoms are easy to put down to stress, age or a busy life:

- tiredness and sleepiness that rest does not fix
- feeling cold when others are comfortable
- modest weight gain, a puffy face and swollen eyelids
- constipation
- dry skin, brittle nails and hair fall
- heavy or irregular periods, or difficulty conceiving
- slowed thinking, poor memory or low mood
- muscle cramps and joint stiffness
- a slow pulse or a hoarse voice

Some people have a swelling in the neck (goitre). Others have no symptoms and the condition is found on a routine blood test.

## Reading the report

The first test is usually **TSH** (thyroid stimulating hormone). TSH is made by the pituitary gland in the brain, which pushes the thyroid harder when thyroid hormone is low. So in hypothyroidism, TSH goes up.

- **High TSH with low free T4** means the thyroid is underactive (overt hypothyroidism) and is almost always treated.
- **High TSH with normal free T4** is called subclinical hypothyroidism. Whether it needs treatment depends on how high the TSH is, your symptoms, your age, whether you are pregnant or planning pregnancy, and whether anti-TPO antibodies are present. Often the test is simply repeated after six to twelve weeks, because TSH can rise for a while after an illness.
- **Anti-TPO antibodies** show that the cause is autoimmune, and predict that mild hypothyroidism is more likely to progress.

Reference ranges vary slightly between laboratories, and TSH is naturally a little higher in older people. Your doctor reads the numbers alongside your symptoms; a single value just outside the range is not a diagnosis on its own.

## Treatment: one small tablet, taken well

Hypothyroidism is treated by replacing the missing hormone with **levothyroxine**, a synthetic copy of T4. It is safe when the dose is right, including in pregnancy and while breastfeeding. For most people treatment is lifelong.

How you take it affects how much your body absorbs:

- Take it once a day on an empty stomach, with a glass of plain water, ideally 30 to 60 minutes before breakfast and tea or coffee.
- Take it at the same time every day. If you miss a dose, take it when you remember the same day; do not double up the next day without asking your doctor.
- Keep a gap of about four hours between levothyroxine and calcium, iron, multivitamins with minerals, and antacids, which block its absorption.
- Tell your doctor about other medicines you start, and if you change brands, because brands can differ slightly.
- Store the strip away from heat and moisture.

Your doctor will check TSH six to eight weeks after starting or changing the dose, because it takes that long for the level to settle. Once the dose is stable, a check every six to twelve months is usually enough. Symptoms improve gradually over weeks.

Too much levothyroxine is also harmful. A fast or irregular heartbeat, tremor, anxiety, poor sleep, weight loss or heat intolerance can mean the dose is too high. Tell your doctor rather than adjusting it yourself.

## Pregnancy

Thyroid hormone is essential for a baby's brain development, especially in the first three months. If you have hypothyroidism and are planning a pregnancy, see your doctor before you conceive. Once pregnancy is confirmed, most women need a higher dose, often straight away, and TSH is checked every four to six weeks in the first half of pregnancy. Never stop the tablet because you are pregnant.

## Food and myths

There is no special thyroid diet. Eat a normal balanced diet and use iodised salt in ordinary amounts. Cabbage, cauliflower, broccoli and soy are safe in usual helpings, especially cooked; they only matter in very large quantities with iodine deficiency. Selenium, biotin and iodine supplements are not needed routinely. Biotin, often found in hair and nail supplements, can make thyroid test results wrong, so stop it two days before a blood test and mention it to your doctor.

An underactive thyroid explains only a few kilograms of weight gain, much of it fluid. Once the dose is right, weight management follows the same rules as for everyone else: food, activity and sleep.

## When to see a doctor soon

See your doctor if your symptoms return or worsen on a stable dose, if you develop a lump in the neck or difficulty swallowing, or if you have a fast heartbeat, chest pain or breathlessness after a dose change.
`,
};
