import type { ArticleSeed } from './article-seed.ts';

export const tuberculosis: ArticleSeed = {
  slug: 'tuberculosis-symptoms-free-treatment-and-finishing-the-course',
  title:
    'Tuberculosis: the symptoms not to ignore, free testing and treatment, and why finishing the course matters',
  summary:
    'TB is curable, and diagnosis and treatment are free under the National TB Elimination Programme. How it spreads, how it is tested, what the six months of treatment involve, and how to protect your family.',
  tags: ['tuberculosis', 'lungs', 'infections'],
  author: { specialty: 'pulmonology', nth: 0 },
  reviewer: { specialty: 'general-physician', nth: 4 },
  published: '2026-03-24',
  updated: '2026-07-09',
  reviewedOn: '2026-07-08',
  tests: [['DIA004', 'HbA1c (Glycated Haemoglobin)']],
  medicines: [],
  body: `
India carries the largest share of the world's tuberculosis (TB), with over two million people diagnosed every year. TB is caused by a bacterium, Mycobacterium tuberculosis, and it is curable. Through the National TB Elimination Programme (NTEP), testing and a full course of treatment are free, and the government also supports patients with nutrition assistance during treatment. The biggest challenges are recognising TB early and completing treatment.

## How TB spreads, and how it does not

TB usually affects the lungs. When a person with untreated lung TB coughs, sneezes or even talks, tiny droplets carrying the bacteria hang in the air and can be breathed in by others, especially in crowded, poorly ventilated rooms. TB does not spread by shaking hands, sharing food or utensils, or touching clothes and bedding.

Many people who breathe in the bacteria never fall ill: their immune system keeps the germ inactive, sometimes for life. The infection is more likely to become active disease in people with diabetes, HIV, malnutrition, kidney disease, or those who smoke, drink heavily, or take medicines that weaken immunity, such as long-term steroids.

TB can also affect other parts of the body, including lymph glands in the neck, the spine and bones, the brain's coverings, the abdomen and the kidneys. TB outside the lungs is usually not infectious.

## Symptoms not to ignore

See a doctor or visit the nearest government health centre if you have:

- a cough lasting two weeks or more
- fever, especially in the evening
- night sweats
- unexplained weight loss or loss of appetite
- coughing up blood
- chest pain or breathlessness
- a painless, persistent swelling in the neck or armpit

Children may simply stop gaining weight, be less active, or have a fever that does not go away. People with diabetes or HIV should be checked even for milder symptoms.

## Testing

The most useful test for lung TB is a **sputum NAAT** (nucleic acid amplification test, known by machine names such as CBNAAT and TrueNat). It finds TB bacteria within hours and also shows whether they resist rifampicin, one of the main TB drugs. It is available free at designated government centres, and many private laboratories offer it too. A **chest X-ray** helps find people who need testing. Older sputum smear microscopy is still used in some places. For TB outside the lungs, the doctor may take a sample from the swollen gland or the affected fluid.

Anyone diagnosed with TB should also be tested for diabetes and HIV, because treating them together improves results.

Doctors in both government and private practice are required to notify every TB case to the programme. This is not to embarrass anyone: it is what links you to free medicines, follow-up tests and nutrition support.

## Treatment: six months for most people

Drug-sensitive TB is usually treated for six months with a combination of medicines given as fixed-dose tablets according to body weight:

- an **intensive phase** of about two months with four drugs: isoniazid, rifampicin, pyrazinamide and ethambutol
- a **continuation phase** of about four months with three drugs: isoniazid, rifampicin and ethambutol

The medicines are taken every day. Most people feel better within two to four weeks, and after a few weeks of proper treatment a person with lung TB is generally much less infectious. Your treating doctor decides when it is safe to return to work or school.

## Why finishing the course matters

Feeling better is not the same as being cured. Bacteria remain in the body for months after symptoms disappear. Stopping early, or taking the tablets irregularly, allows the surviving bacteria to multiply again, and the ones that survive are more likely to be resistant to the drugs. Drug-resistant TB needs longer treatment with medicines that have more side effects, and it can be passed on to family members in its resistant form.

Help yourself finish:

- Take the tablets at the same time every day, linked to a routine such as breakfast.
- Use the medicine box calendar, the reminder calls, or the treatment supporter the programme offers.
- Keep enough tablets before travelling, and tell your health worker if you move to another town, so your treatment can be transferred.
- Never stop because you feel well, and never stop because of side effects without talking to your doctor.

## Side effects to know about

Orange or red urine, sweat and tears are common with rifampicin and are harmless. Mild nausea often settles if the tablets are taken after a light meal, when your doctor agrees. Tell your doctor promptly about:

- yellow eyes or skin, dark urine, persistent vomiting or pain in the upper abdomen, which may mean the medicines are affecting the liver
- blurred vision or difficulty telling red from green, which can be caused by ethambutol
- tingling or burning in the hands and feet
- a skin rash or severe joint pain

Avoid alcohol during treatment, because it increases the risk of liver damage.

## Food and support

TB and poor nutrition feed each other. Eat regular meals with enough protein: dal, pulses, milk, curd, paneer, eggs, fish or meat. Under the Ni-kshay Poshan Yojana, people on TB treatment who are registered with the programme receive a monthly payment for nutrition, credited directly to their bank account. Community members and organisations can also support patients with food baskets through the Ni-kshay Mitra initiative.

## Protecting your family

- Cover your mouth and nose with a tissue or your elbow when you cough, and wear a mask during the early weeks of treatment.
- Keep windows open; fresh air and sunlight reduce the spread of TB in the home.
- Household contacts should be screened. Children and adults who are found to have TB infection without disease may be offered TB preventive treatment, which greatly reduces their risk of falling ill.
- Stop smoking and manage diabetes well.

TB is a disease, not a stigma. With early testing and a completed course, nearly everyone with drug-sensitive TB is cured.
`,
};
