import type { ArticleSeed } from './article-seed.ts';

export const fattyLiver: ArticleSeed = {
  slug: 'fatty-liver-what-the-ultrasound-report-means',
  title: 'Fatty liver on your ultrasound report: what it means, when it matters, and how to reverse it',
  summary:
    'Fatty liver is found in about one in three Indian adults, often by chance. How doctors judge whether it is harmless or causing scarring, and the food and activity changes that take fat out of the liver.',
  tags: ['liver', 'lifestyle', 'nutrition', 'diabetes'],
  author: { specialty: 'gastroenterology', nth: 0 },
  reviewer: { specialty: 'general-physician', nth: 6 },
  published: '2026-08-27',
  updated: '2026-11-04',
  reviewedOn: '2026-11-03',
  tests: [
    ['LIV001', 'Liver Function Test (LFT)'],
    ['BLD001', 'Complete Blood Count (CBC)'],
    ['DIA004', 'HbA1c (Glycated Haemoglobin)'],
    ['CAR001', 'Lipid Profile'],
  ],
  medicines: [],
  body: `
"Grade 1 fatty liver" is one of the most common lines on an abdominal ultrasound report in India. Many people discover it during a routine health check or while being scanned for something else, and are unsure whether to worry. The short answer: fatty liver is a warning sign worth acting on, most people can reverse it, and only a minority go on to serious liver damage. Knowing which group you are in is the first step.

## What fatty liver is

A healthy liver contains little fat. When fat builds up to more than about 5% of the liver's weight, it is called fatty liver, or steatosis. When this happens in people who drink little or no alcohol, it is now called metabolic dysfunction-associated steatotic liver disease (MASLD). You may still see the older name, non-alcoholic fatty liver disease (NAFLD), on reports.

Fatty liver is closely tied to the same problems that cause diabetes and heart disease:

- excess weight, especially fat around the waist
- type 2 diabetes or prediabetes
- high triglycerides or low HDL cholesterol
- high blood pressure

Indians can develop fatty liver even at a normal body weight, because we tend to store fat around the organs. Studies suggest that about one in three Indian adults has fatty liver, and the proportion is much higher among people with diabetes.

Alcohol causes fatty liver too, and alcohol and metabolic risk factors together are particularly harmful to the liver.

## Why it matters

In most people, fat in the liver stays as simple fat for years. In some, the fat triggers inflammation (steatohepatitis), which can slowly lead to scarring (fibrosis), and eventually to cirrhosis and, rarely, liver cancer. The amount of scarring, not the amount of fat, is what predicts future liver problems.

People with fatty liver are also more likely to have heart attacks and strokes. In fact, heart disease, not liver disease, is the most common serious problem in people with fatty liver, which is why looking after blood sugar, blood pressure and cholesterol is part of the treatment.

## Making sense of the tests

- **Ultrasound** is good at showing fat, and reports grade it from 1 to 3. The grade reflects how much fat is visible, not how much damage there is, and it changes as fat comes and goes.
- **Liver function tests** can show raised enzymes (ALT and AST), but they are often normal even when there is scarring, so normal results do not rule it out.
- **FIB-4 score** is calculated from your age, AST, ALT and platelet count, all from routine blood tests. A low score makes significant scarring unlikely.
- **FibroScan** (transient elastography) measures liver stiffness, which rises with scarring. It is quick and painless, and is usually advised when the FIB-4 score is not low, or when you have diabetes or several risk factors.
- Blood sugar, HbA1c and a lipid profile check the conditions that usually go with fatty liver. Your doctor may also test for hepatitis B and C and other causes of liver disease.

A liver biopsy is now needed only in a few people, when other tests leave doubt.

## Reversing it: weight, food and movement

There is no tablet that removes fat from the liver as effectively as lifestyle change. The evidence is consistent:

- **Losing weight, if you are overweight.** Losing about 5% of body weight reduces liver fat; 7 to 10% can reduce inflammation; and around 10% or more can improve scarring. Aim to lose weight slowly, about half to one kilogram a week. Crash diets and long fasts can worsen liver inflammation.
- **Cutting sugar, especially in drinks.** Soft drinks, packaged juices, sweetened tea and coffee, and sweets add fructose and sugar that the liver turns directly into fat.
- **Choosing better carbohydrates.** Eat smaller portions of white rice, maida, bakery products and sweet snacks; choose whole grains and millets instead.
- **Filling up on vegetables, pulses and protein.** Dal, chana, rajma, sprouts, curd, eggs, fish and lean meat, with plenty of vegetables and some fruit and nuts.
- **Using less oil and avoiding deep-fried and ultra-processed food.** Use small amounts of oils such as mustard, groundnut or olive, and avoid vanaspati.
- **Being active.** Aim for 150 to 300 minutes a week of moderate activity such as brisk walking, plus strength exercise twice a week. Exercise reduces liver fat even when the weight on the scale barely moves.

Plain coffee without sugar has been linked with less liver scarring in several studies. It is fine to drink in moderation, but it does not replace the changes above.

## Alcohol

If you have fatty liver, the safest amount of alcohol is none. If you already have scarring, stopping alcohol completely is essential.

## Medicines and supplements

For most people, no specific medicine is needed beyond treating diabetes, blood pressure and cholesterol well. Some diabetes and weight-loss medicines also reduce liver fat, and specialists may use certain other medicines for people with proven inflammation or scarring. These decisions need a doctor.

Be wary of "liver detox" products, herbal mixtures and supplements sold for fatty liver. None has been shown to reverse it, and some herbal products have themselves caused serious liver injury. Tell your doctor about every supplement you take.

## Other steps

Ask your doctor about vaccination against hepatitis A and B if you are not already protected, since a second liver illness on top of fatty liver can be serious.

## When to see a doctor soon

See a doctor promptly if you notice yellow eyes or skin, swelling of the abdomen or legs, vomiting of blood, black stools, unusual drowsiness or confusion, or easy bruising. These can be signs of advanced liver disease and need urgent care.
`,
};
