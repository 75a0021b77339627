import type { Db } from '@dawa/db';
import type { LinkedWallet, WalletState } from '@dawa/contracts';
import { ok, type Result } from '../../http/result.ts';
import { paymentErrors } from './errors.ts';
import type { GatewayClient, GatewayWallet } from './gateway-client.ts';
import { WALLETS, walletBySubType, type WalletEntry } from './methods.ts';
import * as repo from './repo.ts';
import { gatewayCustomerId } from './service.ts';

const WALLET_TYPE_ID = 3;

/** meta of a wallet link: linked with a known balance, 'refresh' when the balance is unknown, 'delinked' otherwise. */
export function walletMeta(link: Pick<repo.WalletLinkRow, 'linked' | 'balance_paise'> | undefined): LinkedWallet['meta'] {
  const linked = link?.linked === true;
  const balance = linked ? (link?.balance_paise ?? null) : null;
  return {
    currentBalance: balance === null ? null : balance / 100,
    currentBalancePaise: balance,
    linkStatus: !linked ? 'delinked' : balance === null ? 'refresh' : 'linked',
    balanceType: 'NON_EXPIRABLE',
  };
}

export function linkedWalletsOf(links: repo.WalletLinkRow[]): LinkedWallet[] {
  return links.flatMap((link) => {
    const wallet = walletBySubType(link.payment_sub_type_id);
    if (!wallet || !link.linked) return [];
    return [
      {
        paymentTypeId: WALLET_TYPE_ID,
        paymentSubTypeId: wallet.paymentSubTypeId,
        code: wallet.code,
        displayName: wallet.displayName,
        meta: walletMeta(link),
      },
    ];
  });
}

/**
 * Wallets the customer links at the gateway with an OTP (the sandbox's is 123456). wallet_links keeps the
 * gateway's wallet id and its last answer; the gateway stays the truth for the balance.
 */
export function walletService(db: Db, gateway: GatewayClient | null, now: () => Date) {
  const state = (wallet: WalletEntry, link: repo.WalletLinkRow | undefined, message: string): WalletState => ({
    paymentTypeId: WALLET_TYPE_ID,
    paymentSubTypeId: wallet.paymentSubTypeId,
    code: wallet.code,
    displayName: wallet.displayName,
    linked: link?.linked === true,
    meta: walletMeta(link),
    message,
  });

  async function remember(userId: number, wallet: WalletEntry, answer: GatewayWallet) {
    await repo.saveWalletLink(db, {
      userId,
      subTypeId: wallet.paymentSubTypeId,
      gatewayWalletId: answer.id,
      linked: answer.linked,
      balancePaise: answer.linked ? answer.balancePaise : null,
      refreshedAt: answer.linked ? (answer.lastRefreshed ?? now()) : null,
    });
    return repo.walletLink(db, userId, wallet.paymentSubTypeId);
  }

  /** Creates the gateway wallet if needed and has the gateway send the OTP. */
  async function startLinking(userId: number, subTypeId: number): Promise<Result<WalletState>> {
    const wallet = walletBySubType(subTypeId);
    if (!wallet) return paymentErrors.unknownWallet();
    if (!gateway) return paymentErrors.unavailable();
    const link = await repo.walletLink(db, userId, subTypeId);
    const answer = link
      ? await gateway.requestWalletOtp(link.gateway_wallet_id)
      : await gateway.createWallet({ customerId: gatewayCustomerId(userId), gateway: wallet.code });
    if (!answer.ok) return paymentErrors.walletRefused(answer.message);
    const saved = await remember(userId, wallet, answer.data);
    return ok(
      state(
        wallet,
        saved,
        answer.data.linked ? `${wallet.displayName} is already linked.` : `We sent an OTP to your ${wallet.displayName} mobile number.`,
      ),
    );
  }

  return {
    requestOtp: startLinking,
    create: startLinking,

    async link(userId: number, subTypeId: number, otp: string): Promise<Result<WalletState>> {
      const wallet = walletBySubType(subTypeId);
      if (!wallet) return paymentErrors.unknownWallet();
      if (!gateway) return paymentErrors.unavailable();
      const link = await repo.walletLink(db, userId, subTypeId);
      if (!link) return paymentErrors.walletNotStarted();
      const answer = await gateway.linkWallet({ walletId: link.gateway_wallet_id, otp });
      if (!answer.ok) return answer.code === 'INVALID_OTP' ? paymentErrors.invalidOtp() : paymentErrors.walletRefused(answer.message);
      const saved = await remember(userId, wallet, answer.data);
      return ok(state(wallet, saved, `${wallet.displayName} is linked.`));
    },

    async refresh(userId: number, subTypeId: number): Promise<Result<WalletState>> {
      const wallet = walletBySubType(subTypeId);
      if (!wallet) return paymentErrors.unknownWallet();
      const link = await repo.walletLink(db, userId, subTypeId);
      if (!link || !link.linked) return ok(state(wallet, link, `Link ${wallet.displayName} to pay with it.`));
      if (!gateway) return ok(state(wallet, { ...link, balance_paise: null }, 'The balance could not be refreshed right now.'));
      const answer = await gateway.refreshWallet(link.gateway_wallet_id);
      if (!answer.ok) return ok(state(wallet, { ...link, balance_paise: null }, 'The balance could not be refreshed right now.'));
      const saved = await remember(userId, wallet, answer.data);
      return ok(state(wallet, saved, answer.data.linked ? 'Balance updated.' : `${wallet.displayName} is no longer linked.`));
    },

    linked: async (userId: number) => linkedWalletsOf(await repo.walletLinks(db, userId)),
    all: async (userId: number) => {
      const links = await repo.walletLinks(db, userId);
      return WALLETS.map((wallet) => ({ wallet, link: links.find((l) => l.payment_sub_type_id === wallet.paymentSubTypeId) }));
    },
  };
}
export type WalletService = ReturnType<typeof walletService>;
