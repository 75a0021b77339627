/**
 * The editorial team shown on the Editorial Policy. These are illustrative demo profiles, not real people:
 * every page that shows them says so.
 */
import type { Locale } from '../../../i18n/index.ts';

type Text = Readonly<Record<Locale, string>>;

export interface Author {
  readonly id: number;
  readonly slug: string;
  readonly name: Text;
  readonly role: Text;
  readonly qualifications: Text;
  readonly experience: Text;
  readonly areas: Text;
  readonly bio: Text;
}

export const AUTHORS: readonly Author[] = [
  {
    id: 1,
    slug: 'asha-rao',
    name: { en: 'Dr. Asha Rao', hi: 'डॉ. आशा राव' },
    role: { en: 'Medical reviewer', hi: 'चिकित्सा समीक्षक' },
    qualifications: { en: 'MBBS, MD (Pharmacology)', hi: 'एमबीबीएस, एमडी (फ़ार्माकोलॉजी)' },
    experience: { en: '12 years', hi: '12 वर्ष' },
    areas: { en: 'Medicine safety, interactions, chronic conditions', hi: 'दवा सुरक्षा, दवाओं का आपसी असर, लंबी बीमारियाँ' },
    bio: {
      en: 'Reviews medicine pages for medical accuracy: uses, dosage advice, side effects and warnings.',
      hi: 'दवा के पन्नों की चिकित्सकीय सटीकता जाँचती हैं: उपयोग, खुराक की सलाह, दुष्प्रभाव और चेतावनियाँ।',
    },
  },
  {
    id: 2,
    slug: 'rohan-mehta',
    name: { en: 'Rohan Mehta', hi: 'रोहन मेहता' },
    role: { en: 'Pharmacist and writer', hi: 'फ़ार्मासिस्ट और लेखक' },
    qualifications: { en: 'B.Pharm, registered pharmacist', hi: 'बी.फ़ार्म, पंजीकृत फ़ार्मासिस्ट' },
    experience: { en: '8 years', hi: '8 वर्ष' },
    areas: { en: 'Generic medicines, compositions, storage', hi: 'जेनेरिक दवाइयाँ, संरचना, भंडारण' },
    bio: {
      en: 'Writes medicine pages in plain words from the package insert and the National Formulary of India.',
      hi: 'पैकेज इन्सर्ट और भारत के राष्ट्रीय फ़ॉर्मूलरी के आधार पर दवा के पन्ने आसान शब्दों में लिखते हैं।',
    },
  },
  {
    id: 3,
    slug: 'meera-iyer',
    name: { en: 'Meera Iyer', hi: 'मीरा अय्यर' },
    role: { en: 'Pharmacist and editor', hi: 'फ़ार्मासिस्ट और संपादक' },
    qualifications: { en: 'M.Pharm (Pharmacy Practice)', hi: 'एम.फ़ार्म (फ़ार्मेसी प्रैक्टिस)' },
    experience: { en: '10 years', hi: '10 वर्ष' },
    areas: { en: 'Prescription checks, cold-chain medicines, corrections', hi: 'पर्चे की जाँच, ठंडे तापमान वाली दवाइयाँ, सुधार' },
    bio: {
      en: 'Edits medicine pages and handles corrections readers send in.',
      hi: 'दवा के पन्नों का संपादन करती हैं और पाठकों के भेजे सुधार देखती हैं।',
    },
  },
];

export const authorPath = (author: Author): string => `/legal/editorial-policy/${author.slug}-${author.id}`;
