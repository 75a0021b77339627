import type { ContentDoc } from '../content-types.ts';

export const helpEn: ContentDoc = {
  title: 'Help and FAQs',
  description:
    'Answers about ordering medicines on Dawa: prescriptions, delivery fees and express delivery, promo codes, payment methods, cash on delivery, cancellations, returns and refunds.',
  lead: 'Quick answers about ordering from Dawa. Tap a question to read the answer.',
  sections: [
    {
      id: 'ordering',
      heading: 'Ordering',
      faqs: [
        {
          q: 'How do I order medicines?',
          a: [
            'Search for a medicine by its name or its salt (for example "paracetamol"), choose the quantity and tap Add to cart. In the cart, apply a promo code if you have one, then choose an address, a delivery speed and a payment method, and place the order.',
          ],
        },
        {
          q: 'Do I need an account?',
          a: [
            'You can browse and fill your cart without one; the cart stays in your browser. To place an order you sign in with your mobile number and the one-time code we send by SMS. Your cart joins your account cart when you sign in.',
          ],
        },
        {
          q: 'Can I order a medicine that is not on the site?',
          a: [
            'Yes. Search for it and, when nothing matches, request it as a custom medicine, or call {phone} and our pharmacist will place the order for you.',
          ],
        },
        {
          id: 'generics',
          q: 'Can I buy a cheaper generic instead?',
          a: [
            'Each medicine page lists alternatives with the same active ingredients in the same strength and shows the saving per unit. Your cart also suggests them. Switch only after asking your doctor; we never switch a medicine without your tap.',
          ],
        },
      ],
    },
    {
      id: 'prescriptions',
      heading: 'Prescriptions',
      faqs: [
        {
          q: 'Which medicines need a prescription?',
          a: [
            'Medicines marked Rx. You can add them to your cart, but you need a valid prescription from a registered doctor before the order is placed.',
          ],
        },
        {
          q: 'How do I upload a prescription?',
          a: [
            'At checkout, or from [Upload Prescription](/upload-prescription). You can upload up to 5 files per order, each up to 10 MB, as JPEG, PNG or PDF. iPhone HEIC photos are not accepted yet: set the camera to "Most Compatible" or save the photo as JPEG. You can also choose a prescription you uploaded before.',
          ],
        },
        {
          q: 'What must the prescription show?',
          a: [
            {
              list: [
                "The doctor's name, registration number and signature.",
                "The patient's name and the date.",
                'The medicines you are ordering, clearly readable.',
              ],
            },
          ],
        },
        {
          q: 'Who sees my prescription?',
          a: [
            'Only you and our pharmacists. It is stored privately and is never shown to anyone else. See the [Privacy Policy](/legal/privacy-policy).',
          ],
        },
      ],
    },
    {
      id: 'delivery',
      heading: 'Delivery',
      faqs: [
        {
          q: 'Where do you deliver?',
          a: [
            'To about 19,400 pincodes in 746 cities (districts) across India. Enter your pincode at the top of any page to see whether we deliver there and when.',
          ],
        },
        {
          q: 'What does delivery cost?',
          a: [
            {
              list: [
                'Standard delivery: free on orders of ₹499 or more (after the promo discount); ₹49 below that.',
                'Express delivery: ₹99.',
                'A handling fee of ₹9 on orders below ₹299.',
              ],
            },
          ],
        },
        {
          q: 'How fast is delivery?',
          a: [
            'Express delivery, in the Mumbai, Delhi, Bengaluru, Chennai, Kolkata, Hyderabad, Pune and Ahmedabad areas, arrives the same day if you order before 2 pm, otherwise the next day. Standard delivery takes about 2 days to towns and up to 4 days to villages. Orders with prescription medicines ship after the pharmacist has checked the prescription.',
          ],
        },
      ],
    },
    {
      id: 'payments',
      heading: 'Payments and promo codes',
      faqs: [
        {
          q: 'How can I pay?',
          a: [
            'By UPI, debit or credit card, net banking, a wallet, or cash on delivery. UPI payments get ₹25 off on orders of ₹499 or more. Your card and UPI details go straight to the payment gateway; we never see your card number.',
          ],
        },
        {
          q: 'Is cash on delivery available?',
          a: ['Yes, for orders up to ₹5,000. It costs ₹20. Please keep the exact amount ready.'],
        },
        {
          q: 'How do promo codes work?',
          a: [
            'Enter the code in your cart. One code applies per order. Each code has its own rules, shown when you apply it: a minimum order value, a maximum discount, first order only, or once per customer. For example DAWA10 gives 10% off, up to ₹100. If a code does not apply, the cart tells you why.',
          ],
        },
        {
          q: 'Money left my account but the order failed. What now?',
          a: [
            'You will not be charged for an order that did not go through. If the bank debited you, the amount goes back to the same account automatically, usually within 5 to 7 working days. Your cart is kept as it was, so you can try again. If a payment stays pending, we check it with the gateway every minute and cancel it if it is not confirmed within 30 minutes.',
          ],
        },
      ],
    },
    {
      id: 'cancellations',
      heading: 'Cancelling an order',
      faqs: [
        {
          q: 'Can I cancel my order?',
          a: [
            'A cash-on-delivery order, or an order whose payment has not gone through, can be cancelled from My Orders until it is shipped. To cancel an order you paid for online, call {phone} before it is shipped; the full amount is refunded to your original payment method.',
          ],
        },
      ],
    },
    {
      id: 'returns',
      heading: 'Returns and refunds',
      faqs: [
        {
          q: 'Can I return a medicine?',
          a: [
            'Unopened items in their original packaging can be returned within 30 days of delivery. Opened or cut strips, items that must be kept cold, and items without their original pack or batch details cannot be returned. Read the [Return Policy](/return-policy).',
          ],
        },
        {
          q: 'My order arrived damaged, wrong or expired.',
          a: [
            'Tell us within 48 hours of delivery at {phone}. We replace the item or refund it in full, and collect it at no cost to you.',
          ],
        },
        {
          q: 'When will I get my refund?',
          a: [
            'Online payments are refunded to the same account or card, and cash-on-delivery orders to a bank account or UPI id you give us, within 5 to 7 working days of the refund being approved.',
          ],
        },
      ],
    },
  ],
};
