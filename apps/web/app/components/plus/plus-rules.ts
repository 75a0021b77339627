/** Pure rules of the PLUS pages (decision 067): a plan's payment page, its price a month and its saving on MRP. */
export const PLUS_PATH = '/plus';
/** Where a paid PLUS purchase lands: the PLUS page, welcoming the new member. */
export const PLUS_WELCOME_PATH = '/plus?bought=1';
/** A payment answer's order page naming a PLUS purchase (the API's orderUrl for a membership order). */
export const isPlusOrderUrl = (url: string | null | undefined): url is string => url === PLUS_PATH;
export const planPath = (planId: string) => `/plus/payment?plan=${encodeURIComponent(planId)}`;

export const perMonthPaise = (plan: { amountPaise: number; durationMonths: number }) =>
  Math.round(plan.amountPaise / Math.max(1, plan.durationMonths));

/** The saving on the plan's MRP in whole percent, rounded down (0 when there is none). */
export const savingPercent = (plan: { amountPaise: number; mrpPaise: number }) =>
  plan.mrpPaise > plan.amountPaise ? Math.floor(((plan.mrpPaise - plan.amountPaise) * 100) / plan.mrpPaise) : 0;

/** A coupon as typed: trimmed, upper case, at most 20 characters (what the API reads). */
export const couponOf = (value: string | null | undefined) =>
  (value ?? '')
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 20);
