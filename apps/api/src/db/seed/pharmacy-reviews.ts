// Product reviews written the way Indian buyers write them, on about three products in five (more on
// popular ones), and each product's real average and count computed from them.
import type { productReviews } from '../schema/pharmacy.ts';
import { pick, type Rand } from './doctors-build.ts';
import type { ProductRow } from './pharmacy-build.ts';

export type ReviewRow = typeof productReviews.$inferInsert;

const FIRST = [
  'Aarav',
  'Ananya',
  'Rohit',
  'Sneha',
  'Vikram',
  'Pooja',
  'Arjun',
  'Kavya',
  'Rahul',
  'Meera',
  'Siddharth',
  'Divya',
  'Karthik',
  'Neha',
  'Amit',
  'Lakshmi',
  'Farhan',
  'Ishita',
  'Manoj',
  'Priyanka',
  'Suresh',
  'Nandini',
  'Harpreet',
  'Deepa',
  'Abhishek',
  'Fatima',
  'Gaurav',
  'Revathi',
  'Joseph',
  'Tanvi',
];
const LAST = [
  'Sharma',
  'Iyer',
  'Reddy',
  'Patel',
  'Nair',
  'Gupta',
  'Das',
  'Menon',
  'Singh',
  'Kulkarni',
  'Banerjee',
  'Khan',
  'Rao',
  'Joshi',
  'Pillai',
  'Verma',
  'Chatterjee',
  'Shetty',
  'Agarwal',
  'Fernandes',
];

type Lines = { title: string[]; comment: string[] };
const TEXT: Record<'medicine' | 'product', Record<'good' | 'okay' | 'bad', Lines>> = {
  medicine: {
    good: {
      title: [
        'Genuine medicine',
        'Good price, fast delivery',
        'Same as my chemist gives',
        'Reliable',
        'Well packed',
      ],
      comment: [
        'Genuine product with expiry more than a year away. Delivered in two days.',
        'Same strip my local chemist gives, but cheaper here. Will order again.',
        'My father takes this daily. Ordering every month now, never had an issue.',
        'Pharmacist called to confirm the prescription and it was delivered the next day.',
        'Packaging was sealed and the batch number and expiry were clearly printed.',
      ],
    },
    okay: {
      title: ['Okay, delivery was slow', 'Fine but packaging can improve', 'Average experience'],
      comment: [
        'Medicine is fine but delivery took a day longer than shown.',
        'Product is genuine, but the box was slightly crushed.',
        'Price is good. Prescription verification took a few hours.',
      ],
    },
    bad: {
      title: ['Delivery delayed', 'Short expiry', 'Not happy with packing'],
      comment: [
        'Order was delayed by three days and I had to buy it locally meanwhile.',
        'Expiry was only six months away. Please send fresher stock.',
        'One strip was torn at the edge. Support replaced it, but it took time.',
      ],
    },
  },
  product: {
    good: {
      title: [
        'Works as described',
        'Value for money',
        'Highly recommended',
        'Very happy with it',
        'Excellent quality',
      ],
      comment: [
        'Exactly as described and good value for money. Arrived well packed.',
        'Using it for a month now and I am very happy. Will buy again.',
        'Good quality and easy to use. My parents find it simple too.',
        'Original product, checked the batch code. Delivery was quick.',
        'Better than what I was using before. Worth the price.',
      ],
    },
    okay: {
      title: ['Decent', 'Good but a bit pricey', 'Does the job'],
      comment: [
        'Does the job, nothing special. Packaging could be better.',
        'Good product but a little expensive even after the discount.',
        'Decent quality. Took some time to get used to it.',
      ],
    },
    bad: {
      title: ['Not for me', 'Disappointed', 'Quality could be better'],
      comment: [
        'Did not suit me. Return was accepted within the 7-day window.',
        'Expected better quality for this price.',
        'Arrived late and the outer box was damaged.',
      ],
    },
  },
};

function rating(rand: Rand): number {
  const r = rand();
  return r < 0.45 ? 5 : r < 0.75 ? 4 : r < 0.87 ? 3 : r < 0.94 ? 2 : 1;
}

const SEED_NOW = Date.UTC(2026, 10, 15);

export function buildReviews(rand: Rand, rows: ProductRow[]) {
  const reviews: ReviewRow[] = [];
  const stats = new Map<string, { avg: number; count: number }>();
  let n = 0;
  for (const p of rows) {
    const popular = p.totalSold > 1200;
    if (!popular && rand() < 0.4) continue;
    const count = 1 + Math.floor(rand() * (popular ? 9 : 4));
    let sum = 0;
    for (let i = 0; i < count; i++) {
      const stars = rating(rand);
      sum += stars;
      const text =
        TEXT[p.kind === 'medicine' ? 'medicine' : 'product'][
          stars >= 4 ? 'good' : stars === 3 ? 'okay' : 'bad'
        ];
      const start = p.createdAt.getTime();
      n += 1;
      reviews.push({
        id: `rvw_${String(n).padStart(5, '0')}`,
        productId: p.id,
        userId: null,
        authorName: `${pick(rand, FIRST)} ${pick(rand, LAST)}`,
        verified: rand() < 0.75,
        rating: stars,
        title: pick(rand, text.title),
        comment: pick(rand, text.comment),
        helpful: Math.floor(rand() * rand() * 60),
        createdAt: new Date(start + Math.floor(rand() * (SEED_NOW - start))),
      });
    }
    stats.set(p.id, { avg: Math.round((sum / count) * 100) / 100, count });
  }
  return { reviews, stats };
}
