import type { ArticleSeed } from './article-seed.ts';

export const heatStroke: ArticleSeed = {
  slug: 'heat-stroke-and-heat-exhaustion-first-aid-and-prevention',
  title:
    'Heat stroke and heat exhaustion: telling them apart, first aid that saves lives, and staying safe in a heatwave',
  summary:
    'Indian summers are getting hotter. How to recognise heat exhaustion before it becomes heat stroke, how to cool someone quickly while help is on the way, and who needs extra care.',
  tags: ['summer', 'first-aid', 'lifestyle'],
  author: { specialty: 'general-physician', nth: 5 },
  reviewer: { specialty: 'geriatrics', nth: 0 },
  published: '2026-04-08',
  updated: '2026-05-21',
  reviewedOn: '2026-05-20',
  tests: [
    ['KID005', 'Serum Electrolytes (Na, K, Cl)'],
    ['KID001', 'Kidney Function Test (KFT)'],
  ],
  medicines: [['prd_electral-ors-powder', 'Oral rehydration salts (ORS)']],
  body: `
Heatwaves in India are becoming longer, more frequent and more intense. Every summer, people fall ill from the heat while working outdoors, travelling, cooking in hot kitchens or simply living in homes that do not cool down at night. Heat-related illness is preventable, and knowing the early signs and the right first aid can save a life.

## How the body copes with heat, and when it cannot

The body cools itself mainly by sweating and by sending more blood to the skin. In very hot weather, and especially when the air is humid, sweat does not evaporate well, and the body keeps gaining heat. Losing water and salt through sweat, without replacing them, makes things worse. When cooling fails, body temperature rises, and above about 40°C the brain and other organs begin to be damaged.

## Heat exhaustion: the warning stage

Heat exhaustion comes first and can be reversed quickly with rest, cooling and fluids. Signs include:

- heavy sweating, pale and clammy skin
- weakness, tiredness, dizziness or fainting
- headache, nausea or vomiting
- muscle cramps, often in the legs or abdomen
- a fast pulse and intense thirst
- passing little, dark urine

The person is usually still alert and answering sensibly.

**What to do:** move them to a cool, shaded place, loosen tight clothing, have them lie down with the legs raised a little, and cool the skin with water and a fan. If they are awake and not vomiting, give sips of ORS, lemon water with a pinch of salt and sugar, buttermilk or plain water. They should start to feel better within 30 minutes. If they do not, or if symptoms get worse, treat it as heat stroke.

## Heat stroke: a medical emergency

Heat stroke is when the body's temperature control has broken down. It can kill or cause lasting damage within hours. Suspect it in anyone in the heat who has:

- confusion, strange behaviour, slurred speech or agitation
- a seizure or loss of consciousness
- a very high body temperature, usually 40°C (104°F) or more
- hot skin, which may be dry, although people who collapse during hard physical work can still be sweating
- fast breathing and a racing pulse

## First aid for heat stroke

1. **Call for emergency help** (108 or 112) or arrange transport to the nearest hospital at once.
2. **Move the person out of the heat**, into shade or an air-conditioned room if possible.
3. **Start cooling immediately, and keep cooling on the way.** Remove extra clothing. Pour or sponge cool water over the whole body and fan continuously. Put ice packs or cold wet cloths on the neck, armpits and groin. Where it is possible and safe, immersing the body up to the neck in cool water cools fastest. Cooling comes first; do not wait for the ambulance before starting.
4. **Lay an unconscious person on their side**, to keep the airway clear.
5. **Give nothing by mouth** if the person is confused, drowsy or unconscious, because they may choke.
6. Paracetamol and similar fever medicines do not help in heat stroke, because the high temperature is not caused by an infection.

Even if the person seems to recover, they should be checked in hospital, because heat stroke can damage the kidneys, liver, muscles and heart.

## Who is most at risk

- older people, especially those who live alone
- infants and young children
- pregnant women
- people who work outdoors: construction workers, farm labourers, traffic police, delivery riders and street vendors
- people with heart disease, kidney disease, diabetes, high blood pressure or mental illness
- people taking certain medicines, such as water tablets (diuretics), some blood pressure and psychiatric medicines; do not stop them, but ask your doctor how to stay safe
- anyone who drinks alcohol in the heat, or lives in a crowded room under a tin or asbestos roof

## Staying safe in a heatwave

- **Follow the warnings.** The India Meteorological Department issues colour-coded heat alerts; take orange and red alerts seriously.
- **Drink water regularly**, even when you are not thirsty. Carry a water bottle when you go out. ORS, buttermilk, lassi, lemon water, aam panna and coconut water help replace salts. If you have heart or kidney disease and have been told to limit fluids, ask your doctor how much to drink.
- **Avoid going out in the hottest hours**, roughly between noon and 3 p.m. Plan heavy work, exercise and travel for the early morning or evening.
- **Dress for the heat:** light-coloured, loose cotton clothes, and cover your head with a cap, umbrella, towel or dupatta.
- **Keep your home cool:** close curtains or shades on sunny windows in the day, open windows at night, use fans with good ventilation, and spend the hottest hours in the coolest room or a cool public place.
- **Eat light meals**, and limit alcohol, very sugary drinks and large amounts of tea or coffee.
- **Never leave children, older people or pets in a parked vehicle**, even for a few minutes.
- **Look in on others.** Check on older neighbours and relatives twice a day during a heatwave.

Employers of outdoor workers should provide drinking water, shade and regular rest breaks, and allow new workers a few days to get used to the heat.

## Children in the heat

Young children cannot tell you they are overheating. Watch for unusual irritability or sleepiness, a dry mouth, fewer wet nappies, sunken eyes or a hot, flushed face. Offer breast milk or water often, dress them lightly and keep them out of the midday sun.
`,
};
