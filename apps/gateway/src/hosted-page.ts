import type { InstrumentSummary, Outcome } from './store.ts';

export interface HostedPageInput {
  /** Where the decision forms post. */
  decideUrl: string;
  merchantName: string;
  amountPaise: number;
  instrument: InstrumentSummary;
  outcome: Outcome;
  /** Per-response nonce that lets the page's one inline script run under its Content-Security-Policy. */
  nonce: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const formatRupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function describeInstrument(instrument: InstrumentSummary): string {
  switch (instrument.kind) {
    case 'CARD':
      return `${instrument.brand} card •••• ${instrument.last4}`;
    case 'UPI':
      return `UPI ${instrument.vpa}`;
    case 'NB':
      return `Net banking, ${instrument.bank}`;
    case 'WALLET':
      return `${instrument.wallet} wallet`;
  }
}

export const contentSecurityPolicy = (nonce: string) =>
  `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`;

const decisionForm = (decideUrl: string, decision: 'approve' | 'decline' | 'leave', label: string, id?: string) =>
  `<form method="post" action="${escapeHtml(decideUrl)}"${id ? ` id="${id}"` : ''}>` +
  `<input type="hidden" name="decision" value="${decision}"><button class="${decision}" type="submit">${label}</button></form>`;

function actions(input: HostedPageInput): string {
  const { decideUrl, outcome, nonce } = input;
  if (outcome === 'pending') {
    return (
      '<p class="wait" role="status">Waiting for you to approve in your UPI app…</p>' +
      '<p class="note">This test UPI ID never completes: the order stays pending.</p>' +
      decisionForm(decideUrl, 'leave', 'Back to the store')
    );
  }
  if (outcome === 'approve' || outcome === 'decline') {
    const verb = outcome === 'approve' ? 'approved' : 'declined';
    return (
      `<p class="note">This test instrument is always ${verb}. Submitting its result…</p>` +
      decisionForm(decideUrl, outcome, outcome === 'approve' ? 'Approve payment' : 'Decline payment', 'fixed') +
      `<script nonce="${nonce}">setTimeout(function(){document.getElementById('fixed').submit()},600)</script>`
    );
  }
  return (
    '<p class="note">Choose what the bank answers.</p>' +
    decisionForm(decideUrl, 'approve', 'Approve payment') +
    decisionForm(decideUrl, 'decline', 'Decline payment')
  );
}

/** The hosted authentication page: self-contained HTML, no external assets. */
export function renderHostedPage(input: HostedPageInput): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dawa test payment gateway — sandbox</title>
<style>
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1d2433}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.banner{background:#fff4ce;border:1px solid #e0c25a;border-radius:8px;padding:8px 12px;font-size:14px;font-weight:600}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.08);padding:20px;margin-top:16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 16px}
dt{color:#5b6476}dd{margin:0;font-weight:600;word-break:break-all}
.amount{font-size:28px}
form{margin:10px 0 0}
button{width:100%;min-height:48px;border:0;border-radius:8px;font-size:16px;font-weight:600;cursor:pointer}
.approve{background:#0f7b4d;color:#fff}.decline{background:#b42318;color:#fff}.leave{background:#e4e7ec;color:#1d2433}
.note{color:#5b6476;font-size:14px}.wait{font-weight:600}
</style>
</head>
<body>
<main>
<p class="banner">Dawa test payment gateway — sandbox. No real money moves.</p>
<section class="card">
<h1>Authenticate payment</h1>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(input.merchantName)}</dd>
<dt>Amount</dt><dd class="amount">${formatRupees(input.amountPaise)}</dd>
<dt>Paying with</dt><dd>${escapeHtml(describeInstrument(input.instrument))}</dd>
</dl>
${actions(input)}
</section>
</main>
</body>
</html>
`;
}
