import type { Translate } from '../../i18n/index.ts';
import { escapeHtml } from '../ui/escape-html.ts';
import type { PdpView } from './pdp-types.ts';
import { reviewRows, summaryRows } from './info-sections.tsx';

/**
 * The medicine page's kept sections (uses, side effects, summary, review shares, FAQ) as the markup React writes
 * for them, byte for byte (info-sections.tsx, more-sections.tsx; a test compares the two). The browser keeps this
 * markup at hydration (KeptMarkup), so the server writes it as one string instead of rendering it element by
 * element, as a listing's cards (decision 039). `t` is the page's own, so the texts are noted for the page.
 */
export function keptSectionsMarkup(view: PdpView, t: Translate): string {
  const p = view.product;
  let html = '';
  if (p.uses.length > 0) html += listSection('uses', t('pdp.uses.title', { name: p.name }), p.uses);
  if (p.sideEffects.length > 0)
    html += listSection('side-effects', t('pdp.sideEffects.title', { name: p.name }), p.sideEffects, t('pdp.sideEffects.note'));
  html += summary(view, t);
  html += reviews(view, t);
  html += faq(view, t);
  return html;
}

const e = escapeHtml;

function sectionStart(id: string, title: string): string {
  return `<section class="pdp-card pdp-section" id="${id}" aria-labelledby="${id}-title" tabindex="-1"><h2 id="${id}-title">${e(title)}</h2>`;
}

function listSection(id: string, title: string, items: string[], note?: string): string {
  let html = `${sectionStart(id, title)}<ul class="pdp-bullets">`;
  for (const item of items) html += `<li>${e(item)}</li>`;
  html += '</ul>';
  if (note) html += `<p class="pdp-muted pdp-small pdp-section__note">${e(note)}</p>`;
  return `${html}</section>`;
}

function summary(view: PdpView, t: Translate): string {
  let html = `${sectionStart('summary', t('pdp.summary.title'))}<table class="pdp-table"><tbody>`;
  for (const [key, value] of summaryRows(view, t)) html += `<tr><th scope="row">${e(key)}</th><td>${e(value)}</td></tr>`;
  return `${html}</tbody></table></section>`;
}

function reviews(view: PdpView, t: Translate): string {
  const rows = reviewRows(view, t);
  if (!rows) return '';
  let html = `${sectionStart('reviews', t('pdp.reviews.title'))}<p class="pdp-muted pdp-small">${e(
    t('pdp.reviews.lead', { name: view.product.name }),
  )}</p><dl class="pdp-bars">`;
  for (const r of rows)
    html +=
      `<div class="pdp-bars__row pdp-bars__row--${r.key}"><dt>${e(r.label)}</dt><dd><span class="pdp-bars__track" aria-hidden="true">` +
      `<span class="pdp-bars__fill" style="width:${r.width}%"></span></span>` +
      `<span class="pdp-bars__value">${e(t('pdp.reviews.percent', { percent: r.value }))}</span></dd></div>`;
  return `${html}</dl></section>`;
}

/** ChevronDownIcon at size sm with the FAQ's class, as makeIcon writes it. */
const CHEVRON =
  '<svg class="icon icon--sm pdp-faq__chevron" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ' +
  'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="m6 9 6 6 6-6"></path></svg>';

function faq(view: PdpView, t: Translate): string {
  if (view.faq.length === 0) return '';
  let html = `${sectionStart('faqs', t('pdp.faq.title'))}<div class="pdp-faq">`;
  view.faq.forEach((f, i) => {
    html += `<details${i === 0 ? ' open=""' : ''}><summary><span>${e(f.question)}</span>${CHEVRON}</summary><p>${e(f.answer)}</p></details>`;
  });
  return `${html}</div></section>`;
}
