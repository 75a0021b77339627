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
            'Your mobile number, which is how you sign in (we send it a one-time code), and when each of your sign-ins started and was last used.',
            'Your name and email, if you give them, and the delivery addresses you save: name, phone, house and street, landmark, pincode and city.',
            'Prescriptions you upload: the image or PDF and what it shows (patient, doctor, medicines), and the patients you add (name, relation, age, gender). This is health data and we treat it with extra care.',
            "Your orders: the medicines and quantities, prices, promo codes used, delivery choice, any note you add, and the order's status history.",
            "Payment references: the payment method type, the gateway's transaction and order ids, the amount and the result, and how you paid as you would recognise it (a UPI id or a masked card such as •••• 1111). We never receive or store card numbers, CVV, UPI PIN or net-banking passwords: those go straight to the payment gateway.",
            'Your cart, the products you save for later, and the notifications we show you in the app.',
            'The choices you make about optional uses of your data (below), with the date and the version of this policy you saw.',
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
      heading: 'Why we use it, and on what basis',
      blocks: [
        'What you give us to place an order, we use for that order. The Digital Personal Data Protection Act calls this a legitimate use (Section 7(a)): it needs no separate consent, and it is not one you can switch off while still ordering.',
        {
          list: [
            'To sign you in and keep your account safe.',
            'To check prescriptions, as the Drugs and Cosmetics Act, 1940 and its rules require before we dispense Rx medicines.',
            'To take payment, pack and deliver your order, and tell you about it by SMS and in the app.',
            'To answer your questions and complaints, process returns and refunds.',
            'To prevent fraud and abuse, and to meet our legal duties (tax invoices, pharmacy records).',
          ],
        },
        'We do not sell your data and do not use your prescriptions or orders for advertising.',
      ],
    },
    {
      id: 'choices',
      heading: 'What is optional: your consent',
      blocks: [
        'These uses are off until you turn them on, and you can turn each one off again in one tap, as easily as you turned it on (Section 6 of the DPDP Act). We record each choice with its date and the version of this policy you saw.',
        {
          list: [
            'Order updates on WhatsApp, as well as by SMS.',
            'Offers and refill reminders by SMS or WhatsApp.',
            'Personalised suggestions based on what you ordered before.',
          ],
        },
        'Change them under [Your data and privacy](/account/privacy) in your account. Turning one off stops that use from then on; it does not undo what was done before.',
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
            'Login codes: 10 minutes. Records of code requests (number and IP address), used for the abuse limits: 2 days.',
            'Sign-ins: until you log out, after 30 days without use, or 90 days at most; all of them end when you erase your account.',
            'Your profile, addresses, patients, prescriptions and their files, cart, saved items, notifications and linked wallets: while your account is open. When you erase your account they are deleted at once, and the prescription files are removed from our storage.',
            'Orders (items, prices, amounts, status history and payment references): 8 years from the order. Tax invoices must be kept for 72 months after the annual GST return of their financial year (Section 36 of the Central Goods and Services Tax Act, 2017), and the pharmacy must keep its sale records (Drugs and Cosmetics Rules, 1945). After you erase your account an order keeps only the pincode and city it went to, never your phone number or note; the name and address stay only on an order of ₹50,000 or more, because its invoice must name them (Rule 46, CGST Rules, 2017).',
            'Schedule H1 register entries (prescriber, patient, medicine, quantity, date): 3 years, as Rule 65 of the Drugs and Cosmetics Rules, 1945 requires. Erasing your account does not remove them.',
            'The record of the consents you gave and withdrew: kept, with no name or number once your account is erased, as our proof of what you agreed to and when (Section 6(10) of the DPDP Act).',
            'Guest cart and checkout cookies: until you sign in, order or clear them; the checkout cookie ends with the browser session.',
          ],
        },
        'The DPDP Act lets us keep what another law requires (Section 8(7)); we keep nothing else after you erase your account.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      blocks: [
        'Under the DPDP Act you can:',
        {
          list: [
            'Access (Section 11): download everything we hold about you as one file from [Your data and privacy](/account/privacy) in your account: profile, sign-ins, addresses, orders, payments, prescriptions, patients, consents, saved items, cart and notifications.',
            'Correct and update (Section 12): change your delivery addresses at checkout, or ask us to correct anything else.',
            'Erase (Section 12): erase your account from [Your data and privacy](/account/privacy), confirming with your mobile number. We delete at once what the law does not require us to keep, as listed above, and sign you out on every device. An account with an order still on its way can be erased once that order is delivered or cancelled. You can sign up again with the same number as a new account.',
            'Withdraw consent at any time, as easily as you gave it. Withdrawal does not undo what was lawfully done before it.',
            'Nominate a person (Section 14) who may exercise these rights for you if you die or become unable to: write to the Grievance Officer.',
            'Have your complaints answered by our Grievance Officer (Section 13), and then by the Data Protection Board of India.',
          ],
        },
        'For anything you cannot do in your account, write to the Grievance Officer from the email you wish us to reply to, or call {phone}. We confirm the request by a one-time code to your registered number before acting on it.',
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
        "Accounts are for adults. A parent or guardian may order medicines for a child and upload the child's prescription; we use that data only to dispense and deliver the order.",
      ],
    },
    {
      id: 'grievance',
      heading: 'Grievance Officer',
      blocks: [
        "Grievance Officer, Dawa: [placeholder — the officer's name and postal address will be published here before launch]. Email: privacy@dawa.example (placeholder address). Phone: {phone} (9 am to 9 pm, every day).",
        'We acknowledge a complaint within 48 hours and resolve it within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'When we change this policy we update the date above; if a change affects how we use data you gave us, we ask for your consent again.',
      ],
    },
  ],
};
