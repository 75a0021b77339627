import { describe, expect, it } from 'vitest';
import { RETENTION } from '@dawa/domain';
import { CONSENT_PURPOSES } from '@dawa/contracts';
import { en } from '../../i18n/en.ts';
import { hi } from '../../i18n/hi.ts';
import { CONTENT_PATHS, type ContentPage } from './content-pages.ts';
import type { Block, ContentDoc } from './content-types.ts';
import { authorById, authorViews, contentDoc } from './legal-content.server.ts';

const PAGES = Object.keys(CONTENT_PATHS) as ContentPage[];
/** Where the texts may link: the written pages and the pages the store has today. */
const KNOWN = new Set([
  ...Object.values(CONTENT_PATHS),
  '/upload-prescription',
  '/checkout/upload',
  '/account/saved-items',
  '/account/privacy',
]);

const texts = (doc: ContentDoc): string[] => {
  const flat = (b: Block) => (typeof b === 'string' ? [b] : [...b.list]);
  return [
    doc.title,
    doc.description,
    doc.lead,
    ...doc.sections.flatMap((s) => [
      s.heading,
      ...(s.blocks ?? []).flatMap(flat),
      ...(s.faqs ?? []).flatMap((f) => [f.q, ...f.a.flatMap(flat)]),
    ]),
  ];
};

describe('the written pages', () => {
  it.each(PAGES)('%s has the same sections in English and Hindi, in Devanagari', (page) => {
    const english = contentDoc(page, 'en');
    const hindi = contentDoc(page, 'hi');
    expect(hindi.sections.map((s) => s.id)).toEqual(english.sections.map((s) => s.id));
    expect(hindi.sections.map((s) => s.faqs?.length ?? 0)).toEqual(english.sections.map((s) => s.faqs?.length ?? 0));
    expect(hindi.title).toMatch(/[\u0900-\u097F]/);
    expect(new Set(english.sections.map((s) => s.id)).size).toBe(english.sections.length);
    // A question's anchor is linked from other pages: the same in both languages, and no other element's id.
    const faqIds = (doc: typeof english) => doc.sections.flatMap((s) => (s.faqs ?? []).map((f) => f.id ?? null));
    expect(faqIds(hindi)).toEqual(faqIds(english));
    const anchors = [...english.sections.map((s) => s.id), ...faqIds(english).filter((id) => id !== null)];
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it.each(['en', 'hi'] as const)("the help centre's answer on generics keeps the anchor the medicine page links to (%s)", (locale) => {
    const faqs = contentDoc('help', locale).sections.flatMap((s) => s.faqs ?? []);
    expect(faqs.filter((f) => f.id === 'generics')).toHaveLength(1);
  });

  it.each(PAGES)('%s links only to pages that exist and fills in the support number', (page) => {
    for (const locale of ['en', 'hi'] as const) {
      const doc = contentDoc(page, locale);
      expect(doc.description.length).toBeGreaterThan(50);
      expect(doc.description.length).toBeLessThan(260);
      for (const text of texts(doc)) {
        expect(text).not.toContain('{phone}');
        for (const [, path] of text.matchAll(/\]\((\/[^)]*)\)/g))
          expect(KNOWN, `${page} ${locale}: ${path}`).toContain(path!.replace(/^\/hi\//, '/'));
      }
    }
    expect(texts(contentDoc(page, 'en')).join(' ')).not.toMatch(/[\u0900-\u097F]/);
  });

  it('states the store’s own rules', () => {
    const help = texts(contentDoc('help', 'en')).join(' ');
    for (const fact of ['₹5,000', '₹499', '₹49', '₹99', 'up to 5 files', '10 MB', 'JPEG, PNG or PDF']) expect(help).toContain(fact);
    const privacy = texts(contentDoc('privacy', 'en')).join(' ');
    for (const fact of [
      'Data Protection Board',
      'Grievance Officer',
      'Nominate',
      'Withdraw consent',
      'never receive or store card numbers',
    ]) {
      expect(privacy).toContain(fact);
    }
  });

  it('gives the privacy policy’s retention periods from the same numbers the code keeps to', () => {
    const privacy = texts(contentDoc('privacy', 'en')).join(' ');
    for (const fact of [
      `Login codes: ${RETENTION.otpCodeMinutes} minutes`,
      `abuse limits: ${RETENTION.otpRequestDays} days`,
      `after ${RETENTION.sessionIdleDays} days without use, or ${RETENTION.sessionMaxDays} days at most`,
      `${RETENTION.orderRecordYears} years from the order`,
      `${RETENTION.gstRecordMonths} months after the annual GST return`,
      `Schedule H1 register entries (prescriber, patient, medicine, quantity, date): ${RETENTION.h1RegisterYears} years`,
      '₹50,000 or more',
    ]) {
      expect(privacy).toContain(fact);
    }
    // Every optional purpose the account offers is one the policy names, and the five rights are there.
    expect(CONSENT_PURPOSES).toHaveLength(3);
    for (const fact of ['Order updates on WhatsApp', 'Offers and refill reminders', 'Personalised suggestions'])
      expect(privacy).toContain(fact);
    for (const right of [
      'Access (Section 11)',
      'Correct and update (Section 12)',
      'Erase (Section 12)',
      'Nominate a person (Section 14)',
      'Grievance Officer (Section 13)',
    ]) {
      expect(privacy).toContain(right);
    }
    expect(privacy).toMatch(/placeholder/);
  });

  it('labels every author as a demo profile in both languages', () => {
    expect(authorViews('en').length).toBeGreaterThan(0);
    expect(authorById(1, 'hi')?.name).toMatch(/[\u0900-\u097F]/);
    expect(authorById(999, 'en')).toBeNull();
    expect(en['pages.author.demoText']).toContain('not a real person');
    expect(hi['pages.author.demoText']).toContain('असली व्यक्ति नहीं');
  });
});
