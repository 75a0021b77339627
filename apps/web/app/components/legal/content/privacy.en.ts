import type { ContentDoc } from '../content-types.ts';

export const privacyEn: ContentDoc = {
  title: 'Privacy Policy',
  description:
    'What personal and health data Dawa collects, why, how long we keep it, who sees it, and how to access, correct or erase it under the Digital Personal Data Protection Act, 2023.',
  lead: 'Dawa is the data fiduciary for the personal data you give us when you use our online pharmacy. This policy explains, in plain words, what we collect, why, how long we keep it and the rights the Digital Personal Data Protection Act, 2023 (DPDP Act) gives you.',
  sections: [
    {
      id: 'collect',
      heading: 'What we collect',
      blocks: [
        {
          list: [
            'Your mobile number, which is how you sign in (we send it a one-time code).',
            'Your name, if you give it, and the delivery addresses you save: name, phone, house and street, area, city, state and pincode.',
            'Prescriptions you upload: the image or PDF and what it shows (patient, doctor, medicines). This is health data and we treat it with extra care.',
            'Your orders: the medicines and quantities, prices, promo codes used, delivery choice, and the order\'s status history.',
            'Payment references: the payment method type, the gateway\'s transaction and order ids, the amount and the result. We never receive or store card numbers, CVV, UPI PIN or net-banking passwords: those go straight to the payment gateway.',
            'Your IP address and the time of requests, to limit abuse such as repeated login codes (for example at most 3 codes to one number in 10 minutes).',
            'Your chosen pincode and city, to show delivery estimates.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and storage in your browser',
      blocks: [
        'We use only the cookies the store needs to work. We use no advertising or cross-site tracking cookies.',
        {
          list: [
            'A sign-in cookie holding a random session code (it ends after 30 days of no use, 90 days at most, or when you log out).',
            'A cart cookie holding the product ids and quantities of a guest cart, and a checkout cookie holding your choices for the current order (address, delivery speed, prescription, payment method) for the browser session.',
            'Location cookies with the pincode and city you chose.',
            'Your recent searches, kept in your browser only.',
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: 'Why we use it',
      blocks: [
        {
          list: [
            'To sign you in and keep your account safe.',
            'To check prescriptions, as the Drugs and Cosmetics Act, 1940 and its rules require before we dispense Rx medicines.',
            'To take payment, pack and deliver your order, and tell you about it by SMS and in the app.',
            'To answer your questions and complaints, process returns and refunds.',
            'To prevent fraud and abuse, and to meet our legal duties (tax, pharmacy records).',
          ],
        },
        'We process this data because you consent to it when you sign in and order, and where the law requires us to keep it. We do not sell your data and do not use your prescriptions or orders for advertising.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        {
          list: [
            'Our pharmacists, who check prescriptions and pack orders.',
            'Delivery partners: your name, phone number and address for the delivery only.',
            'The payment gateway and your bank, for the payment only.',
            'The SMS provider that delivers login codes and order updates.',
            'Government authorities, only when the law requires it.',
          ],
        },
        'Each of them may use the data only for the task we give them. Your data is stored in India.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        {
          list: [
            'Login codes: 10 minutes; records of code requests used for abuse limits: up to 30 days.',
            'Sign-in sessions: until you log out, or 30 days without use (90 days at most).',
            'Account details and saved addresses: while your account is open, and erased within 30 days of your request to delete it.',
            'Prescriptions and order records, including payment references: 8 years after the order, because pharmacy, tax and consumer law require us to keep them.',
            'Guest cart and checkout cookies: until you sign in, order or clear them; the checkout cookie ends with the browser session.',
          ],
        },
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      blocks: [
        'Under the DPDP Act you can:',
        {
          list: [
            'Access: ask for a summary of the personal data we hold about you and who we shared it with.',
            'Correct and update: change your name and addresses in your account, or ask us to correct anything else.',
            'Erase: ask us to delete your account and data. We delete what the law does not require us to keep and tell you what we must keep and for how long.',
            'Withdraw consent at any time, as easily as you gave it. Withdrawal does not undo what was lawfully done before it; without some data (your number, an address) we cannot deliver orders.',
            'Nominate a person who may exercise these rights for you if you die or become unable to.',
            'Have your complaints answered by our Grievance Officer, and then by the Data Protection Board of India.',
          ],
        },
        'To use any of these rights, write to privacy@dawa.example from the email you wish us to reply to, or call {phone}. We confirm the request by a one-time code to your registered number before acting on it.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      blocks: [
        'Login codes and session codes are stored only as hashes. Prescription files are stored privately and can be opened only by the account that uploaded them and our pharmacists. Pages that show your data are never kept in shared caches. If a data breach affects you, we tell you and the Data Protection Board as the law requires. To report a security problem, see our [Vulnerability Disclosure Policy](/vulnerability-disclosure-policy).',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        'Accounts are for adults. A parent or guardian may order medicines for a child and upload the child\'s prescription; we use that data only to dispense and deliver the order.',
      ],
    },
    {
      id: 'grievance',
      heading: 'Grievance Officer',
      blocks: [
        'Grievance Officer, Dawa. Email: privacy@dawa.example. Phone: {phone} (9 am to 9 pm, every day).',
        'We acknowledge a complaint within 48 hours and resolve it within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: ['When we change this policy we update the date above; if a change affects how we use data you gave us, we ask for your consent again.'],
    },
  ],
};
