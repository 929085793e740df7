/** The demo store's catalogue and the small word lists its reviews and questions are built from. */

export interface DemoProductTemplate {
  readonly title: string;
  /** Index into DEMO_COLLECTIONS. */
  readonly collection: number;
  readonly price: number;
  /** Option values; an empty list is a product with only Shopify's default variant. */
  readonly variants: readonly string[];
  readonly status?: 'DRAFT' | 'ARCHIVED';
}

export const DEMO_COLLECTIONS = ['Home & Living', 'Kitchen & Dining', 'Outdoor & Travel', 'Apparel', 'Wellness'] as const;
/** Extra collections filled from the catalogue by popularity and price. */
export const BEST_SELLERS_COLLECTION = 'Best Sellers';
export const GIFTS_COLLECTION = 'Gifts Under $30';
export const GIFT_PRICE_LIMIT = 30;

export const DEMO_PRODUCTS: readonly DemoProductTemplate[] = [
  { title: 'Linen Throw Pillow', collection: 0, price: 34, variants: ['Sand', 'Sage', 'Charcoal'] },
  { title: 'Chunky Knit Blanket', collection: 0, price: 89, variants: ['Cream', 'Rust'] },
  { title: 'Ceramic Table Lamp', collection: 0, price: 120, variants: [] },
  { title: 'Woven Storage Basket', collection: 0, price: 28, variants: ['Small', 'Medium', 'Large'] },
  { title: 'Soy Wax Candle', collection: 0, price: 22, variants: ['Cedar', 'Fig', 'Sea Salt', 'Amber'] },
  { title: 'Stoneware Vase', collection: 0, price: 46, variants: [] },
  { title: 'Cotton Bath Towel Set', collection: 0, price: 58, variants: ['White', 'Grey'] },
  { title: 'Oak Wall Shelf', collection: 0, price: 75, variants: ['60 cm', '90 cm'], status: 'DRAFT' },
  { title: 'Cast Iron Skillet', collection: 1, price: 42, variants: ['20 cm', '26 cm', '30 cm'] },
  { title: 'Pour-Over Coffee Set', collection: 1, price: 64, variants: [] },
  { title: 'Bamboo Cutting Board', collection: 1, price: 26, variants: ['Medium', 'Large'] },
  { title: 'Glass Meal Prep Containers', collection: 1, price: 32, variants: ['Set of 3', 'Set of 5'] },
  { title: 'Enamel Dutch Oven', collection: 1, price: 110, variants: ['Blue', 'Red', 'Cream'] },
  { title: "Chef's Knife", collection: 1, price: 85, variants: [] },
  { title: 'Linen Apron', collection: 1, price: 38, variants: ['Natural', 'Olive'] },
  { title: 'Stoneware Mug', collection: 1, price: 18, variants: ['Speckled', 'Matte Black', 'Sky'] },
  { title: 'Insulated Water Bottle', collection: 2, price: 29, variants: ['500 ml', '750 ml', '1 l'] },
  { title: 'Packable Rain Jacket', collection: 2, price: 95, variants: ['S', 'M', 'L', 'XL'] },
  { title: 'Travel Hammock', collection: 2, price: 54, variants: [] },
  { title: 'Trail Daypack', collection: 2, price: 72, variants: ['Black', 'Forest'] },
  { title: 'Camp Lantern', collection: 2, price: 36, variants: [], status: 'ARCHIVED' },
  { title: 'Merino Hiking Socks', collection: 2, price: 19, variants: ['S', 'M', 'L'] },
  { title: 'Organic Cotton Tee', collection: 3, price: 27, variants: ['S', 'M', 'L', 'XL'] },
  { title: 'Relaxed Linen Shirt', collection: 3, price: 68, variants: ['S', 'M', 'L'] },
  { title: 'Wool Beanie', collection: 3, price: 24, variants: ['Charcoal', 'Mustard', 'Navy'] },
  { title: 'Canvas Tote Bag', collection: 3, price: 21, variants: [] },
  { title: 'Leather Card Wallet', collection: 3, price: 45, variants: ['Tan', 'Black'] },
  { title: 'Everyday Sneakers', collection: 3, price: 98, variants: ['38', '40', '42', '44'] },
  { title: 'Cork Yoga Mat', collection: 4, price: 79, variants: ['Plum', 'Moss'] },
  { title: 'Aromatherapy Diffuser', collection: 4, price: 49, variants: [] },
  { title: 'Silk Sleep Mask', collection: 4, price: 25, variants: ['Champagne', 'Black'] },
  { title: 'Bath Salt Soak', collection: 4, price: 16, variants: ['Lavender', 'Eucalyptus'] },
  { title: 'Foam Roller', collection: 4, price: 33, variants: [] },
  { title: 'Herbal Tea Sampler', collection: 4, price: 23, variants: [], status: 'DRAFT' },
  { title: 'Jade Face Roller', collection: 4, price: 29, variants: [] },
  { title: 'Weighted Eye Pillow', collection: 4, price: 31, variants: ['Lavender', 'Unscented'] },
];

export const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Ethan', 'Sophia', 'Mason', 'Isabella', 'Lucas', 'Mia', 'Logan',
  'Amelia', 'James', 'Harper', 'Benjamin', 'Evelyn', 'Elijah', 'Abigail', 'Oliver', 'Emily', 'Jacob', 'Ella',
  'Daniel', 'Chloe', 'Henry', 'Grace', 'Samuel', 'Zoe', 'David', 'Nora', 'Leo', 'Hannah', 'Owen', 'Lily',
  'Priya', 'Mateo', 'Yuki', 'Fatima', 'Jonas',
] as const;

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Martinez', 'Lopez', 'Wilson',
  'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark',
  'Lewis', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Nguyen', 'Patel', 'Kim', 'Schmidt', 'Rossi',
  'Dubois', 'Tanaka',
] as const;

