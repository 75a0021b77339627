/** The store's name in both languages: a few bytes every page needs, so they ship with the i18n core. */
export const brandEn = { 'brand.name': 'Dawa', 'brand.tagline': 'Genuine medicines, delivered' } as const;
export const brandHi = { 'brand.name': 'दवा', 'brand.tagline': 'असली दवाइयाँ, घर तक' } as const;
