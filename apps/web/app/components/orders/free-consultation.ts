/**
 * Where a medicine order placed with checkout's free doctor consultation books it: a general physician, free, the
 * consultation's prescription then attached to the order (decision 068).
 */
export const freeConsultationPath = (orderId: number) =>
  `/doctor-consultation/select-doctor?speciality=general-physician&forOrderId=${orderId}`;
