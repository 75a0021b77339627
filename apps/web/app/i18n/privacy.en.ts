/** English texts of the shopper's data and privacy pages (keys 'privacy.'). */
export const privacyEn = {
  'privacy.meta.title': 'Your data and privacy | Dawa',
  'privacy.meta.erase': 'Erase your account | Dawa',
  'privacy.title': 'Your data and privacy',
  'privacy.lead':
    'The Digital Personal Data Protection Act, 2023 gives you the right to see, correct and erase the data we hold about you, and to say no to anything optional. Our [privacy policy](/legal/privacy-policy) says what we keep and for how long.',
  'privacy.guest.title': 'Log in to manage your data',
  'privacy.guest.text': 'Download your data, change your choices or erase your account once you are logged in.',

  'privacy.download.title': 'Download your data',
  'privacy.download.text':
    'One file (JSON) with your profile, sign-ins, addresses, orders with their items, amounts and status history, payments, prescriptions (with a link to each file that opens in this account), patients, consents, saved items, cart and notifications.',
  'privacy.download.button': 'Download my data',

  'privacy.choices.title': 'Your choices',
  'privacy.choices.text': 'Optional, and off until you turn them on. You can turn each one off at any time, in one tap.',
  'privacy.choices.on': 'On since {date}',
  'privacy.choices.onNow': 'On',
  'privacy.choices.off': 'Off',
  'privacy.choices.offSince': 'Off since {date}',
  'privacy.choices.turnOn': 'Turn on',
  'privacy.choices.turnOff': 'Turn off',
  'privacy.choices.turnOnLabel': 'Turn on: {purpose}',
  'privacy.choices.turnOffLabel': 'Turn off: {purpose}',
  'privacy.choices.failed': 'Your choice could not be saved. Please try again.',
  'privacy.choices.necessary':
    'Not a choice: to deliver an order we must use your mobile number, the delivery address and, for prescription medicines, your prescription, and send you SMS about that order. That is needed to fulfil the order you asked for, not a consent.',
  'privacy.choices.history': 'Your past decisions',
  'privacy.choices.historyGiven': 'Turned on',
  'privacy.choices.historyWithdrawn': 'Turned off',
  'privacy.choices.historyNotice': 'privacy notice of {version}',
  'privacy.purpose.order_updates_whatsapp': 'Order updates on WhatsApp',
  'privacy.purpose.order_updates_whatsapp.text': 'Status of your orders on WhatsApp as well as by SMS.',
  'privacy.purpose.offers_sms_whatsapp': 'Offers and refill reminders',
  'privacy.purpose.offers_sms_whatsapp.text': 'Discounts and reminders to reorder medicines you buy often, by SMS or WhatsApp.',
  'privacy.purpose.personalised_recommendations': 'Personalised suggestions',
  'privacy.purpose.personalised_recommendations.text':
    'Products suggested from what you ordered before. Off: everyone sees the same suggestions.',

  'privacy.correct.title': 'Correct your details',
  'privacy.correct.text':
    'Change your delivery addresses at checkout. For anything else, or to nominate someone to use these rights for you, write to the Grievance Officer named in the [privacy policy](/legal/privacy-policy).',

  'privacy.erase.title': 'Erase your account',
  'privacy.erase.text':
    'Deletes your profile, addresses, prescriptions, cart, saved items and notifications, and signs you out everywhere. Orders stay, without your name, number or address, only as tax and pharmacy law require.',
  'privacy.erase.start': 'Erase my account…',

  'privacy.erasePage.back': 'Your data and privacy',
  'privacy.erasePage.deleted': 'What we delete now',
  'privacy.erasePage.deletedList.1': 'Your name, email and mobile number (the number can sign up again as a new account)',
  'privacy.erasePage.deletedList.2': 'Your saved addresses',
  'privacy.erasePage.deletedList.3': 'Your prescriptions: the files are removed from our storage',
  'privacy.erasePage.deletedList.4': 'Patients you added, your cart, saved items and notifications',
  'privacy.erasePage.deletedList.5': 'Every sign-in, on every device',
  'privacy.erasePage.deletedList.6': 'The way you paid (UPI id, masked card) and linked wallets',
  'privacy.erasePage.kept': 'What we must keep, and why',
  'privacy.erasePage.keptList.1':
    'Your orders (items, prices, amounts, status history and payment references) for {years} years: tax invoices must be kept for {months} months after the annual GST return of their year (Section 36, CGST Act, 2017), and the pharmacy must keep its sale records (Drugs and Cosmetics Rules, 1945). We keep only the pincode and city of the delivery; the name and address stay only on an order of ₹50,000 or more, where the invoice must name them.',
  'privacy.erasePage.keptList.2': 'Schedule H1 register entries, for {h1} years, as Rule 65 of the Drugs and Cosmetics Rules requires.',
  'privacy.erasePage.keptList.3':
    'The record of the consents you gave and withdrew, as proof of what you agreed to (Section 6(10), DPDP Act).',
  'privacy.erasePage.before': 'Before you erase',
  'privacy.erasePage.beforeText':
    'This cannot be undone. Download your data first if you want a copy: the prescription links in it stop working once the account is erased. An account with an order still on its way cannot be erased until that order is delivered or cancelled.',
  'privacy.erasePage.confirmLabel': 'Type the mobile number of this account to confirm',
  'privacy.erasePage.confirmHint': 'The number ending in {last}',
  'privacy.erasePage.understood': 'I understand that my account and data are erased for good.',
  'privacy.erasePage.submit': 'Erase my account',
  'privacy.erasePage.cancel': 'Keep my account',
  'privacy.erasePage.mustTick': 'Tick the box to confirm that you understand.',
  'privacy.erasePage.failed': 'Your account could not be erased. Please try again.',
  'privacy.erasePage.doneTitle': 'Your account is erased',
  'privacy.erasePage.doneText':
    'You are signed out on every device. Your orders stay only as the law requires, without your name, number or address. You can sign up again with the same number at any time.',
  'privacy.erasePage.home': 'Go to the home page',
} as const;
