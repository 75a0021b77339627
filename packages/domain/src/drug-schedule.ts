/**
 * The legal class of a medicine in India, strictest first.
 * X: Schedule X (Drugs and Cosmetics Rules 1945) — never sold online.
 * NDPS: a narcotic drug or psychotropic substance under the NDPS Act 1985 — never sold online.
 * H1: Schedule H1 — sold on prescription, each dispatch written to the H1 register.
 * H: Schedule H or otherwise prescription-only.
 * OTC: sold without a prescription.
 */
export const DRUG_SCHEDULES = ['X', 'NDPS', 'H1', 'H', 'OTC'] as const;
export type DrugSchedule = (typeof DRUG_SCHEDULES)[number];
