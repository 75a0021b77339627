/** The A–Z city and neighbourhood lists, checked against the fixture pincodes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaList, cityList } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { expectFailure, getData } from './support/http.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const cities = async (qs = '') => cityList.parse(await getData(app.api, `/api/v3/cities${qs}`));
const areas = async (qs = '') => areaList.parse(await getData(app.api, `/api/v3/areas${qs}`));

describe('GET /api/v3/cities', () => {
  it('lists every city with a serviceable pincode A–Z, with state, pincode count and first pincode', async () => {
    const data = await cities();
    expect(data).toMatchObject({ total: 7, page: 1, pageSize: 60 });
    expect(data.items.map((c) => `${c.name} (${c.stateName})`)).toEqual([
      'Bengaluru Urban (Karnataka)',
      'Bilaspur (Chhattisgarh)',
      'Bilaspur (Himachal Pradesh)',
      'Jaipur (Rajasthan)',
      'Ludhiana (Punjab)',
      'Mumbai (Maharashtra)',
      'New Delhi (Delhi)',
    ]);
    expect(data.items.find((c) => c.slug === 'mumbai')).toEqual({
      id: 5,
      name: 'Mumbai',
      slug: 'mumbai',
      stateName: 'Maharashtra',
      pincodeCount: 33,
      firstPincode: 400001,
      landingSlug: 'mumbai-gpo-mumbai-400001',
    });
    expect(data.items.find((c) => c.slug === 'jaipur')).toMatchObject({
      pincodeCount: 4,
      firstPincode: 302001,
      landingSlug: 'jaipur-g-p-o-jaipur-302001',
    });
  });

  it('counts only serviceable pincodes: New Delhi has 3 (110001 has one delivery office)', async () => {
    const delhi = (await cities('?letter=n')).items;
    expect(delhi).toHaveLength(1);
    expect(delhi[0]).toMatchObject({ slug: 'new-delhi', pincodeCount: 3, firstPincode: 110001 });
  });

  it('filters by first letter, in either case', async () => {
    const b = await cities('?letter=B');
    expect(b.total).toBe(3);
    expect(b.items.map((c) => c.slug)).toEqual(['bengaluru-urban', 'bilaspur-chhattisgarh', 'bilaspur-himachal-pradesh']);
    expect((await cities('?letter=b')).items).toEqual(b.items);
    expect(await cities('?letter=z')).toEqual({ items: [], total: 0, page: 1, pageSize: 60 });
  });

  it('a page past the end is empty but keeps the total', async () => {
    expect(await cities('?page=2')).toEqual({ items: [], total: 7, page: 2, pageSize: 60 });
  });

  it('refuses a bad letter or page with 400', async () => {
    expect(await expectFailure(app.api, '/api/v3/cities?letter=ab', 400)).toBe('Choose a letter from A to Z.');
    expect(await expectFailure(app.api, '/api/v3/cities?letter=1', 400)).toBe('Choose a letter from A to Z.');
    expect(await expectFailure(app.api, '/api/v3/cities?letter=%C3%A9', 400)).toBe('Choose a letter from A to Z.');
    expect(await expectFailure(app.api, '/api/v3/cities?page=0', 400)).toBe('The page must be a whole number from 1.');
    await expectFailure(app.api, '/api/v3/cities?city=mumbai', 400);
  });
});

describe('GET /api/v3/areas', () => {
  it('lists delivering post offices of serviceable pincodes A–Z, 60 a page', async () => {
    const first = await areas();
    expect(first).toMatchObject({ total: 64, page: 1, pageSize: 60 });
    expect(first.items).toHaveLength(60);
    expect(first.items[0]).toEqual({
      name: 'AIIMS Bilaspur',
      pincode: 174001,
      city: { id: 3, name: 'Bilaspur', slug: 'bilaspur-himachal-pradesh' },
      landingSlug: 'bilaspur-bilaspur-hp-bilaspur-174001',
    });
    const names = first.items.map((a) => a.name.toLowerCase());
    expect(names).toEqual([...names].sort());

    const second = await areas('?page=2');
    expect(second).toMatchObject({ total: 64, page: 2 });
    expect(second.items.map((a) => `${a.name} ${a.pincode}`)).toEqual([
      'V J B Udyan 400027',
      'Wadala 400031',
      'Worli Colony 400030',
      'Worli 400018',
    ]);
    expect((await areas('?page=3')).items).toEqual([]);
  });

  it('links an office to the landing page of its pincode', async () => {
    const mumbai = (await areas('?letter=m')).items;
    expect(mumbai.find((a) => a.name === 'Mumbai GPO')).toMatchObject({ pincode: 400001, landingSlug: 'mumbai-gpo-mumbai-400001' });
    // Dharavi post office is in 400017, whose head office is Dharavi Road.
    expect((await areas('?letter=d')).items.find((a) => a.name === 'Dharavi')).toMatchObject({
      pincode: 400017,
      landingSlug: 'dharavi-road-mumbai-400017',
    });
  });

  it('leaves out non-delivery offices and unserviceable pincodes', async () => {
    const all = [...(await areas()).items, ...(await areas('?page=2')).items];
    expect(all).toHaveLength(64);
    // 110001 has 23 offices, one of them delivering; 144009 has only non-delivery offices.
    expect(all.filter((a) => a.pincode === 110001).map((a) => a.name)).toEqual(['New Delhi GPO']);
    expect(all.some((a) => a.pincode === 144009)).toBe(false);
    expect(all.some((a) => a.name === 'Baroda House')).toBe(false);
  });

  it('filters by first letter', async () => {
    const w = await areas('?letter=W');
    expect(w.total).toBe(3);
    expect(w.items.map((a) => a.name)).toEqual(['Wadala', 'Worli Colony', 'Worli']);
    expect((await areas('?letter=q')).items).toEqual([]);
  });

  it('refuses a bad letter with 400', async () => {
    expect(await expectFailure(app.api, '/api/v3/areas?letter=%23', 400)).toBe('Choose a letter from A to Z.');
    expect(await expectFailure(app.api, '/api/v3/areas?letter=', 400)).toBe('Choose a letter from A to Z.');
    expect(await expectFailure(app.api, '/api/v3/areas?page=abc', 400)).toBe('The page must be a whole number from 1.');
  });
});
