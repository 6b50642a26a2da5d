import type { ArticleSeed } from './article-seed.ts';

export const antibioticResistance: ArticleSeed = {
  slug: 'antibiotic-resistance-why-not-to-self-medicate',
  title: 'Antibiotics: why they do not help a cold, the danger of self-medicating, and how to use them well',
  summary:
    'Antibiotic resistance is making common infections harder to treat in India. When antibiotics help and when they do not, what the red line on a medicine strip means, and simple rules for using them safely.',
  tags: ['antibiotics', 'medicines', 'infections', 'fever'],
  author: { specialty: 'general-physician', nth: 0 },
  reviewer: { specialty: 'pulmonology', nth: 1 },
  published: '2025-11-18',
  updated: '2026-09-25',
  reviewedOn: '2026-09-24',
  tests: [
    ['URS002', 'Urine Culture and Sensitivity'],
    ['FEV012', 'Blood Culture and Sensitivity'],
    ['BLD001', 'Complete Blood Count (CBC)'],
  ],
  medicines: [
    ['prd_azithral-500-tablet', 'Azithromycin (prescription only)'],
    ['prd_augmentin-duo-625-tablet', 'Amoxicillin with clavulanic acid (prescription only)'],
  ],
  body: `
Antibiotics are among the most important medicines ever discovered. Infections that once killed people, such as pneumonia, infected wounds and typhoid, became curable. But every time an antibiotic is used, the bacteria it does not kill get a chance to adapt. Over time, some bacteria stop responding to the medicines meant to kill them. This is called antibiotic resistance, or more broadly antimicrobial resistance (AMR), and the World Health Organization lists it among the greatest threats to global health.

India is among the countries most affected. Surveillance by the Indian Council of Medical Research has found bacteria that resist many common antibiotics, including some of the last-line drugs used in intensive care units. Infections with resistant bacteria need longer hospital stays, more expensive medicines given through a drip, and are more likely to be fatal.

## Antibiotics work on bacteria, not viruses

Most everyday infections are caused by viruses, and antibiotics have no effect on viruses at all. Antibiotics do not help:

- colds and a runny or blocked nose
- most sore throats and coughs, including bronchitis in otherwise healthy adults
- influenza and most viral fevers
- most cases of loose motions and vomiting, which are often viral; fluids and ORS are the main treatment
- many ear and sinus infections, which often get better on their own in a few days

Green or yellow mucus does not, by itself, mean you need an antibiotic. Viral illnesses usually improve within seven to ten days, although a cough can linger for two or three weeks.

Antibiotics are needed for bacterial infections such as pneumonia, urinary tract infections, typhoid, some throat infections, infected wounds and many others. Your doctor decides based on your symptoms, examination and, when needed, tests. A **culture and sensitivity** test on urine, blood or another sample grows the bacteria and shows which antibiotics still work against them, so the right medicine can be chosen.

## The harm in self-medicating

In India, antibiotics are often bought without a prescription, on the advice of a friend or from a leftover strip at home. This does harm in several ways:

- **It usually does not help.** Most of the illnesses for which people take antibiotics on their own are viral.
- **It can hide a serious illness.** A few days of the wrong antibiotic can blur the picture of typhoid, TB or another infection, and make tests less reliable, delaying the right diagnosis.
- **It breeds resistance.** Wrong drugs, wrong doses and short, stop-start courses are exactly the conditions in which resistant bacteria thrive, in your body and in your family.
- **It has side effects.** Antibiotics can cause diarrhoea, stomach upset, rashes, and sometimes severe allergic reactions. They also kill the helpful bacteria in the gut, which can allow a serious bowel infection to take hold.

Under Indian law, most antibiotics are prescription-only medicines. Look for a **vertical red line** on the strip or box: the government's "Medicines with the Red Line" campaign uses it to remind buyers that the medicine should be taken only on a doctor's prescription. Antibiotics are a prime example.

## Using antibiotics well: simple rules

When a doctor prescribes an antibiotic:

- **Take it exactly as prescribed**, at the right times and for the number of days you were told. Do not stop early just because you feel better, and do not continue longer than advised unless your doctor tells you to.
- **Do not skip doses.** If you miss one, take it when you remember, unless the next dose is nearly due; do not double up.
- **Do not save leftovers** for the next illness, and never share antibiotics with family or friends. A medicine that suited one person's infection may be wrong for another.
- **Tell your doctor about allergies** to any antibiotic, and about other medicines you take, because some antibiotics interact with common medicines.
- **Read the instructions** on whether to take the medicine with food or on an empty stomach, and whether to avoid milk, antacids or iron at the same time.
- **Report a rash, swelling of the face or lips, difficulty breathing, or severe or bloody diarrhoea** at once.

## Questions worth asking your doctor

It is reasonable to ask:

- Is this infection likely to be bacterial or viral?
- Do I need an antibiotic now, or can we wait a day or two and see?
- What should I watch for that would mean I need to come back?
- How long should I take it, and what side effects are common?

Good doctors welcome these questions. Please do not insist on an antibiotic for a cold; the kindest treatment is often rest, fluids, steam inhalation, paracetamol for fever or pain, and time.

## Preventing infections in the first place

The fewer infections we get, the fewer antibiotics we need:

- Wash hands with soap and water, especially before eating, after using the toilet and after caring for someone who is ill.
- Keep vaccinations up to date for children and adults, including influenza and pneumococcal vaccines where advised.
- Drink safe water and eat food that is freshly cooked and hot.
- Cover coughs and sneezes, and stay home when you are unwell.

Dispose of unused medicines safely, for example through a pharmacy take-back where available, rather than throwing them in the open or down the drain.

## When to see a doctor

See a doctor if a fever lasts more than three days, if you have breathlessness, chest pain, confusion, severe pain while passing urine, blood in urine or stool, a spreading red and painful area of skin, or if you are not improving as expected. Infants, older people, pregnant women and people with diabetes or weak immunity should seek care earlier.
`,
};
