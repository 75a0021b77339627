import type { WalletKey } from './types.ts';

/** Hindi texts of the store wallet page: every key has its Hindi text. */
export const walletHi: Record<WalletKey, string> = {
  'wallet.meta.title': 'वॉलेट | दवा',
  'wallet.guest.title': 'अपना वॉलेट देखने के लिए लॉग इन करें',
  'wallet.guest.text': 'आपके वॉलेट का बैलेंस और उसका विवरण आपके खाते में रहते हैं।',
  'wallet.title': 'वॉलेट',
  'wallet.total': 'कुल बैलेंस',
  'wallet.balances': 'प्रकार के अनुसार बैलेंस',
  'wallet.balance.NON_EXPIRABLE': 'कभी समाप्त नहीं होता',
  'wallet.balance.EXPIRABLE': 'समाप्त होने वाला',
  'wallet.soon.title': 'जल्द समाप्त होने वाला',
  'wallet.soon.line': '{amount} {date} को समाप्त होगा',
  'wallet.statement.title': 'विवरण',
  'wallet.source.refunds': 'रिफ़ंड',
  'wallet.source.cashback': 'कैशबैक',
  'wallet.source.referrals': 'रेफ़रल इनाम',
  'wallet.source.goodwill': 'सद्भावना क्रेडिट',
  'wallet.source.checkout': 'चेकआउट में इस्तेमाल',
  'wallet.source.expired': 'समाप्त',
  'wallet.source.other': 'वॉलेट',
  'wallet.order': 'ऑर्डर #{id}',
  'wallet.empty.title': 'आपका वॉलेट खाली है',
  'wallet.empty.text': 'रिफ़ंड, कैशबैक और इनाम यहाँ दिखेंगे।',
  'wallet.shop': 'दवाइयाँ खरीदें',
};
