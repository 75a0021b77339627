import { referralDetails } from '@dawa/contracts';
import { defineCustomerRoute } from '../auth/customer-route.ts';
import type { ReferralService } from './service.ts';

export const referralRoutes = (referrals: ReferralService) => [
  defineCustomerRoute({
    method: 'GET',
    url: '/referral/fetchDetails',
    summary: 'Your referral code, its share text and terms, and the friends who used it with what each earned you',
    tags: ['referrals'],
    response: referralDetails,
    handler: ({ user }) => referrals.details(user.id),
  }),
];
