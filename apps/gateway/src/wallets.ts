import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { randomId, type GatewayContext } from './context.ts';
import { fail, invalid, notFound, ok, sendResult, type GatewayResult } from './result.ts';
import type { WalletAccount } from './store.ts';
import { parseBody } from './validation.ts';

export const WALLET_GATEWAYS = ['PAYTM', 'MOBIKWIK', 'AMAZONPAY', 'PHONEPE'] as const;

/** The sandbox sends no SMS: the OTP that links a wallet is always this one. */
export const SANDBOX_WALLET_OTP = '123456';

/** Balances a wallet shows once linked, in paise, so tests and demos can count on them. */
const SANDBOX_BALANCES: Record<(typeof WALLET_GATEWAYS)[number], number> = {
  PAYTM: 150_000,
  MOBIKWIK: 25_000,
  AMAZONPAY: 80_000,
  PHONEPE: 50_000,
};

const createBody = z.object({ gateway: z.enum(WALLET_GATEWAYS), command: z.literal('authenticate') }).strict();
const commandBody = z.discriminatedUnion('command', [
  z.object({ command: z.literal('authenticate') }).strict(),
  z.object({ command: z.literal('link'), otp: z.string() }).strict(),
  z.object({ command: z.literal('delink') }).strict(),
]);
const customerId = z.string().min(1).max(128);

export function walletView(wallet: WalletAccount) {
  return {
    id: wallet.id,
    object: 'wallet_account',
    wallet: wallet.wallet,
    linked: wallet.linked,
    current_balance: wallet.linked && wallet.balancePaise !== undefined ? wallet.balancePaise / 100 : null,
    last_refreshed: wallet.lastRefreshed?.toISOString() ?? null,
    token: wallet.linked ? (wallet.token ?? null) : null,
  };
}

/** Merchant calls that link a customer's wallet with an OTP and read its balance. */
export function walletRoutes(app: FastifyInstance, ctx: GatewayContext) {
  app.post<{ Params: { customerId: string } }>('/customers/:customerId/wallets', async (request, reply) => {
    const body = parseBody(createBody, request.body);
    if (!body.ok) return sendResult(reply, body);
    if (!customerId.safeParse(request.params.customerId).success) return sendResult(reply, invalid('Invalid customer id.'));
    const existing = ctx.store.listWallets(request.params.customerId).find((wallet) => wallet.wallet === body.value.gateway);
    const wallet: WalletAccount = existing ?? {
      id: randomId('wlt'),
      customerId: request.params.customerId,
      wallet: body.value.gateway,
      linked: false,
      otpPending: false,
    };
    // "Sends" the OTP: the sandbox's is always SANDBOX_WALLET_OTP.
    ctx.store.putWallet({ ...wallet, otpPending: true });
    return sendResult(reply, ok(walletView(ctx.store.getWallet(wallet.id)!)));
  });

  app.get<{ Params: { customerId: string } }>('/customers/:customerId/wallets', async (request, reply) => {
    const list = ctx.store.listWallets(request.params.customerId).map(walletView);
    return reply.send({ object: 'list', count: list.length, list });
  });

  app.get<{ Params: { walletId: string }; Querystring: { command?: string } }>('/wallets/:walletId', async (request, reply) => {
    const wallet = ctx.store.getWallet(request.params.walletId);
    if (!wallet) return sendResult(reply, notFound('Wallet not found.', 'WALLET_NOT_FOUND'));
    const command = request.query.command;
    if (command !== undefined && command !== 'refresh') return sendResult(reply, invalid('command must be refresh.'));
    if (command === 'refresh' && wallet.linked) ctx.store.putWallet({ ...wallet, lastRefreshed: ctx.now() });
    return sendResult(reply, ok(walletView(ctx.store.getWallet(wallet.id)!)));
  });

  app.post<{ Params: { walletId: string } }>('/wallets/:walletId', async (request, reply) => {
    const body = parseBody(commandBody, request.body);
    if (!body.ok) return sendResult(reply, body);
    const wallet = ctx.store.getWallet(request.params.walletId);
    if (!wallet) return sendResult(reply, notFound('Wallet not found.', 'WALLET_NOT_FOUND'));
    const command = body.value;
    if (command.command === 'authenticate') return sendResult(reply, ok(walletView(save(ctx, { ...wallet, otpPending: true }))));
    if (command.command === 'delink') {
      return sendResult(reply, ok(walletView(save(ctx, { ...wallet, linked: false, token: undefined, otpPending: false }))));
    }
    return sendResult(reply, link(ctx, wallet, command.otp));
  });
}

function link(ctx: GatewayContext, wallet: WalletAccount, otp: string): GatewayResult<ReturnType<typeof walletView>> {
  if (wallet.linked) return ok(walletView(wallet));
  if (!wallet.otpPending) return fail(400, 'OTP_NOT_REQUESTED', 'Request an OTP first.');
  if (otp !== SANDBOX_WALLET_OTP) return invalid('Invalid OTP', 'INVALID_OTP');
  const balancePaise = SANDBOX_BALANCES[wallet.wallet as keyof typeof SANDBOX_BALANCES] ?? 0;
  const linked = save(ctx, {
    ...wallet,
    linked: true,
    otpPending: false,
    token: randomId('tok'),
    balancePaise: wallet.balancePaise ?? balancePaise,
    lastRefreshed: ctx.now(),
  });
  return ok(walletView(linked));
}

function save(ctx: GatewayContext, wallet: WalletAccount): WalletAccount {
  ctx.store.putWallet(wallet);
  return wallet;
}
