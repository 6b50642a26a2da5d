import type { ArticleSeed } from './article-seed.ts';

export const anaemiaInWomen: ArticleSeed = {
  slug: 'anaemia-in-women-iron-ifa-tablets-and-food',
  title:
    'Anaemia in women: why it is so common, what IFA tablets do, and how to get more iron from Indian food',
  summary:
    'More than half of Indian women have anaemia. The symptoms, the tests that find the cause, the free iron and folic acid tablets under Anaemia Mukt Bharat, and food habits that help iron absorb.',
  tags: ['anaemia', 'women', 'nutrition', 'pregnancy'],
  author: { specialty: 'gynaecology', nth: 0 },
  reviewer: { specialty: 'general-physician', nth: 3 },
  published: '2026-05-30',
  updated: '2026-08-11',
  reviewedOn: '2026-08-10',
  tests: [
    ['BLD001', 'Complete Blood Count (CBC)'],
    ['VIT012', 'Serum Ferritin'],
    ['VIT002', 'Vitamin B12'],
    ['BLD010', 'Haemoglobin Electrophoresis (HPLC)'],
  ],
  medicines: [['prd_orofer-xt-tablet', 'Ferrous ascorbate with folic acid']],
  body: `
Anaemia means the blood has less haemoglobin than it should. Haemoglobin, carried in red blood cells, takes oxygen from the lungs to every part of the body. According to the National Family Health Survey (2019-21), 57% of Indian women aged 15 to 49 are anaemic, and so are about half of all pregnant women. Anaemia is so common that many women accept constant tiredness as normal. It is not, and in most cases it can be treated and prevented.

## How it feels

Mild anaemia may cause no symptoms. As it worsens, women commonly notice:

- tiredness and low energy, even after rest
- breathlessness or a racing heart when climbing stairs or walking fast
- pale skin, nails and inner eyelids
- headaches, dizziness and difficulty concentrating
- brittle nails, hair fall and cracks at the corners of the mouth
- craving ice, clay, chalk or raw rice, which is called pica
- restless legs at night

In pregnancy, anaemia increases the risk of premature birth, a low-birth-weight baby and dangerous bleeding during delivery. Children of anaemic mothers are more likely to be anaemic themselves.

## What counts as anaemia

The World Health Organization uses these haemoglobin levels:

- women who are not pregnant: below 12 g/dL
- pregnant women: below 11 g/dL

The lower the number, the more severe the anaemia. A level below 7 g/dL in pregnancy, or below 8 g/dL otherwise, is severe and needs prompt medical care.

## Why women are affected so often

**Iron deficiency** is the most common cause. Women lose iron every month through periods, and need much more during pregnancy and breastfeeding. Diets based largely on cereals provide iron that is poorly absorbed, and tea with meals reduces absorption further. Heavy periods, closely spaced pregnancies and intestinal worms add to the loss.

Other causes are important too, because they need different treatment:

- **vitamin B12 deficiency**, common in people who eat little or no dairy, eggs, fish or meat
- **folate deficiency**, from a diet low in green vegetables and pulses
- **inherited conditions** such as thalassaemia trait and sickle cell disease, common in several communities and regions of India
- chronic diseases, kidney disease and some infections such as malaria

## Tests

A **complete blood count** measures haemoglobin and the size of the red cells, which gives an early clue to the cause. Small, pale cells suggest iron deficiency or thalassaemia trait; large cells suggest B12 or folate deficiency. A **serum ferritin** test shows how much iron is stored; a low ferritin confirms iron deficiency. Your doctor may also check vitamin B12, or ask for an **HPLC** test to look for thalassaemia or sickle cell, especially before or during pregnancy. Knowing whether you carry thalassaemia trait matters, because if both parents carry it the child can be born with thalassaemia major.

## IFA tablets under Anaemia Mukt Bharat

The government's Anaemia Mukt Bharat programme provides iron and folic acid (IFA) tablets free through schools, anganwadi centres, ASHA workers and health centres:

- **Women of reproductive age** who are not pregnant or breastfeeding: one IFA tablet (60 mg iron with 500 mcg folic acid) once a week, to prevent anaemia.
- **Pregnant women**: one IFA tablet daily, starting after the first three months and continuing through pregnancy, for at least 180 days.
- **Breastfeeding mothers**: one IFA tablet daily for 180 days after delivery.
- **Adolescent girls and boys** aged 10 to 19: one IFA tablet a week.
- **Deworming** with albendazole twice a year, on National Deworming Days, because worms cause blood loss.

Women planning a pregnancy should also take folic acid before conceiving and through the first three months, which lowers the risk of neural tube defects in the baby. Ask your doctor for the right dose.

If you already have iron-deficiency anaemia, your doctor will prescribe a treatment dose rather than the preventive one. Treatment usually continues for about three months after haemoglobin returns to normal, to refill the body's stores. If tablets are not tolerated, do not work, or time is short late in pregnancy, iron can be given through a drip in hospital.

## Taking iron tablets comfortably

- Black or dark green stools are expected with iron and are harmless.
- Stomach upset, nausea or constipation are common. Taking the tablet with a meal, at bedtime, or on alternate days if your doctor agrees, often helps. Drink enough water and eat fibre for constipation.
- Keep tea, coffee, milk, calcium tablets and antacids at least an hour or two away from the iron tablet.
- Keep iron tablets out of reach of children; an overdose is dangerous for a small child.

Do not take iron on your own for a long time without knowing the cause of the anaemia. Iron does not help thalassaemia trait or B12 deficiency, and may delay the right diagnosis.

## Food: getting more iron, and absorbing it

Iron-rich foods in Indian diets include green leafy vegetables such as drumstick leaves, amaranth, methi and palak; pulses like rajma, chana, masoor and moong, especially sprouted; ragi, bajra and poha; sesame seeds, garden cress seeds (halim) and dates; and eggs, fish, chicken and meat, whose iron is absorbed best.

Absorption matters as much as the amount:

- Add vitamin C to iron-rich meals: a squeeze of lemon, amla, guava, orange, tomato or raw salad.
- Have tea and coffee between meals rather than with them.
- Sprouting, fermenting (idli, dosa, dhokla) and cooking in an iron kadhai all increase the iron available.

## When to see a doctor soon

See a doctor promptly if your periods are very heavy, you soak a pad every hour or pass large clots, you feel breathless at rest, have chest pain or faint, or notice black, tarry stools when you are not taking iron.
`,
};
