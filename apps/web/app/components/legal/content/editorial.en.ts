import type { ContentDoc } from '../content-types.ts';

export const editorialEn: ContentDoc = {
  title: 'Editorial Policy',
  description:
    'Where the medicine information on Dawa comes from, how it is checked and corrected, how generic alternatives are chosen, and who writes and reviews it.',
  lead: 'A medicine page must be right before it is anything else. This policy says where our medicine information comes from, how it is written and reviewed, and what we do when it is wrong.',
  sections: [
    {
      id: 'status',
      heading: 'Where we are today',
      blocks: [
        'Dawa is a demonstration store. Its catalogue comes from public data sets (below) and has not yet been reviewed line by line by our pharmacists. The team profiles on this page are illustrative demo profiles, not real people. Always read the leaflet in the pack and ask your doctor or pharmacist before taking a medicine.',
      ],
    },
    {
      id: 'sources',
      heading: 'Our sources',
      blocks: [
        {
          list: [
            'Medicine names, manufacturers, packs, compositions, MRPs and the prescription flag: a public A–Z listing of medicines sold in India, collected in November 2023. Prices may have changed since.',
            'Uses, side effects and the shares of user reviews (excellent, average, poor): a public medicine-details data set of about 11,800 medicines, matched by name and manufacturer.',
            'Pincodes, post offices and districts: the All India Pincode Directory of the Department of Posts (Government Open Data Licence – India).',
            'For review we compare against the manufacturer\'s package insert, the National Formulary of India and the Central Drugs Standard Control Organisation (CDSCO) lists.',
          ],
        },
        'Sale prices, stock levels and popularity are set by the store, not taken from a source. Pack pictures are drawings made by pack form, never photographs of a brand\'s pack.',
      ],
    },
    {
      id: 'alternatives',
      heading: 'How we choose generic alternatives',
      blocks: [
        'We show a medicine as an alternative only when it has the same active ingredients in the same strengths. We mark it cheaper only when its price per unit (per tablet, per ml) is lower, comparing like with like. We never suggest an alternative for a different strength or a different combination, and only you and your doctor decide whether to switch.',
      ],
    },
    {
      id: 'process',
      heading: 'Writing and review',
      blocks: [
        {
          list: [
            'A pharmacist writes or edits each medicine page from the sources above, in plain words.',
            'A doctor reviews it for medical accuracy: uses, dosage advice, side effects, warnings and interactions.',
            'Each page names who wrote it and who reviewed it, and shows when it was last updated.',
            'Pages are reviewed again at least once a year, and at once when a regulator issues an alert or a ban.',
            'We accept no payment from manufacturers for what a medicine page says or which alternatives it shows.',
          ],
        },
      ],
    },
    {
      id: 'corrections',
      heading: 'Corrections',
      blocks: [
        'If you find a mistake, call us at {phone} or write to support@dawa.example with the page address. A pharmacist checks it within 3 working days; a safety-related error is corrected or the text withdrawn the same day.',
      ],
    },
    {
      id: 'team',
      heading: 'Our editorial team (demo profiles)',
      blocks: [
        'The profiles below are examples made for this demonstration store to show how author pages will look. They are not real people.',
      ],
    },
  ],
};
