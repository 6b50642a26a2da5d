import type { ArticleSeed } from './article-seed.ts';

export const childVaccination: ArticleSeed = {
  slug: 'child-vaccination-universal-immunisation-programme-schedule',
  title: "Your child's vaccines: the Universal Immunisation Programme schedule, explained visit by visit",
  summary:
    'Which vaccines India gives free to every child, at what age, what each one protects against, what to expect after a shot, and what to do if a dose was missed.',
  tags: ['children', 'vaccination', 'infections'],
  author: { specialty: 'paediatrics', nth: 1 },
  reviewer: { specialty: 'general-physician', nth: 2 },
  published: '2026-04-24',
  updated: '2026-04-24',
  reviewedOn: '2026-04-22',
  tests: [],
  medicines: [['prd_dolo-500-tablet', 'Paracetamol (only as your doctor advises)']],
  body: `
Vaccines are among the safest and most effective things a family can do for a child's health. Under India's Universal Immunisation Programme (UIP), the government provides vaccines against a dozen serious diseases free of cost at government hospitals, primary health centres, anganwadi and sub-centre sessions. This article walks through the schedule, but the most reliable guide is your child's Mother and Child Protection (MCP) card, which your health worker or doctor fills in at each visit. Keep it safe, and bring it every time.

## The schedule at a glance

The schedule below follows the national programme. Some vaccines, such as Japanese encephalitis, are given only in districts where the disease occurs, and your health worker will tell you if it applies.

**At birth**

- **BCG**, against severe forms of tuberculosis in young children
- **OPV zero dose** (oral polio drops)
- **Hepatitis B birth dose**, ideally within 24 hours of birth

**At 6 weeks**

- **OPV 1**
- **Pentavalent 1**, which protects against diphtheria, whooping cough (pertussis), tetanus, hepatitis B and Haemophilus influenzae type b (Hib), a cause of meningitis and pneumonia
- **Rotavirus 1** (drops), against severe diarrhoea
- **fIPV 1**, a small injected dose of inactivated polio vaccine
- **PCV 1**, the pneumococcal vaccine, against pneumonia and meningitis

**At 10 weeks**

- **OPV 2**, **Pentavalent 2**, **Rotavirus 2**

**At 14 weeks**

- **OPV 3**, **Pentavalent 3**, **Rotavirus 3**, **fIPV 2**, **PCV 2**

**At 9 to 12 months**

- **MR 1**, against measles and rubella
- **PCV booster**
- **fIPV 3**
- **JE 1**, in districts where Japanese encephalitis occurs
- **Vitamin A**, first dose

**At 16 to 24 months**

- **MR 2**
- **DPT booster 1** and **OPV booster**
- **JE 2**, where applicable
- **Vitamin A**, second dose, then every six months until the age of five

**At 5 to 6 years**

- **DPT booster 2**

**At 10 and 16 years**

- **Td**, tetanus and adult diphtheria vaccine

Pregnant women also receive Td during pregnancy, which protects both mother and newborn from tetanus.

## Why the timing matters

The ages in the schedule are chosen so that protection starts before children are most likely to catch each disease, and so that the vaccine works well at that age. Whooping cough, for example, is most dangerous in the first months of life, which is why the pentavalent series starts at six weeks. Measles spreads very easily and can cause pneumonia, brain inflammation and death, so MR is given as soon as it works reliably, and a second dose makes sure almost every child is protected.

Giving several vaccines at one visit is safe. The immune system handles many more challenges than this every day, and combining doses means fewer visits and earlier protection.

## What to expect after a vaccine

Most reactions are mild and settle within a day or two:

- pain, redness or a small swelling where the injection was given
- a low fever, crankiness or sleepiness
- after BCG, a small bump appears on the upper arm a few weeks later, may form a little sore, and heals to leave a small scar; this is expected and needs no cream or dressing

Keep feeding the baby as usual, including breastfeeding. Do not apply anything on the injection site. If your child is very uncomfortable or feverish, ask your doctor or health worker about paracetamol and the right dose for your child's weight; do not give medicines before the vaccine "just in case".

Wait at the session site for about 30 minutes after vaccination, as advised, so that the rare allergic reaction can be treated immediately.

## When to seek care after a vaccine

Contact a doctor promptly if your child has a fever above 102°F, cries continuously for more than three hours, has a seizure, becomes unusually limp or unresponsive, or develops swelling of the face, difficulty breathing or a widespread rash. Serious reactions are rare, and health workers are trained to manage them.

## Common worries

**My child has a cold. Should we postpone?** A mild cold, cough, loose stools or low fever is usually not a reason to delay. A child who is very unwell or has a high fever may be asked to come back in a few days. Ask the health worker rather than skipping the visit.

**We missed a dose.** There is no need to start the series again. Go to the next session and your health worker will give the missed dose and plan the rest. Special catch-up drives under Mission Indradhanush also reach children who missed vaccines.

**The baby was premature or small at birth.** Premature babies generally receive vaccines by their age since birth, not by their due date. Your doctor will advise on any adjustments.

**Are private-clinic vaccines different?** Private clinics may use combination vaccines that reduce the number of injections, or painless versions of some vaccines. They protect against the same diseases. Tell your doctor which doses were given where, so no dose is repeated or missed.

## Beyond the national schedule

The Indian Academy of Pediatrics also recommends some vaccines that are available privately, such as those against chickenpox, hepatitis A, typhoid (conjugate vaccine), influenza and the human papillomavirus (HPV), which prevents cervical cancer and is given from around nine years of age. Discuss these with your paediatrician, who can advise based on your child's age and health.

Keep digital and paper records together. Many vaccination records are now available online through the government's digital immunisation registry, which makes it easier to show proof of vaccination for school admission and travel.
`,
};
