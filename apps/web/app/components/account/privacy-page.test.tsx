// @vitest-environment happy-dom
import '../../testing/dom.ts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsentList } from '@dawa/contracts';
import { EraseAccountPage, type EraseFailure } from './erase-account-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';

afterEach(cleanup);

const consents = (granted: boolean): ConsentList => ({
  noticeVersion: '2026-11-23',
  consents: [
    { purpose: 'order_updates_whatsapp', granted: false, changedAt: null, noticeVersion: null },
    {
      purpose: 'offers_sms_whatsapp',
      granted,
      changedAt: granted ? '2026-11-23T06:00:00.000Z' : null,
      noticeVersion: granted ? '2026-11-23' : null,
    },
    { purpose: 'personalised_recommendations', granted: false, changedAt: null, noticeVersion: null },
  ],
  history: granted
    ? [{ purpose: 'offers_sms_whatsapp', granted: true, noticeVersion: '2026-11-23', source: 'account', at: '2026-11-23T06:00:00.000Z' }]
    : [],
});

function renderPrivacy(list: ConsentList) {
  const posts: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: '/account/privacy',
      Component: () => <PrivacyPage consents={list} />,
      action: async ({ request }) => {
        posts.push(await request.formData());
        return { ok: true };
      },
    },
  ]);
  render(<Stub initialEntries={['/account/privacy']} />);
  return posts;
}

describe('the data and privacy page', () => {
  it('offers the download as a file link and says what is not a choice', async () => {
    renderPrivacy(consents(false));
    const link = await screen.findByRole('link', { name: 'Download my data' });
    expect(link.getAttribute('href')).toBe('/account/privacy/download');
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByText(/Not a choice: to deliver an order/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Erase my account…' }).getAttribute('href')).toBe('/account/privacy/erase');
  });

  it('shows every optional purpose off until turned on, and turning one on posts that one purpose', async () => {
    const posts = renderPrivacy(consents(false));
    expect(await screen.findAllByText('Off')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on: Offers and refill reminders' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(Object.fromEntries(posts[0]!)).toMatchObject({ intent: 'consent', purpose: 'offers_sms_whatsapp', granted: 'true' });
  });

  it('withdraws with the same one button, and lists the past decisions', async () => {
    const posts = renderPrivacy(consents(true));
    expect(await screen.findByText('On since 23 Nov 2026')).toBeTruthy();
    expect(screen.getByText('Your past decisions')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off: Offers and refill reminders' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.get('granted')).toBe('false');
  });
});

function renderErase(failure?: EraseFailure) {
  const Stub = createRoutesStub([
    { path: '/account/privacy/erase', Component: () => <EraseAccountPage numberEnding="10" failure={failure} /> },
  ]);
  render(<Stub initialEntries={['/account/privacy/erase']} />);
}

describe('the erase page', () => {
  it('says what is deleted and what the law keeps, with the retention periods', async () => {
    renderErase();
    expect(await screen.findByText(/for 8 years: tax invoices must be kept for 72 months/)).toBeTruthy();
    expect(screen.getByText(/Schedule H1 register entries, for 3 years/)).toBeTruthy();
    expect(screen.getByText('The number ending in 10')).toBeTruthy();
  });

  it('shows a wrong number beside the field and an order in progress above the form', async () => {
    renderErase({
      ok: false,
      code: 'ERASE_CONFIRMATION_MISMATCH',
      message: 'Type the mobile number of this account to confirm.',
      field: 'confirmMobileNumber',
    });
    const field = await screen.findByLabelText('Type the mobile number of this account to confirm');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain('erase-number-error');
    cleanup();
    renderErase({
      ok: false,
      code: 'ACCOUNT_HAS_ORDERS_IN_PROGRESS',
      message: 'Your account cannot be erased while an order is in progress (order #7).',
    });
    expect((await screen.findByRole('alert')).textContent).toContain('order #7');
  });
});
