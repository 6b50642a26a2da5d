import type { ArticleSeed } from './article-seed.ts';

export const dengue: ArticleSeed = {
  slug: 'dengue-warning-signs-platelets-and-fluids',
  title: 'Dengue: the warning signs to watch for, what the platelet count means, and why fluids matter most',
  summary:
    'Dengue is common after the monsoon. Learn the days when it turns risky, which painkillers to avoid, how to keep up fluids with ORS, and when to go to hospital.',
  tags: ['dengue', 'fever', 'infections', 'monsoon'],
  author: { specialty: 'general-physician', nth: 1 },
  reviewer: { specialty: 'paediatrics', nth: 0 },
  published: '2026-07-18',
  updated: '2026-10-05',
  reviewedOn: '2026-10-03',
  tests: [
    ['FEV001', 'Dengue NS1 Antigen'],
    ['FEV002', 'Dengue IgG and IgM Antibodies'],
    ['BLD001', 'Complete Blood Count (CBC)'],
  ],
  medicines: [
    ['prd_dolo-650-tablet', 'Paracetamol'],
    ['prd_electral-ors-powder', 'Oral rehydration salts (ORS)'],
  ],
  body: `
Every year, during and after the monsoon, hospitals across India see a rise in dengue. It is a viral infection spread by the Aedes mosquito, which bites mostly during the day and breeds in small collections of clean, still water. Most people with dengue recover at home within a week or two. A small number develop severe dengue, and knowing the warning signs is what keeps them safe.

## How dengue usually starts

Symptoms begin four to ten days after the bite:

- sudden high fever, often 102 to 104°F
- a severe headache and pain behind the eyes
- muscle, joint and bone pain (the reason for its old name, "break-bone fever")
- nausea, vomiting and loss of appetite
- a rash that may appear after a few days

Children and people having dengue for the first time may have milder symptoms that look like any viral fever. Someone who has had dengue before is at higher risk of severe illness if infected again by a different type of the virus.

## The risky days: when the fever comes down

The illness has three phases. In the first two to seven days there is high fever. Then, as the fever falls, comes the critical phase, which lasts about 24 to 48 hours. In some people the small blood vessels start leaking fluid during this phase, and blood pressure can drop. Many families relax when the fever goes away, but this is exactly the time to watch most closely. After the critical phase comes recovery, when appetite returns and the count begins to rise.

## Warning signs: go to hospital the same day

Take the person to a hospital without waiting if any of these appear, especially around the time the fever settles:

- severe or continuous pain in the abdomen
- vomiting again and again, or being unable to keep fluids down
- bleeding from the gums or nose, blood in vomit, black stools, or heavy menstrual bleeding
- breathlessness or fast breathing
- unusual drowsiness, restlessness or irritability, especially in a child
- cold, clammy hands and feet
- passing very little urine, or none for six hours or more

Pregnant women, infants, older adults and people with diabetes, kidney disease, heart disease or obesity should be seen by a doctor early even without warning signs.

## Tests

In the first five days of fever, the **NS1 antigen** test can detect the virus. After about five days, the **dengue IgM** antibody test becomes more useful. A **complete blood count** is repeated, often daily during the critical phase, to follow the platelet count and the haematocrit (the share of blood made up of red cells). A rising haematocrit with falling platelets suggests fluid is leaking out of the vessels, and guides the doctor's decisions about fluids.

## What the platelet count does and does not mean

A fall in platelets is expected in dengue, and watching the number go down is frightening. A few points help put it in perspective:

- Most people recover without any platelet transfusion, even when the count falls quite low. The count usually starts to climb on its own within a few days.
- Transfusions are reserved for specific situations, such as a very low count with bleeding, and the decision belongs to the treating doctor. Asking for platelets "to be safe" carries its own risks and does not prevent leaking.
- The danger in dengue is mostly from fluid loss and shock, not from the platelet number alone. Drinking enough and watching the warning signs matter more.
- Papaya leaf extract, goat milk and similar remedies are widely shared, but none has been shown to prevent severe dengue. Do not let them delay a visit to hospital.

## Fever and pain: paracetamol only

Use **paracetamol** for fever and body ache. For adults, the usual dose is 500 mg to 1 g, with at least four to six hours between doses and no more than the maximum daily dose on the pack (for most adults 4 g in a day, and less if you have liver disease or drink alcohol). For children, the dose depends on weight, so ask your doctor or pharmacist. Sponging with lukewarm water also helps bring the temperature down.

**Do not take ibuprofen, aspirin, diclofenac, naproxen, mefenamic acid or other painkillers of this group (NSAIDs)** while dengue is possible. They increase the risk of bleeding and can irritate the stomach. Check combination tablets carefully: several popular fever and pain tablets contain ibuprofen alongside paracetamol. Steroids and antibiotics do not treat dengue and should not be taken unless a doctor prescribes them for another reason.

## Fluids: the treatment that works

Keeping well hydrated helps the body through the critical phase. Adults should aim for about two and a half to three litres of fluid a day, unless a doctor advises otherwise because of heart or kidney disease. Good choices include:

- oral rehydration solution (ORS), made exactly as the packet says
- coconut water, buttermilk, lemon water, rice kanji, dal water and clear soups
- fruit juices in moderation

Passing pale urine every four to six hours is a good sign that intake is enough. Light, easily digested food is fine; there is no need to stop eating any particular food.

## Preventing dengue at home and around it

The mosquito breeds near homes, so prevention is local:

- Empty, scrub and dry water containers such as coolers, flower vases, pet bowls and buckets at least once a week; many cities run a weekly "dry day" for this.
- Cover overhead tanks and stored water tightly.
- Clear away old tyres, coconut shells, broken pots and anything else that can hold rainwater.
- Wear long sleeves and use mosquito repellent, especially in the early morning and late afternoon.
- Use window screens and bed nets, including for daytime naps of babies and people who are unwell.

If someone at home has dengue, protect them from mosquito bites too, so the infection is not passed on to others.
`,
};
