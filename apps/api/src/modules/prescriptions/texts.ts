/**
 * The texts of prescriptionUploadOptions. A valid prescription in India (Drugs and Cosmetics Rules, and
 * the National Medical Commission's rules for prescriptions) names the doctor with their registration
 * number, the patient and the date, and the medicines with their dosage, and is signed or stamped.
 */
export const UPLOAD_OPTION_TEXTS = {
  whyNeeded: 'Some medicines in your cart need a prescription. Our pharmacist checks it before your order is packed, as the law requires.',
  uploadNew: {
    title: 'Upload from device',
    text: 'Photos (JPEG, PNG) or PDF, up to 5 files of 10 MB each.',
  },
  choosePast: {
    title: 'Your past prescriptions',
    text: 'Choose prescriptions you uploaded before.',
  },
  consultation: {
    title: "Don't have a prescription?",
    text: 'Get a free doctor consultation. A doctor will call you and, if suitable, write a prescription for your medicines.',
  },
  validPrescriptionGuide: [
    "Doctor's name and registration number",
    "Patient's name",
    'Date of the prescription',
    'Medicine name and dosage',
    "Doctor's signature or clinic stamp",
  ],
} as const;
