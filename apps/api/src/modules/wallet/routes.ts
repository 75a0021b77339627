import { walletCredited, walletDetails, walletGoodwillBody } from '@dawa/contracts';
import { authorised } from '../../http/ops-token.ts';
import { fail } from '../../http/result.ts';
import { defineRoute } from '../../http/route.ts';
import { defineCustomerRoute } from '../auth/customer-route.ts';
import type { WalletService } from './service.ts';

export const walletRoutes = (wallet: WalletService, token: string | undefined) => [
  defineCustomerRoute({
    method: 'GET',
    url: '/wallet/fetchWalletDetails',
    summary: 'Your store wallet: balance by type (EXPIRABLE, NON_EXPIRABLE), credit expiring soon, and the statement',
    tags: ['wallet'],
    response: walletDetails,
    handler: ({ user }) => wallet.details(user.id),
  }),
  ...(token
    ? [
        defineRoute({
          method: 'POST',
          url: '/ops/wallet/goodwill',
          summary: "Operations: credits a shopper's wallet as goodwill, once per reference; Bearer OPS_TOKEN",
          tags: ['operations'],
          body: walletGoodwillBody,
          response: walletCredited,
          cache: 'no-store',
          handler: ({ request, body }) =>
            authorised(request.headers.authorization, token)
              ? wallet.goodwill(body)
              : fail('UNAUTHENTICATED', 'Operations token required.', 401),
        }),
      ]
    : []),
];
