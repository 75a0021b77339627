/**
 * Phrases from the medicine details data (1mg, 11,825 rows) with capitalised
 * words inside them, so a split at capitals would tear them apart.
 */

export const USE_PHRASES: readonly string[] = [
  'Acute Sore throat',
  'Controlling Heart failure',
  'Cytomegalovirus Infection',
  'Dementia Associated with',
  'Dry Skin',
  'Eye Irritation',
  'Fibrocystic Breast Disease',
  'General Anaesthesia',
  'Cervical Dystonia',
  'Haemophilus influenzae Type b disease',
  'Herpes Simplex Virus Infections',
  'Improving Abdominal pain',
  'Infective Diarrhea',
  'Japanese Encephalitis',
  'Leber’s Hereditary Optic Neuropathy',
  'Metabolic Bone disease',
  'Noncirrhotic Non-Alcoholic Steatohepatitis',
  'Parasitic Worm infections',
  'Pernicious Anemia',
  'postmenopausal Osteoporosis',
  'Premature Labor',
  'Resistance Tuberculosis',
  'Resistant Tuberculosis',
  'Severe Aplastic Anemia',
  'Snake Bite',
  'Stretch Marks',
  'Symptomatic Pain relief',
];

export const SIDE_EFFECT_PHRASES: readonly string[] = [
  'Gum Irritation',
  'Hard Dental Plaque',
  'Increased creatine phosphokinase CPK level in blood',
  'Increased LDL cholesterol level in blood',
  'Positive Coombs test',
];
