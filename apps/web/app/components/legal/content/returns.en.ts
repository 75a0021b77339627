import type { ContentDoc } from '../content-types.ts';

export const returnsEn: ContentDoc = {
  title: 'Return Policy',
  description:
    'Dawa\'s 30 day return policy: what you can return, what cannot be returned for safety reasons, damaged, wrong or expired items, and when refunds reach you.',
  lead: 'Most items can be returned within 30 days of delivery. Medicines are different from other goods: once a medicine leaves our control we cannot know how it was stored, so some items cannot be taken back. This page says which, and how refunds work.',
  sections: [
    {
      id: 'window',
      heading: '30 day returns',
      blocks: [
        'You can return an item within 30 days of delivery if it is unopened, in its original packaging with the batch number and expiry date readable, and its seal intact. Each medicine page shows whether the item is returnable.',
        'To return an item, call us at {phone} with your order number. We arrange a pickup from your delivery address; a pharmacist checks the item when it reaches us.',
      ],
    },
    {
      id: 'non-returnable',
      heading: 'What cannot be returned',
      blocks: [
        {
          list: [
            'Opened packs and cut or partly used strips: a strip with some tablets removed cannot be resold safely.',
            'Items that must be kept cold (insulin, some vaccines and injections, marked "Refrigerated"): the cold chain cannot be proven once they leave us.',
            'Items without their original packaging, or whose batch number or expiry date is missing or unreadable.',
            'Items whose seal is broken, and personal-care items that have been used.',
            'Items returned after 30 days from delivery.',
          ],
        },
        'Damaged, wrong and expired items are always taken back, whatever the list above says (see below).',
      ],
    },
    {
      id: 'on-delivery',
      heading: 'Damaged, wrong or expired items',
      blocks: [
        'Check your order when it arrives. If an item is damaged or leaking, is not what you ordered (a different medicine, strength or pack), is missing, or has expired or expires within the time you need it, tell us within 48 hours of delivery at {phone}, with a photo of the item and its batch and expiry details if you can.',
        'We replace the item or refund it in full, including any delivery fee you paid for it, and collect the item at no cost to you. Do not take a medicine that looks damaged or different from what was prescribed.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      blocks: [
        'Once the pharmacist accepts the return (usually within 2 working days of pickup), we refund the price you paid for the item, after its share of any promo discount:',
        {
          list: [
            'Paid by UPI, card, net banking or wallet: to the same account or card. It reaches you in 5 to 7 working days, depending on your bank.',
            'Cash on delivery: to a bank account or UPI id you give us, within 5 to 7 working days.',
            'Cancelled before shipping, or a payment that failed but was debited: the full amount goes back to where it came from; a failed payment is refunded automatically by the gateway.',
          ],
        },
        'If a refund has not reached you after 7 working days, call us with the order number and we will give you the bank reference number.',
      ],
    },
    {
      id: 'help',
      heading: 'Questions',
      blocks: ['See the [Help centre](/help) or our [Customer Support Policy](/customer-support-policy).'],
    },
  ],
};
