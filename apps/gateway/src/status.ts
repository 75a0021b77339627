/**
 * Order statuses and their numeric ids, as the Juspay API names them. The sandbox produces NEW,
 * PENDING_VBV, CHARGED and AUTHORIZATION_FAILED on orders; AUTO_REFUNDED marks a transaction approved after
 * its order had already been charged by another one (a duplicate payment, returned at once). The other
 * names exist so a client written against this sandbox also understands a real gateway's answers.
 */
export const ORDER_STATUS_IDS = {
  NEW: 10,
  STARTED: 20,
  CHARGED: 21,
  JUSPAY_DECLINED: 22,
  PENDING_VBV: 23,
  AUTHENTICATION_FAILED: 26,
  AUTHORIZATION_FAILED: 27,
  AUTHORIZING: 28,
  // Sandbox number: real gateways report duplicate payments in their own way.
  AUTO_REFUNDED: 36,
} as const;

export type OrderStatus = keyof typeof ORDER_STATUS_IDS;

export const statusId = (status: OrderStatus): number => ORDER_STATUS_IDS[status];

/** Transitions an order may take; anything else is a bug in the caller. */
const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  NEW: ['PENDING_VBV'],
  STARTED: [],
  PENDING_VBV: ['PENDING_VBV', 'CHARGED', 'AUTHORIZATION_FAILED'],
  AUTHORIZATION_FAILED: ['PENDING_VBV'],
  CHARGED: [],
  JUSPAY_DECLINED: [],
  AUTHENTICATION_FAILED: [],
  AUTHORIZING: [],
  AUTO_REFUNDED: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Turns a rupee amount ("123.45" or 123.45) into integer paise; undefined if not a positive 2-decimal amount. */
export function parseRupees(input: unknown): number | undefined {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : typeof input === 'string' ? input.trim() : '';
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return paise > 0 ? paise : undefined;
}

/** Integer paise as the rupee number the API returns (12345 → 123.45). */
export const rupees = (paise: number): number => paise / 100;
