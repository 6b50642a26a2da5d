import type { ArticleSeed } from './article-seed.ts';

export const vitaminD: ArticleSeed = {
  slug: 'vitamin-d-deficiency-in-a-sunny-country',
  title: 'Vitamin D deficiency in a sunny country: who needs a test, sunlight, food and safe supplements',
  summary:
    'Low vitamin D is very common in India despite the sunshine. Why it happens, when testing is worth it, how much sun and food help, and why more is not better with supplements.',
  tags: ['vitamins', 'bones', 'nutrition'],
  author: { specialty: 'endocrinology', nth: 2 },
  reviewer: { specialty: 'orthopaedics', nth: 0 },
  published: '2025-12-09',
  updated: '2026-05-16',
  reviewedOn: '2026-05-15',
  tests: [
    ['VIT001', 'Vitamin D (25-OH)'],
    ['BON001', 'Serum Calcium'],
    ['LIV005', 'Alkaline Phosphatase (ALP)'],
  ],
  medicines: [
    ['prd_uprise-d3-60k-capsules', 'Cholecalciferol (vitamin D3) 60,000 IU'],
    ['prd_shelcal-500-tablets', 'Calcium with vitamin D3'],
  ],
  body: `
It surprises many people that in a country with so much sunshine, low vitamin D is one of the most common findings on a blood test. Studies from many parts of India have found low levels in a large share of healthy adults and children. Not every low result needs treatment, and high-dose supplements taken without supervision can cause real harm, so it is worth understanding what vitamin D does and how to get enough.

## What vitamin D does

Vitamin D helps the gut absorb calcium and phosphate from food, which the body needs to build and maintain bones and to keep muscles working. The skin makes most of our vitamin D when it is exposed to the ultraviolet B rays in sunlight; food provides a smaller share.

When deficiency is severe and long-standing, bones do not mineralise properly. In children this causes rickets, with bowed legs, delayed walking and poor growth. In adults it causes osteomalacia, with aching bones, muscle weakness and difficulty climbing stairs or getting up from a squat. Low vitamin D also contributes to osteoporosis and fractures in older people.

Vitamin D is often blamed for tiredness, hair fall and general aches. Deficiency can play a part in some of these, but they have many other causes, and supplements do not reliably fix them. It is best not to assume a low level explains every symptom.

## Why so many Indians are low

- Indoor lives: office work, schooling and travel mean little skin sees the sun, especially around midday.
- Clothing that covers most of the body, and the habit of avoiding the sun to stay fair.
- Darker skin needs longer in the sun to make the same amount of vitamin D.
- Air pollution filters out part of the ultraviolet light.
- Few everyday Indian foods, particularly vegetarian ones, contain much vitamin D.
- Being overweight, older age, kidney or liver disease, conditions that reduce absorption from the gut, and some medicines, such as certain anti-epileptic drugs and long-term steroids.

## Who should get tested

A vitamin D test is not needed for everyone. It is useful when you have symptoms that suggest a real deficiency, such as bone pain and muscle weakness, or when you are at higher risk: osteoporosis or a fracture after a minor fall, chronic kidney or liver disease, conditions such as coeliac disease, long-term use of the medicines mentioned above, or after weight-loss surgery. Pregnant women and older people who rarely go outdoors may also be tested on their doctor's advice.

The test measures **25-hydroxy vitamin D** in the blood. Laboratories and guidelines use slightly different cut-offs, but commonly:

- below 12 ng/mL: severe deficiency
- 12 to 20 ng/mL: deficiency
- 20 to 30 ng/mL: often called insufficient; for most healthy people, levels above 20 are enough for bone health
- above 100 ng/mL: too high, with risk of toxicity

Your doctor may also check calcium, phosphate and alkaline phosphatase to see whether bones are affected.

## Sunlight, sensibly

For many people, regular sun exposure is enough to maintain a healthy level. Expose the face, arms and legs, without sunscreen, for about 15 to 30 minutes, a few times a week, when the sun is reasonably high, roughly between 10 a.m. and 3 p.m. People with darker skin may need the longer end of that range. Sitting behind a window glass does not work, because glass blocks ultraviolet B.

Do not stay out long enough to burn, and avoid the peak heat of summer afternoons; short, regular exposure is better than long, occasional sessions.

## Food

Dietary sources are limited but useful:

- oily fish such as mackerel (bangda), sardines (mathi), salmon and hilsa
- egg yolks
- milk, edible oil and other foods fortified with vitamin D; look for the "+F" logo of FSSAI on the pack
- mushrooms that have been exposed to sunlight

Indian dietary guidelines suggest about 600 IU a day for most people when sun exposure is not enough. Bones also need calcium, from milk, curd, paneer, ragi, sesame seeds, green leafy vegetables and tofu.

## Supplements: follow the prescription exactly

When deficiency is confirmed, doctors in India often prescribe cholecalciferol (vitamin D3) 60,000 IU once a week for about eight weeks, followed by a lower maintenance dose such as 60,000 IU once a month, or a daily dose. The exact plan depends on your level, age, weight and other conditions.

Vitamin D is stored in body fat, so taking too much builds up over time. Toxicity causes a high calcium level, with nausea, vomiting, constipation, excessive thirst and urination, confusion, kidney stones and kidney damage. Doctors in India regularly see people who took a 60,000 IU sachet or capsule daily instead of weekly, or kept taking it for months without a check. To stay safe:

- take the dose exactly as prescribed, and note the day of the week on the strip
- do not combine several products that each contain vitamin D without telling your doctor
- avoid repeated high-dose injections unless a specialist advises them
- recheck the level only when your doctor suggests, usually after about three months of treatment

If you are prescribed calcium too, take it with food; calcium tablets can cause constipation, and taking them far apart from iron and thyroid tablets avoids interfering with their absorption.

## Children and pregnancy

Breastfed babies are usually advised to receive 400 IU of vitamin D drops daily from the first weeks of life. Pregnant and breastfeeding women should ask their doctor about supplements rather than self-prescribing high doses.
`,
};