/** Country and the language its reviewers write in, with how often they appear. */
export const REVIEWER_LOCALES: readonly (readonly [readonly [string, string], number])[] = [
  [['US', 'en'], 40],
  [['GB', 'en'], 12],
  [['CA', 'en'], 10],
  [['AU', 'en'], 8],
  [['DE', 'de'], 6],
  [['FR', 'fr'], 6],
  [['ES', 'es'], 4],
  [['IT', 'it'], 3],
  [['NL', 'nl'], 3],
  [['JP', 'ja'], 3],
  [['BR', 'pt'], 3],
  [['MX', 'es'], 2],
];

export type Sentiment = 'positive' | 'mixed' | 'negative';

export const REVIEW_TITLES: Readonly<Record<Sentiment, readonly string[]>> = {
  positive: [
    'Absolutely love it',
    'Better than expected',
    'Great quality',
    'Worth every penny',
    'My new favourite',
    'Beautiful and well made',
    'Perfect gift',
    'Exactly as described',
    'Five stars from me',
    'Would buy again',
  ],
  mixed: ['Good, not great', 'Nice but a bit small', 'Decent for the price', 'Almost perfect', 'Okay overall', 'Mixed feelings'],
  negative: [
    'Disappointed',
    'Not as pictured',
    'Fell apart quickly',
    'Would not buy again',
    'Arrived damaged',
    'Poor quality',
    'Not worth the price',
  ],
};

export const REVIEW_OPENERS: Readonly<Record<Sentiment, readonly string[]>> = {
  positive: [
    'I bought the {product} for myself and I use it every day.',
    'Ordered the {product} as a birthday gift and my sister loves it.',
    'This {product} is even nicer in person than in the photos.',
    'I was hesitant at first, but the {product} won me over.',
    'Second time buying the {product} and it is still great.',
    'The {product} arrived quickly and was beautifully packed.',
  ],
  mixed: [
    'The {product} is fine, but I expected a little more.',
    'I like the {product}, though it took a while to arrive.',
    'The {product} looks good but feels lighter than I thought.',
    'It does the job, but the {product} is smaller than the photos suggest.',
  ],
  negative: [
    'Unfortunately the {product} did not live up to the description.',
    'My {product} arrived with a scratch on one side.',
    'I returned the {product} after a week.',
    'The {product} stopped working after a few uses.',
  ],
};

export const REVIEW_DETAILS: Readonly<Record<Sentiment, readonly string[]>> = {
  positive: [
    'The materials feel solid and the finish is lovely.',
    'The colour matches the website perfectly.',
    'It is sturdy, easy to clean and looks great on the shelf.',
    'Customer service answered my question within an hour.',
    'You can tell a lot of care went into making it.',
    'It fits perfectly and the size guide was accurate.',
  ],
  mixed: [
    'The stitching is neat, but the colour is slightly off.',
    'Shipping took longer than promised.',
    'It works well, although the instructions were confusing.',
    'Good value, just not quite premium.',
  ],
  negative: [
    'The seams started coming apart almost immediately.',
    'The colour is much duller than in the photos.',
    'It feels cheap and the edges are rough.',
    'Getting a reply from support took several days.',
  ],
};

export const REVIEW_CLOSERS: Readonly<Record<Sentiment, readonly string[]>> = {
  positive: ['Highly recommend!', 'Already ordering another one.', 'Thank you!', 'Ten out of ten.', 'Will definitely shop here again.'],
  mixed: ['Would probably buy again on sale.', 'Three stars for now.', 'Not bad overall.'],
  negative: ['I expected much better.', 'I would not recommend it.', 'Very disappointing.'],
};

export const REPLIES: Readonly<Record<Sentiment, readonly string[]>> = {
  positive: [
    'Thank you so much for the kind words! We are thrilled you love it.',
    'We really appreciate your review. Enjoy!',
    'Thanks for shopping with us, it means a lot to our small team.',
  ],
  mixed: [
    'Thank you for the honest feedback. We are passing it on to our product team.',
    'Thanks for letting us know. Please reach out if there is anything we can do.',
  ],
  negative: [
    'We are so sorry to hear this. We have e-mailed you about a replacement.',
    'This is not the experience we want for you. Our team will contact you today to make it right.',
  ],
};

/** Questions shoppers ask, each with the answer the shop gives. */
export const QUESTIONS_AND_ANSWERS: readonly (readonly [string, string])[] = [
  ['Is the {product} easy to clean?', 'Yes: a wipe with a damp cloth is all it needs.'],
  ['What are the exact dimensions of the {product}?', 'All dimensions are listed in the Details tab; feel free to e-mail us for anything else.'],
  ['Does the {product} come gift wrapped?', 'We can gift wrap any order: just add a note at checkout.'],
  ['How long does shipping take to Canada?', 'Orders to Canada usually arrive within 5 to 8 business days.'],
  ['Is the {product} suitable for sensitive skin?', 'It is made without dyes or fragrance and suits most sensitive skin.'],
  ['Will the {product} be restocked in other colours?', 'New colours arrive next season. Sign up to our newsletter to hear first.'],
  ['Can I return the {product} if it does not fit?', 'Of course: returns are free within 30 days of delivery.'],
  ['Is the {product} made from recycled materials?', 'Most of it is; the product page lists the exact materials.'],
  ['How heavy is the {product}?', 'It is lighter than it looks, a little under one kilogram.'],
  ['Does the {product} have a warranty?', 'Every product has a two-year warranty against manufacturing defects.'],
];
