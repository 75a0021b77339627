import type { ProductCard } from '@dawa/contracts';

type FaqProduct = ProductCard & { uses: string[]; sideEffects: string[] };

/** Questions answered only from the data we hold for this medicine; nothing is made up. */
/**
 * `alternatives` is the summary the alternatives strip states: the FAQ counts the same cheaper set and
 * quotes the same largest saving.
 */
export function buildFaq(p: FaqProduct, alternatives: { cheaperCount: number; maxSavingPercent: number }) {
  const cheaperAlternatives = alternatives.cheaperCount;
  const faq: { question: string; answer: string }[] = [];
  if (p.uses.length) faq.push({ question: `What is ${p.name} used for?`, answer: `${p.name} is used for: ${p.uses.join('; ')}.` });
  if (p.sideEffects.length)
    faq.push({
      question: `What are the common side effects of ${p.name}?`,
      answer: `Common side effects of ${p.name} include ${p.sideEffects.join(', ')}. Most are mild; tell your doctor if any bothers you or does not go away.`,
    });
  if (p.composition) faq.push({ question: `What does ${p.name} contain?`, answer: `${p.name} contains ${p.composition}.` });
  faq.push({ question: `Do I need a prescription to buy ${p.name}?`, answer: prescriptionAnswer(p) });
  faq.push({ question: `Who manufactures ${p.name}?`, answer: `${p.name} is manufactured by ${p.manufacturer}.` });
  if (cheaperAlternatives > 0)
    faq.push({
      question: `Is there a cheaper alternative to ${p.name}?`,
      answer: `Yes. ${cheaperAlternatives} medicine${cheaperAlternatives > 1 ? 's' : ''} with the same composition, strength and dosage form cost${cheaperAlternatives > 1 ? '' : 's'} less per ${p.measurementUnit}, up to ${alternatives.maxSavingPercent}% less. Ask your doctor before you switch.`,
    });
  if (p.isRefrigerated)
    faq.push({
      question: `How should ${p.name} be stored?`,
      answer: `Keep it in a refrigerator at 2–8 °C. Do not freeze. It is delivered in cold-chain packaging and cannot be returned.`,
    });
  return faq;
}

function prescriptionAnswer(p: FaqProduct): string {
  switch (p.drugSchedule) {
    case 'X':
    case 'NDPS':
      return `Yes, and it is not sold online. ${p.name} is ${p.drugSchedule === 'X' ? 'a Schedule X medicine' : 'a narcotic or psychotropic medicine under the NDPS Act'}: the law allows it only at a pharmacy, against the original prescription of a registered medical practitioner, which the pharmacist keeps.`;
    case 'H1':
      return `Yes. ${p.name} is a Schedule H1 medicine: upload a valid prescription from a registered medical practitioner when you order. Every supply is written in our Schedule H1 register, as the law requires.`;
    default:
      return p.isRxRequired
        ? `Yes. ${p.name} is a prescription medicine: upload a valid prescription from a registered medical practitioner when you order.`
        : `No. ${p.name} can be bought without a prescription, but read the label and ask a pharmacist or doctor if you are unsure.`;
  }
}
