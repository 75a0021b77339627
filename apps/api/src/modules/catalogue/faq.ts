import type { ProductCard } from '@dawa/contracts';

type FaqProduct = ProductCard & { uses: string[]; sideEffects: string[] };
type Alternatives = { cheaperCount: number; maxSavingPercent: number };
export type FaqLanguage = 'en' | 'hi';

/** How each question and answer is put in one language; the facts come from `buildFaq`. */
interface Phrases {
  usedFor(name: string, uses: string): [string, string];
  sideEffects(name: string, effects: string): [string, string];
  contains(name: string, composition: string): [string, string];
  prescriptionQuestion(name: string): string;
  notOnline(name: string, schedule: 'X' | 'NDPS'): string;
  scheduleH1(name: string): string;
  prescriptionOnly(name: string): string;
  overTheCounter(name: string): string;
  maker(name: string, manufacturer: string): [string, string];
  cheaper(name: string, count: number, unit: string, percent: number): [string, string];
  stored(name: string): [string, string];
}

const ENGLISH: Phrases = {
  usedFor: (name, uses) => [`What is ${name} used for?`, `${name} is used for: ${uses}.`],
  sideEffects: (name, effects) => [
    `What are the common side effects of ${name}?`,
    `Common side effects of ${name} include ${effects}. Most are mild; tell your doctor if any bothers you or does not go away.`,
  ],
  contains: (name, composition) => [`What does ${name} contain?`, `${name} contains ${composition}.`],
  prescriptionQuestion: (name) => `Do I need a prescription to buy ${name}?`,
  notOnline: (name, schedule) =>
    `Yes, and it is not sold online. ${name} is ${schedule === 'X' ? 'a Schedule X medicine' : 'a narcotic or psychotropic medicine under the NDPS Act'}: the law allows it only at a pharmacy, against the original prescription of a registered medical practitioner, which the pharmacist keeps.`,
  scheduleH1: (name) =>
    `Yes. ${name} is a Schedule H1 medicine: upload a valid prescription from a registered medical practitioner when you order. Every supply is written in our Schedule H1 register, as the law requires.`,
  prescriptionOnly: (name) =>
    `Yes. ${name} is a prescription medicine: upload a valid prescription from a registered medical practitioner when you order.`,
  overTheCounter: (name) =>
    `No. ${name} can be bought without a prescription, but read the label and ask a pharmacist or doctor if you are unsure.`,
  maker: (name, manufacturer) => [`Who manufactures ${name}?`, `${name} is manufactured by ${manufacturer}.`],
  cheaper: (name, count, unit, percent) => [
    `Is there a cheaper alternative to ${name}?`,
    `Yes. ${count} medicine${count > 1 ? 's' : ''} with the same composition, strength and dosage form cost${count > 1 ? '' : 's'} less per ${unit}, up to ${percent}% less. Ask your doctor before you switch.`,
  ],
  stored: (name) => [
    `How should ${name} be stored?`,
    `Keep it in a refrigerator at 2–8 °C. Do not freeze. It is delivered in cold-chain packaging and cannot be returned.`,
  ],
};

