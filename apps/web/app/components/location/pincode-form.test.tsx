// @vitest-environment happy-dom
import '../../testing/dom.ts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PincodeDetails } from '../account/types.ts';
import type { LocationActionData, LocationLoaderData } from './location-data.ts';
import { PincodeForm } from './pincode-form.tsx';

afterEach(cleanup);

const BENGALURU: PincodeDetails = {
  pincode: 560001,
  cityAttributes: { id: 4, name: 'Bengaluru Urban', slug: 'bengaluru-urban', isCourierCity: false, supplierCityName: 'Bengaluru', stateName: 'Karnataka' },
  neighbourhoodAttributes: { name: 'Bengaluru G.P.O.', isExpressAvailable: true },
  latitude: 12.97,
  longitude: 77.59,
};
const NOT_SERVED = 'We do not deliver to 110001 yet.';

/** The form on a page, with a /location route whose loader and action answer like the real ones. */
function renderForm() {
  const posts: FormData[] = [];
  const onSelected = vi.fn();
  const Stub = createRoutesStub([
    { path: '/', Component: () => <PincodeForm current={null} onSelected={onSelected} />, HydrateFallback: () => null },
    {
      path: '/location',
      loader: ({ request }): LocationLoaderData => {
        const check = new URL(request.url).searchParams.get('check');
        return check === '560001'
          ? { addresses: null, preview: BENGALURU, previewError: null }
          : { addresses: null, preview: null, previewError: check ? { pincode: check, message: NOT_SERVED } : null };
      },
      action: async ({ request }): Promise<LocationActionData> => {
        const form = await request.formData();
        posts.push(form);
        return form.get('pincode') === '560001'
          ? {
              ok: true,
              intent: 'set-pincode',
              location: { pincode: '560001', cityId: 4, cityName: 'Bengaluru Urban', isExpress: true },
              details: BENGALURU,
            }
          : { ok: false, intent: 'set-pincode', code: 'NOT_SERVICEABLE', message: NOT_SERVED };
      },
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return { posts, onSelected };
}

const field = async () => (await screen.findByLabelText('PIN code')) as HTMLInputElement;
const check = () => fireEvent.click(screen.getByRole('button', { name: 'Check' }));

describe('the pincode form', () => {
  it('asks for a PIN code when Check is pressed on an empty field, without posting', async () => {
    const { posts } = renderForm();
    await field();
    check();
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid PIN code');
    expect(posts).toHaveLength(0);
  });

  it('shows the area of a full pincode as it is typed, then stores it through the /location action', async () => {
    const { posts, onSelected } = renderForm();
    fireEvent.change(await field(), { target: { value: '560001' } });
    expect((await screen.findByRole('status')).textContent).toContain('Delivering to Bengaluru G.P.O., Bengaluru Urban');
    check();
    await waitFor(() => expect(onSelected).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries(posts[0]!)).toMatchObject({ intent: 'set-pincode', pincode: '560001' });
    expect(onSelected.mock.calls[0]![0]).toEqual({ pincode: '560001', cityId: 4, cityName: 'Bengaluru Urban', isExpress: true });
  });

  it('goes on once to the page a chosen pincode leads to, as the /location page does', async () => {
    const onSelected = vi.fn();
    function Chooser() {
      const navigate = useNavigate();
      return (
        <PincodeForm
          current={null}
          onSelected={(location) => {
            onSelected(location);
            void navigate(`/landing/${location.pincode}`);
          }}
        />
      );
    }
    const landings: string[] = [];
    const Stub = createRoutesStub([
      { path: '/', Component: Chooser, HydrateFallback: () => null },
      {
        path: '/location',
        loader: (): LocationLoaderData => ({ addresses: null, preview: BENGALURU, previewError: null }),
        action: (): LocationActionData => ({
          ok: true,
          intent: 'set-pincode',
          location: { pincode: '560001', cityId: 4, cityName: 'Bengaluru Urban', isExpress: true },
          details: BENGALURU,
        }),
      },
      {
        path: '/landing/:pincode',
        // A loader that answers later, as the server's does: the page re-renders while the navigation loads.
        loader: async ({ params }) => {
          landings.push(params.pincode!);
          await new Promise((resolve) => setTimeout(resolve, 20));
          return params.pincode!;
        },
        Component: () => <h1>Medicines delivered to 560001</h1>,
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    fireEvent.change(await field(), { target: { value: '560001' } });
    await screen.findByRole('status');
    check();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Medicines delivered to 560001');
    expect(onSelected).toHaveBeenCalledTimes(1);
    expect(landings).toEqual(['560001']);
  });

  it('says why a pincode cannot be chosen, beside the field', async () => {
    const { onSelected } = renderForm();
    fireEvent.change(await field(), { target: { value: '110001' } });
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_SERVED);
    expect(onSelected).not.toHaveBeenCalled();
  });
});
