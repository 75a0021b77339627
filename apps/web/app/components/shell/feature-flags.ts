/**
 * Feature flags of the storefront (spec §3 "Feature flags"). Fixed for now; links and menu items that need
 * a flag show only when it is on (spec §2 Shell "Menu visibility by flag").
 */
export const FEATURE_FLAGS = {
  enableDiagnostics: true,
  enableOffers: true,
  enableOfferSection: true,
  enableDownloadAppOption: false,
  showPaymentPartners: true,
  enableMedicineOrderOnCall: true,
  enableMedicineOrderOnWhatsapp: true,
  enableTruecallerLogin: true,
  'account.enableReferAndEarn': true,
  enableAccountFlow: false,
  enableLogout: true,
  enableRefills: false,
} as const;

export type FeatureFlag = keyof typeof FEATURE_FLAGS;

export const isEnabled = (flag: FeatureFlag | undefined): boolean => (flag ? FEATURE_FLAGS[flag] : true);
