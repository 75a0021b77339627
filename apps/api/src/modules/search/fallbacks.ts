import { slugify } from '@dawa/domain';

/** The no-result offers of the typeahead (spec §2 Search): custom medicine, upload prescription, order on call. */
export function noResultOffers(query: string, supportPhone: string) {
  const slug = slugify(query) || 'medicine';
  return {
    customMedicineRequest: {
      title: 'Can’t find your medicine?',
      text: `Request “${query}” and our pharmacist will try to source it for you.`,
      ctaText: 'Request Medicine',
      url: `/online-medicine-order/${slug}/custom-medicine`,
    },
    uploadRxRequest: {
      title: 'Upload a prescription',
      text: 'Upload your prescription and our pharmacist will add the medicines to your cart.',
      ctaText: 'Upload Prescription',
      url: '/checkout/upload',
    },
    orderOnCallRequest: {
      title: 'Order on call',
      text: `Call ${supportPhone} and our pharmacist will place the order for you.`,
      ctaText: 'Call Now',
      url: `tel:${supportPhone.replace(/[^\d+]/g, '')}`,
    },
  };
}
