import type { OrderStatus } from './status.ts';

export type PaymentMethodType = 'CARD' | 'NB' | 'WALLET' | 'UPI';
/** What the hosted page does: the tester chooses, or the instrument's result is fixed. */
export type Outcome = 'choose' | 'approve' | 'decline' | 'pending';

export interface Refund {
  uniqueRequestId: string;
  amountPaise: number;
  status: 'SUCCESS';
  created: Date;
}

export interface Order {
  id: string;
  orderId: string;
  amountPaise: number;
  currency: 'INR';
  customerId: string;
  returnUrl: string;
  description?: string;
  status: OrderStatus;
  clientAuthToken: string;
  clientAuthTokenExpiry: Date;
  /** The transaction that decided the order's status (the latest one until one is charged). */
  txnId?: string;
  paymentMethodType?: PaymentMethodType;
  paymentMethod?: string;
  refunds: Refund[];
  dateCreated: Date;
  lastUpdated: Date;
}

/** What the sandbox keeps of the instrument: never the full card number or the CVV. */
export type InstrumentSummary =
  | { kind: 'CARD'; brand: string; last4: string }
  | { kind: 'UPI'; vpa: string }
  | { kind: 'NB'; bank: string }
  | { kind: 'WALLET'; wallet: string; walletId?: string };

export interface Txn {
  txnId: string;
  orderId: string;
  paymentMethodType: PaymentMethodType;
  paymentMethod: string;
  instrument: InstrumentSummary;
  outcome: Outcome;
  /** The first decision stands; later ones are ignored. */
  decision?: 'approve' | 'decline';
  status: OrderStatus;
  created: Date;
}

export interface WalletAccount {
  id: string;
  customerId: string;
  wallet: string;
  linked: boolean;
  /** Paise; known once linked. */
  balancePaise?: number;
  token?: string;
  otpPending: boolean;
  lastRefreshed?: Date;
}

/**
 * Where the sandbox keeps its state. The only implementation holds it in memory and loses it on restart,
 * which is acceptable for a sandbox: orders are short-lived and the store re-creates what it needs.
 * A persistent implementation could replace it without touching the routes.
 */
export interface GatewayStore {
  getOrder(orderId: string): Order | undefined;
  putOrder(order: Order): void;
  getTxn(txnId: string): Txn | undefined;
  putTxn(txn: Txn): void;
  getWallet(walletId: string): WalletAccount | undefined;
  findWalletByToken(token: string): WalletAccount | undefined;
  putWallet(wallet: WalletAccount): void;
  listWallets(customerId: string): WalletAccount[];
}

export function memoryStore(): GatewayStore {
  const orders = new Map<string, Order>();
  const txns = new Map<string, Txn>();
  const wallets = new Map<string, WalletAccount>();
  return {
    getOrder: (orderId) => orders.get(orderId),
    putOrder: (order) => void orders.set(order.orderId, order),
    getTxn: (txnId) => txns.get(txnId),
    putTxn: (txn) => void txns.set(txn.txnId, txn),
    getWallet: (walletId) => wallets.get(walletId),
    findWalletByToken: (token) => [...wallets.values()].find((wallet) => wallet.token === token),
    putWallet: (wallet) => void wallets.set(wallet.id, wallet),
    listWallets: (customerId) => [...wallets.values()].filter((wallet) => wallet.customerId === customerId),
  };
}
