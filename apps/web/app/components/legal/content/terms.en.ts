import type { ContentDoc } from '../content-types.ts';

export const termsEn: ContentDoc = {
  title: 'Terms and Conditions',
  description:
    'The terms that apply when you browse Dawa, sign in and order medicines: prescriptions, prices, delivery, payment, cancellation and returns.',
  lead: 'These terms apply when you use Dawa, our online pharmacy for India, on the web or a phone. By placing an order you accept them. Please read them together with our [Privacy Policy](/legal/privacy-policy) and [Return Policy](/return-policy).',
  sections: [
    {
      id: 'about',
      heading: 'About Dawa',
      blocks: [
        'Dawa sells prescription medicines, over-the-counter medicines and healthcare products for delivery to addresses in India. Medicines are dispensed by a registered pharmacist against a valid prescription where the law requires one.',
        'Our catalogue information (uses, side effects, compositions) is for general information. It does not replace the advice of your doctor or pharmacist. Never start, stop or change a medicine only because of what you read on this site.',
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      blocks: [
        'You sign in with an Indian mobile number and a one-time code sent by SMS. You must be 18 or older to order; a parent or guardian orders for a child.',
        'Keep your phone and the codes to yourself. You are responsible for orders placed from your account until you tell us it has been misused; call us at {phone} and we will stop it.',
        'You can browse and fill a cart without signing in; the cart is kept in your browser and joins your account cart when you sign in.',
      ],
    },
    {
      id: 'prescriptions',
      heading: 'Prescription medicines',
      blocks: [
        'Medicines marked Rx need a valid prescription from a registered medical practitioner. You upload it while ordering (up to 5 files, each up to 10 MB, as JPEG, PNG or PDF) or choose one you uploaded before.',
        'Our pharmacist checks every prescription before the order is packed. We may call you or your doctor, reduce the quantity to what is prescribed, or cancel the Rx items if the prescription is unclear, expired, not for the patient, or does not cover the medicine. When we cancel anything you paid for, we refund it in full.',
        'Uploading a prescription that is forged, altered or not yours is an offence. We report it and close the account.',
      ],
    },
    {
      id: 'prices',
      heading: 'Prices, offers and promo codes',
      blocks: [
        'Prices are in Indian rupees and include GST. The maximum retail price (MRP) is printed on the pack; our price is the same or lower. The cart always shows today\'s price, and the price you see on the payment page is the price you pay.',
        'Promo codes have their own rules (minimum order, maximum discount, first order only, once per customer, expiry) shown when you apply them. One code applies per order. A code cannot be exchanged for cash.',
        'If a price on the site is plainly wrong because of an error, we tell you before we ship and you may cancel for a full refund.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Delivery',
      blocks: [
        'We deliver to the serviceable pincodes shown when you enter your pincode. The delivery date we show is an estimate, not a guarantee.',
        {
          list: [
            'Standard delivery is free on orders of ₹499 or more (after the promo discount); below that it costs ₹49.',
            'Express delivery (same day when ordered before 2 pm, otherwise the next day) costs ₹99 and is offered only in the metro areas where we run our own delivery.',
            'A handling fee of ₹9 applies to orders below ₹299.',
          ],
        },
        'Check the pack, the seal and the expiry date when your order arrives. Tell us within 48 hours about anything damaged, wrong or missing; see the [Return Policy](/return-policy).',
      ],
    },
    {
      id: 'payment',
      heading: 'Payment',
      blocks: [
        'You can pay by UPI, debit or credit card, net banking, a wallet, or cash on delivery. Cash on delivery is available for orders up to ₹5,000 and costs ₹20.',
        'Card, UPI and bank details go straight to our payment gateway; Dawa never sees or stores your card number. An order paid online is confirmed only when the gateway confirms the payment to us.',
        'If money leaves your account but the payment does not reach us, the gateway refunds it automatically; if a payment reaches us for an order that was already cancelled or failed, we refund it to where it came from.',
      ],
    },
    {
      id: 'cancellation',
      heading: 'Cancelling an order',
      blocks: [
        'You can cancel a cash-on-delivery order, or an order whose payment has not gone through, yourself from My Orders until it is shipped.',
        'To cancel an order you paid for online, call us at {phone} before it is shipped; we cancel it and refund the full amount to the original payment method.',
        'We may cancel an order when an item is out of stock, the prescription does not cover it, the address cannot be served, or we suspect fraud. You are then refunded in full.',
      ],
    },
    {
      id: 'returns',
      heading: 'Returns and refunds',
      blocks: ['Returns, the items that cannot be returned, and refund timelines are set out in our [Return Policy](/return-policy).'],
    },
    {
      id: 'use',
      heading: 'Using the site fairly',
      blocks: [
        'Do not resell medicines bought from us, order on behalf of someone without their consent, try to break into the service, or collect its contents in bulk. We may limit quantities of a medicine per order to protect patients and stock.',
        'The Dawa name, logo and our own texts and drawings are ours. Catalogue facts come from public sources named in our [Editorial Policy](/legal/editorial-policy).',
      ],
    },
    {
      id: 'liability',
      heading: 'Our responsibility',
      blocks: [
        'We take care that the medicines we sell are genuine, stored correctly and within their shelf life. Our total liability for an order is limited to the amount you paid for it, except where the law does not allow such a limit (for example for death or injury caused by negligence).',
        'Your rights under the Consumer Protection Act, 2019 and the E-Commerce Rules, 2020 are not affected by these terms.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Complaints, law and disputes',
      blocks: [
        'Please contact us first: see the [Customer Support Policy](/customer-support-policy). These terms are governed by the laws of India. Any dispute that we cannot settle together goes to the courts or consumer commissions with jurisdiction where you live.',
        'We may change these terms; the date at the top says when they last changed, and an order is governed by the terms in force when it was placed.',
      ],
    },
  ],
};
