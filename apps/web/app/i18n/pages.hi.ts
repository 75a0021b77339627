import type { PagesKey } from './types.ts';

/** लिखित पन्नों (नीतियाँ, सवाल-जवाब, लेखक) और सर्वर त्रुटि पन्ने के लेबल। */
export const pagesHi: Record<PagesKey, string> = {
  'pages.updated': 'पिछला अपडेट:',
  'pages.contents': 'इस पन्ने पर',
  'pages.otherLanguage': 'Read in English',
  'pages.metaTitle': '{title} | दवा',
  'pages.help.more': 'और मदद चाहिए? {phone} पर कॉल करें (सुबह 9 से रात 9 बजे, हर दिन) या हमारी [ग्राहक सहायता नीति](/hi/customer-support-policy) पढ़ें।',
  'pages.author.demo': 'डेमो प्रोफ़ाइल',
  'pages.author.demoText':
    '{name} इस डेमो स्टोर के लिए बनाई गई एक काल्पनिक प्रोफ़ाइल है, कोई असली व्यक्ति नहीं। नाम, योग्यताएँ और अनुभव यह दिखाने के लिए गढ़े गए हैं कि लेखक पन्ने कैसे दिखेंगे।',
  'pages.author.metaTitle': '{name}, {role} (डेमो प्रोफ़ाइल) | दवा',
  'pages.author.qualifications': 'योग्यताएँ',
  'pages.author.experience': 'अनुभव',
  'pages.author.areas': 'काम के क्षेत्र',
  'pages.author.back': 'संपादकीय नीति पर वापस जाएँ',
  'pages.author.team': 'हमारी संपादकीय टीम',
  'pages.serverError.title': 'हमारी तरफ़ से कुछ गड़बड़ हो गई',
  'pages.serverError.text':
    'हमारा सर्वर आपका अनुरोध पूरा नहीं कर सका। आपके कार्ट या ऑर्डर में से कुछ नहीं खोया है। कृपया एक मिनट बाद फिर कोशिश करें।',
  'pages.serverError.retry': 'फिर कोशिश करें',
};
