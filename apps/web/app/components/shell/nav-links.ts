import type { MessageKey } from '../../i18n/index.ts';
import type { FeatureFlag } from './feature-flags.ts';

export type NavItem = { key: MessageKey; href: string; flag?: FeatureFlag };

/** The healthcare store's home: its nav item opens the mega menu on a desktop. */
export const HEALTHCARE_HREF = '/health-care';
/** The lab tests' home: its nav item opens the Lab Tests mega menu on a desktop. */
export const LAB_TESTS_HREF = '/diagnostics';

/** Desktop nav row and the phone menu (spec §2 Shell). */
export const MAIN_NAV: NavItem[] = [
  { key: 'shell.nav.medicine', href: '/online-medicine-order' },
  { key: 'shell.nav.healthcare', href: HEALTHCARE_HREF },
  { key: 'shell.nav.labTests', href: LAB_TESTS_HREF, flag: 'enableDiagnostics' },
  { key: 'shell.nav.offers', href: '/offers', flag: 'enableOffers' },
  { key: 'shell.nav.plus', href: '/plus' },
  { key: 'shell.nav.blogs', href: '/blog' },
];

export type FooterColumn = { heading: MessageKey; links: NavItem[] };

/** Footer link columns (spec §2 Footers). */
export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    heading: 'shell.footer.company',
    links: [
      { key: 'shell.footer.aboutUs', href: '/about-us' },
      { key: 'shell.footer.careers', href: '/careers' },
      { key: 'shell.footer.blog', href: '/blog' },
      { key: 'shell.footer.partner', href: '/franchise-stores' },
    ],
  },
  {
    heading: 'shell.footer.shopping',
    links: [
      { key: 'shell.footer.orderMedicine', href: '/online-medicine-order' },
      { key: 'shell.footer.healthcareProducts', href: '/health-care' },
      { key: 'shell.footer.labTests', href: '/diagnostics', flag: 'enableDiagnostics' },
      { key: 'shell.footer.browseAll', href: '/online-medicine-order/browse' },
      { key: 'shell.footer.molecules', href: '/molecules' },
      { key: 'shell.footer.cities', href: '/online-medicine-order/browse/cities' },
      { key: 'shell.footer.stores', href: '/stores' },
      { key: 'shell.footer.faqs', href: '/help' },
    ],
  },
  {
    heading: 'shell.footer.policies',
    links: [
      { key: 'shell.footer.editorialPolicy', href: '/legal/editorial-policy' },
      { key: 'shell.footer.privacyPolicy', href: '/legal/privacy-policy' },
      { key: 'shell.footer.vdp', href: '/vulnerability-disclosure-policy' },
      { key: 'shell.footer.terms', href: '/legal/terms-and-conditions' },
      { key: 'shell.footer.supportPolicy', href: '/customer-support-policy' },
      { key: 'shell.footer.returnPolicy', href: '/return-policy' },
      { key: 'shell.footer.smartbuyPolicy', href: '/smartbuy-policy' },
    ],
  },
  {
    heading: 'shell.footer.followUs',
    links: [
      { key: 'shell.footer.instagram', href: '/social/instagram' },
      { key: 'shell.footer.facebook', href: '/social/facebook' },
      { key: 'shell.footer.youtube', href: '/social/youtube' },
      { key: 'shell.footer.twitter', href: '/social/twitter' },
    ],
  },
];
