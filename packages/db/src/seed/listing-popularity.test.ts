import { describe, expect, it } from 'vitest';
import { listingPopularity } from './listing-popularity.ts';

const rupees = (r: number) => r * 100;

describe('listingPopularity', () => {
  it('ranks the medicines of one letter in their listing order', () => {
    const [first, second, third] = listingPopularity([
      { name: 'Dolo 650 Tablet', mrpPaise: rupees(30) },
      { name: 'Dolonex Tablet', mrpPaise: rupees(90) },
      { name: 'Dolutegravir Tablet', mrpPaise: rupees(400) },
    ]);
    expect(first).toBeGreaterThan(second!);
    expect(second).toBeGreaterThan(third!);
  });

  it('scores a position by its share of its own letter, so the head of a short letter equals the head of a long one', () => {
    const a = [
      { name: 'Augmentin 625 Duo Tablet', mrpPaise: rupees(200) },
      ...Array.from({ length: 9 }, (_, i) => ({ name: `Alpha ${i}`, mrpPaise: rupees(50) })),
    ];
    const b = [
      { name: 'Becosules Capsule', mrpPaise: rupees(50) },
      ...Array.from({ length: 9 }, (_, i) => ({ name: `Beta ${i}`, mrpPaise: rupees(50) })),
    ];
    const scores = listingPopularity([...a, ...b]);
    expect(scores[0]).toBe(scores[10]);
    expect(scores[0]).toBe(Math.round(1e6 * Math.log(1 / (0.5 / 10))));
  });

  it('sends a dear specialty product at the head of a letter back by its price above ₹500', () => {
    const [biologic, everyday] = listingPopularity([
      { name: 'Avastin 400mg Injection', mrpPaise: rupees(40_000) },
      { name: 'Augmentin 625 Duo Tablet', mrpPaise: rupees(200) },
      ...Array.from({ length: 98 }, (_, i) => ({ name: `Alpha ${i}`, mrpPaise: rupees(50) })),
    ]);
    expect(everyday).toBeGreaterThan(biologic!);
  });

  it('keeps a name that starts with a digit or a Greek letter under the letter before it', () => {
    const withOdd = listingPopularity([
      { name: 'Zole Cream', mrpPaise: rupees(50) },
      { name: 'α-Bert 150 Injection', mrpPaise: rupees(50) },
    ]);
    const zOnly = listingPopularity([
      { name: 'Zole Cream', mrpPaise: rupees(50) },
      { name: 'Zyrtec Tablet', mrpPaise: rupees(50) },
    ]);
    expect(withOdd).toEqual(zOnly);
  });
});
