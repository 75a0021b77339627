/**
 * The texts of the written pages, read on the server only: a page's loader returns its document, so the
 * policies never travel in the browser's JavaScript bundle.
 */
import type { Locale } from '../../i18n/index.ts';
import type { ContentPage } from './content-pages.ts';
import type { Block, ContentDoc } from './content-types.ts';
import { AUTHORS, authorPath, type Author } from './content/authors.ts';
import { editorialEn } from './content/editorial.en.ts';
import { editorialHi } from './content/editorial.hi.ts';
import { helpEn } from './content/help.en.ts';
import { helpHi } from './content/help.hi.ts';
import { privacyEn } from './content/privacy.en.ts';
import { privacyHi } from './content/privacy.hi.ts';
import { returnsEn } from './content/returns.en.ts';
import { returnsHi } from './content/returns.hi.ts';
import { smartbuyEn } from './content/smartbuy.en.ts';
import { smartbuyHi } from './content/smartbuy.hi.ts';
import { supportEn } from './content/support.en.ts';
import { supportHi } from './content/support.hi.ts';
import { termsEn } from './content/terms.en.ts';
import { termsHi } from './content/terms.hi.ts';
import { vdpEn } from './content/vdp.en.ts';
import { vdpHi } from './content/vdp.hi.ts';

const DOCS: Readonly<Record<ContentPage, Readonly<Record<Locale, ContentDoc>>>> = {
  terms: { en: termsEn, hi: termsHi },
  privacy: { en: privacyEn, hi: privacyHi },
  editorial: { en: editorialEn, hi: editorialHi },
  vdp: { en: vdpEn, hi: vdpHi },
  support: { en: supportEn, hi: supportHi },
  returns: { en: returnsEn, hi: returnsHi },
  smartbuy: { en: smartbuyEn, hi: smartbuyHi },
  help: { en: helpEn, hi: helpHi },
};

/** The order-on-call number the server is configured with (the same default as the server's config). */
export const supportPhone = (): string => process.env.SUPPORT_PHONE ?? '1800-266-0101';

const fill = (text: string, phone: string) => text.replaceAll('{phone}', phone);
const fillBlock = (block: Block, phone: string): Block =>
  typeof block === 'string' ? fill(block, phone) : { list: block.list.map((item) => fill(item, phone)) };

/** One written page in one language, with the support number filled in. */
export function contentDoc(page: ContentPage, locale: Locale): ContentDoc {
  const doc = DOCS[page][locale];
  const phone = supportPhone();
  return {
    ...doc,
    lead: fill(doc.lead, phone),
    sections: doc.sections.map((section) => ({
      ...section,
      blocks: section.blocks?.map((b) => fillBlock(b, phone)),
      faqs: section.faqs?.map((faq) => ({ ...faq, q: fill(faq.q, phone), a: faq.a.map((b) => fillBlock(b, phone)) })),
    })),
  };
}

export interface AuthorView {
  id: number;
  path: string;
  name: string;
  role: string;
  qualifications: string;
  experience: string;
  areas: string;
  bio: string;
}

const view = (author: Author, locale: Locale): AuthorView => ({
  id: author.id,
  path: authorPath(author),
  name: author.name[locale],
  role: author.role[locale],
  qualifications: author.qualifications[locale],
  experience: author.experience[locale],
  areas: author.areas[locale],
  bio: author.bio[locale],
});

export const authorViews = (locale: Locale): AuthorView[] => AUTHORS.map((author) => view(author, locale));

export function authorById(id: number, locale: Locale): AuthorView | null {
  const author = AUTHORS.find((a) => a.id === id);
  return author ? view(author, locale) : null;
}
