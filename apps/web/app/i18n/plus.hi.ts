import type { PlusKey } from './types.ts';

/** Hindi texts of PLUS; a missing key falls back to English. */
export const plusHi: Partial<Record<PlusKey, string>> = {
  'plus.title': 'दवा PLUS',
  'plus.tagline': 'दवाइयों पर 5% अतिरिक्त बचत और ₹{free} से मुफ़्त डिलीवरी',
  'plus.demoPlan': 'डेमो प्लान',
  'plus.months': '{n} महीने',
  'plus.benefits.title': 'सदस्य को क्या मिलता है',
  'plus.plans.title': 'अपना प्लान चुनें',
  'plus.login': 'खरीदने के लिए लॉग इन करें',
  'plus.pay.title': 'PLUS खरीदें',
  'plus.pdp.price': 'PLUS सदस्यों के लिए {price}: {saving} कम',
  'plus.pdp.memberPrice': 'आपकी PLUS कीमत: {price}, चेकआउट पर {saving} कम',
  'plus.pdp.join': 'PLUS से जुड़ें',
  'plus.pay.total': 'भुगतान की जाने वाली राशि',
};
