import type { ContentDoc } from '../content-types.ts';

export const supportEn: ContentDoc = {
  title: 'Customer Support Policy',
  description: 'How to reach Dawa\'s customer support, when we are available, how quickly we answer, and how to escalate a complaint.',
  lead: 'If something is wrong with an order, a payment or a page, we want to hear about it. This policy says how to reach us and what you can expect.',
  sections: [
    {
      id: 'reach',
      heading: 'How to reach us',
      blocks: [
        {
          list: [
            'Phone: {phone}, free, 9 am to 9 pm every day, including Sundays and holidays. Our pharmacists can also place an order for you on this number.',
            'Email: support@dawa.example, answered every day.',
            'Your orders: My Orders shows each order\'s status and timeline; cash-on-delivery and unpaid orders can be cancelled there until they are shipped.',
          ],
        },
        'Have your order number ready; we may send a one-time code to your registered mobile number to confirm it is you. We never ask for your card number, CVV, UPI PIN or login code.',
      ],
    },
    {
      id: 'times',
      heading: 'How quickly we answer',
      blocks: [
        {
          list: [
            'Calls: answered within 2 minutes in our hours.',
            'Emails: a first answer within 24 hours.',
            'Damaged, wrong or missing items: a replacement or refund decided within 2 working days.',
            'Prescription questions: a pharmacist calls back within 4 hours in our hours.',
            'Refunds: started the same day they are approved; see the [Return Policy](/return-policy) for when they reach you.',
          ],
        },
      ],
    },
    {
      id: 'escalation',
      heading: 'If you are not satisfied',
      blocks: [
        'Ask for the Grievance Officer, or write to privacy@dawa.example. We acknowledge a complaint within 48 hours and resolve it within 30 days, as the Consumer Protection (E-Commerce) Rules, 2020 require. You may also approach the National Consumer Helpline (1915) or a consumer commission.',
        'Complaints about your personal data are handled as our [Privacy Policy](/legal/privacy-policy) describes.',
      ],
    },
    {
      id: 'respect',
      heading: 'Respect',
      blocks: ['Our team treats every caller with courtesy and asks the same in return. We may end a call that turns abusive and continue by email.'],
    },
  ],
};
