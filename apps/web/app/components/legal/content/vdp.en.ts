import type { ContentDoc } from '../content-types.ts';

export const vdpEn: ContentDoc = {
  title: 'Vulnerability Disclosure Policy',
  description: 'How to report a security vulnerability in Dawa responsibly, what is in scope, and what we promise in return.',
  lead: 'We hold prescriptions, addresses and orders, so we take security reports seriously. If you believe you have found a vulnerability in Dawa, please tell us as this policy describes.',
  sections: [
    {
      id: 'report',
      heading: 'How to report',
      blocks: [
        'Email security@dawa.example with a description of the problem, the steps to reproduce it, the affected address or call, and what an attacker could do with it. Please do not report through social media or public issue trackers.',
      ],
    },
    {
      id: 'scope',
      heading: 'In scope',
      blocks: [
        {
          list: [
            'The Dawa storefront and its JSON API under /api.',
            'Login, sessions, carts, checkout, payments handling, prescription uploads and downloads, and order pages.',
          ],
        },
        'Out of scope: denial-of-service and load testing, social engineering of our staff or customers, physical attacks, spam, reports from automated scanners without a demonstrated impact, and third-party services such as the payment gateway itself.',
      ],
    },
    {
      id: 'rules',
      heading: 'Rules for testing',
      blocks: [
        {
          list: [
            'Use only your own accounts; never access, change or delete another person\'s data. If you reach someone else\'s data by accident, stop, do not keep it, and tell us.',
            'Do not place real orders you do not intend to pay for, and do not upload real prescriptions of other people.',
            'Give us 90 days to fix the problem before you publish anything about it.',
          ],
        },
      ],
    },
    {
      id: 'promise',
      heading: 'Our promise',
      blocks: [
        {
          list: [
            'We confirm your report within 3 working days and tell you what we will do about it.',
            'We keep you informed until it is fixed and credit you if you wish.',
            'We will not take legal action against research done in good faith within these rules.',
          ],
        },
      ],
    },
  ],
};