// The catalogue's own words (names, uses, side effects, composition, units) stay as the data holds them.
const HINDI: Phrases = {
  usedFor: (name, uses) => [`${name} किसलिए इस्तेमाल होती है?`, `${name} का इस्तेमाल इनके लिए होता है: ${uses}।`],
  sideEffects: (name, effects) => [
    `${name} के आम साइड इफ़ेक्ट क्या हैं?`,
    `${name} के आम साइड इफ़ेक्ट हैं: ${effects}। ज़्यादातर हल्के होते हैं; कोई परेशान करे या ठीक न हो, तो अपने डॉक्टर को बताएँ।`,
  ],
  contains: (name, composition) => [`${name} में क्या होता है?`, `${name} में ${composition} होता है।`],
  prescriptionQuestion: (name) => `क्या ${name} खरीदने के लिए पर्चा ज़रूरी है?`,
  notOnline: (name, schedule) =>
    `हाँ, और यह ऑनलाइन नहीं बिकती। ${name} ${schedule === 'X' ? 'शेड्यूल X की दवा है' : 'NDPS एक्ट के तहत नारकोटिक या साइकोट्रोपिक दवा है'}: क़ानून इसे केवल फ़ार्मेसी से, किसी पंजीकृत चिकित्सक के मूल पर्चे पर देने की अनुमति देता है, जिसे फ़ार्मासिस्ट अपने पास रखता है।`,
  scheduleH1: (name) =>
    `हाँ। ${name} शेड्यूल H1 की दवा है: ऑर्डर करते समय किसी पंजीकृत चिकित्सक का मान्य पर्चा अपलोड करें। क़ानून के अनुसार हर बिक्री हमारे शेड्यूल H1 रजिस्टर में दर्ज होती है।`,
  prescriptionOnly: (name) => `हाँ। ${name} पर्चे वाली दवा है: ऑर्डर करते समय किसी पंजीकृत चिकित्सक का मान्य पर्चा अपलोड करें।`,
  overTheCounter: (name) => `नहीं। ${name} बिना पर्चे के खरीदी जा सकती है, पर लेबल पढ़ें और कोई शंका हो तो फ़ार्मासिस्ट या डॉक्टर से पूछें।`,
  maker: (name, manufacturer) => [`${name} कौन बनाता है?`, `${name} को ${manufacturer} बनाती है।`],
  cheaper: (name, count, unit, percent) => [
    `क्या ${name} का कोई सस्ता विकल्प है?`,
    count > 1
      ? `हाँ। समान कंपोज़िशन, स्ट्रेंथ और डोज़ फ़ॉर्म वाली ${count} दवाइयाँ प्रति ${unit} कम कीमत की हैं, ${percent}% तक सस्ती। बदलने से पहले अपने डॉक्टर से पूछें।`
      : `हाँ। समान कंपोज़िशन, स्ट्रेंथ और डोज़ फ़ॉर्म वाली 1 दवा प्रति ${unit} कम कीमत की है, ${percent}% तक सस्ती। बदलने से पहले अपने डॉक्टर से पूछें।`,
  ],
  stored: (name) => [`${name} को कैसे रखें?`, `इसे फ़्रिज में 2–8 °C पर रखें। जमने न दें। यह कोल्ड-चेन पैकिंग में पहुँचती है और वापस नहीं की जा सकती।`],
};

const PHRASES: Record<FaqLanguage, Phrases> = { en: ENGLISH, hi: HINDI };

const entry = ([question, answer]: [string, string]) => ({ question, answer });

/**
 * Questions answered only from the data we hold for this medicine; nothing is made up. `alternatives` is the
 * summary the alternatives strip states: the FAQ counts the same cheaper set and quotes the same largest
 * saving. The same questions in each language the store speaks.
 */
export function buildFaq(p: FaqProduct, alternatives: Alternatives, language: FaqLanguage = 'en') {
  const say = PHRASES[language];
  const faq: { question: string; answer: string }[] = [];
  if (p.uses.length) faq.push(entry(say.usedFor(p.name, p.uses.join('; '))));
  if (p.sideEffects.length) faq.push(entry(say.sideEffects(p.name, p.sideEffects.join(', '))));
  if (p.composition) faq.push(entry(say.contains(p.name, p.composition)));
  faq.push({ question: say.prescriptionQuestion(p.name), answer: prescriptionAnswer(p, say) });
  faq.push(entry(say.maker(p.name, p.manufacturer)));
  if (alternatives.cheaperCount > 0)
    faq.push(entry(say.cheaper(p.name, alternatives.cheaperCount, p.measurementUnit, alternatives.maxSavingPercent)));
  if (p.isRefrigerated) faq.push(entry(say.stored(p.name)));
  return faq;
}

function prescriptionAnswer(p: FaqProduct, say: Phrases): string {
  switch (p.drugSchedule) {
    case 'X':
    case 'NDPS':
      return say.notOnline(p.name, p.drugSchedule);
    case 'H1':
      return say.scheduleH1(p.name);
    default:
      return p.isRxRequired ? say.prescriptionOnly(p.name) : say.overTheCounter(p.name);
  }
}
