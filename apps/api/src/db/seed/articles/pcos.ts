import type { ArticleSeed } from './article-seed.ts';

export const pcos: ArticleSeed = {
  slug: 'pcos-diagnosis-periods-and-long-term-health',
  title:
    'PCOS: how it is diagnosed, what it means for periods and pregnancy, and how to look after your long-term health',
  summary:
    'Polycystic ovary syndrome is one of the most common hormonal conditions in young Indian women. What the diagnosis really means, why the "cysts" are not what they sound like, and what helps.',
  tags: ['hormones', 'women', 'periods', 'lifestyle'],
  author: { specialty: 'gynaecology', nth: 1 },
  reviewer: { specialty: 'endocrinology', nth: 0 },
  published: '2026-06-12',
  updated: '2026-10-19',
  reviewedOn: '2026-10-17',
  tests: [
    ['THY003', 'TSH (Thyroid Stimulating Hormone)'],
    ['WOM003', 'Prolactin'],
    ['MEN001', 'Testosterone, Total'],
    ['DIA009', 'Glucose Tolerance Test (GTT, 75 g)'],
    ['CAR001', 'Lipid Profile'],
  ],
  medicines: [['prd_glycomet-500-tablet', 'Metformin (when your doctor prescribes it)']],
  body: `
Polycystic ovary syndrome (PCOS) is a common hormonal condition that affects roughly one in ten women of reproductive age, and studies from India suggest it may be even more common here. It often starts in the teenage years with irregular periods or acne, but it is much more than a problem of the ovaries: it affects how the body handles insulin, and it shapes health over a lifetime. With the right information and care, most women with PCOS lead full, healthy lives and can have children.

## What happens in PCOS

In PCOS, the ovaries make more male-type hormones (androgens) than usual, and ovulation, the monthly release of an egg, happens irregularly or not at all. Many women with PCOS also have insulin resistance, meaning the body needs more insulin to keep blood sugar normal, and high insulin levels push the ovaries to make even more androgens. This happens in slim women as well as in those who are overweight, although extra weight usually makes symptoms worse. PCOS tends to run in families.

The name is misleading. The small "cysts" seen on ultrasound are egg follicles that started to develop and then stopped. They are not the kind of cysts that need to be removed, and they do not turn into cancer.

## Symptoms

- irregular periods: cycles longer than 35 days, fewer than eight periods a year, or none for months
- excess hair on the face, chest, abdomen or back
- acne that persists beyond the teens
- thinning of hair on the scalp
- weight gain, especially around the waist, and difficulty losing weight
- darker, velvety skin on the neck, underarms or groin, a sign of insulin resistance
- difficulty getting pregnant

Not every woman has all of these, and the pattern can change over the years.

## How PCOS is diagnosed

In adults, PCOS is diagnosed when at least two of these three are present, and other causes have been ruled out:

1. irregular or absent ovulation, usually shown by irregular periods
2. signs of high androgens, either on examination (excess hair, acne, scalp hair thinning) or on a blood test
3. polycystic ovaries on ultrasound

Your doctor will check for conditions that can look similar, usually with blood tests for thyroid function (TSH) and prolactin, and sometimes other hormones. In teenagers, irregular periods are normal for the first couple of years after periods start, and ultrasound is not reliable at that age; the diagnosis is made more cautiously, based on persistent irregular cycles together with signs of high androgens.

An ultrasound report that says "polycystic ovaries" on its own does not mean you have PCOS. Many women with regular periods and no other symptoms have ovaries that look like this.

## Long-term health

Because of insulin resistance, women with PCOS have a higher chance of developing prediabetes, type 2 diabetes and diabetes in pregnancy, as well as high cholesterol, high blood pressure and fatty liver. Very infrequent periods can allow the lining of the womb to thicken over time, which raises the risk of endometrial problems later. Anxiety, low mood and concerns about body image are also more common, and deserve attention as much as the physical symptoms.

Sensible checks include blood pressure and weight at regular visits, a blood sugar test (often an oral glucose tolerance test) every one to three years depending on your risk, a lipid profile, and a conversation about your mood and sleep.

## What helps

**Lifestyle comes first, at any weight.** Regular physical activity, at least 150 minutes a week plus some strength training, improves insulin sensitivity even without weight loss. If you are overweight, losing 5 to 10% of your body weight often brings periods back, improves ovulation and lowers diabetes risk. There is no single "PCOS diet", and there is no need to cut out whole food groups such as dairy or wheat. What helps most is regular meals built around vegetables, pulses, protein and whole grains, with fewer sugary drinks, sweets, refined flour and fried snacks.

**Medicines are chosen according to your goals:**

- For irregular periods and to protect the womb lining, the combined oral contraceptive pill is commonly used. It also reduces acne and excess hair. Alternatively, a progestin course can be used to bring on a period every few months.
- For excess hair and acne, the pill may be combined with other medicines, and hair removal methods such as laser can help. Skin treatments are best guided by a dermatologist.
- Metformin may be added for women with insulin resistance, prediabetes or weight gain, usually alongside lifestyle changes.
- For those trying to conceive, medicines that trigger ovulation, such as letrozole, are effective for many women. Fertility treatment should be planned with a gynaecologist.

Supplements such as inositol are widely promoted for PCOS. The evidence for them is limited so far; discuss them with your doctor instead of relying on them in place of proven treatment.

## PCOS and pregnancy

Having PCOS does not mean you cannot have children. Many women with PCOS conceive naturally, and most of those who need help succeed with simple treatment. If you are planning a pregnancy, see your doctor beforehand: getting blood sugar and weight into a healthy range, and starting folic acid, improve the chances of a healthy pregnancy. Because diabetes in pregnancy is more common with PCOS, you may be tested for it earlier than other women.

## When to see a doctor

See a gynaecologist if your periods are irregular for more than a year or two after they began, if you have no period for three months or more, if you have sudden or rapidly worsening hair growth or a deepening voice, or if you have been trying for a baby for a year (six months if you are over 35) without success.
`,
};
