import type { ContentDoc } from '../content-types.ts';

export const smartbuyEn: ContentDoc = {
  title: 'Smartbuy Policy',
  description: 'The terms of Dawa orders that start on the Smartbuy deals platform: partner offers, sign-in, prices, refunds and support.',
  lead: 'Smartbuy is a deals platform of our banking partner. Its members can reach Dawa from Smartbuy and order with the platform\'s offers. This policy covers what is different about those orders; everything else follows our [Terms and Conditions](/legal/terms-and-conditions).',
  sections: [
    {
      id: 'arrival',
      heading: 'Coming from Smartbuy',
      blocks: [
        'When you open Dawa from Smartbuy, the platform passes us a partner reference so the order can be matched to its offer. We remember that you came from Smartbuy for 24 hours in a cookie; after that, or if you arrive another way, Smartbuy offers do not apply.',
        'You sign in to Dawa with your own mobile number as usual. Smartbuy does not get your prescriptions or medical details from us.',
      ],
    },
    {
      id: 'offers',
      heading: 'Offers and rewards',
      blocks: [
        'Smartbuy offers (for example extra discount or reward points for paying with the partner bank\'s card) are set by the platform and its bank, which also decide who qualifies. We show the offer\'s terms before you pay. A Smartbuy offer cannot be combined with a Dawa promo code unless the offer says so.',
        'Reward points or cashback are credited by the platform or the bank, not by Dawa, within the time their terms state.',
      ],
    },
    {
      id: 'orders',
      heading: 'Your order',
      blocks: [
        'Prices, prescriptions, delivery, cancellation and returns are the same as for any Dawa order: see our [Return Policy](/return-policy). When an item is returned or cancelled, any partner offer on it is reversed in proportion.',
      ],
    },
    {
      id: 'support',
      heading: 'Support',
      blocks: [
        'For the order, its delivery or a refund, contact Dawa at {phone}. For points, cashback or the eligibility of an offer, contact Smartbuy or your bank.',
      ],
    },
  ],
};
