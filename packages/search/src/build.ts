/**
 * Building the indexes from a corpus: static-rank order, one shared vocabulary, typed-array lists.
 *
 * Static rank (the order of ordinals, best first):
 *   products   — available first, then popularity (high first), then shorter name, then id;
 *   molecules and categories — more products first, then shorter name, then id;
 *   brands     — the popularity of the brand's most popular product, then more products, shorter, id.
 */

import type { Csr } from './csr.ts';
import { FieldIndex, type GroupField } from './field-index.ts';
import { normalizeText, tokenize } from './normalize.ts';
import type { BrandDoc, CategoryDoc, MoleculeDoc, SearchCorpus, SearchDoc } from './types.ts';
import { type Vocabulary, VocabularyBuilder } from './vocabulary.ts';

export interface BuiltIndexes {
  vocabulary: Vocabulary;
  products: FieldIndex;
  molecules: FieldIndex;
  brands: FieldIndex;
  categories: FieldIndex;
}

interface Entity {
  id: number;
  name: string;
  productCount: number;
}

/** Term lists with provisional ids, remapped once the vocabulary is sorted. */
class ListsBuilder {
  private readonly offsets: number[] = [0];
  private readonly values: number[] = [];
  constructor(private readonly vocab: VocabularyBuilder) {}
  add(text: string): void {
    for (const token of tokenize(text)) this.values.push(this.vocab.add(token));
    this.offsets.push(this.values.length);
  }
  finish(remap: Uint32Array): Csr {
    const values = new Uint32Array(this.values.length);
    for (let i = 0; i < values.length; i++) values[i] = remap[this.values[i] as number] as number;
    return { offsets: Uint32Array.from(this.offsets), values };
  }
}

/** Distinct texts of a field (composition, manufacturer), each stored and tokenised once. */
class GroupBuilder {
  private readonly ids = new Map<string, number>();
  private readonly texts: string[] = [];
  private readonly lists: ListsBuilder;
  readonly of: Uint32Array;
  constructor(vocab: VocabularyBuilder, size: number) {
    this.lists = new ListsBuilder(vocab);
    this.of = new Uint32Array(size);
  }
  add(ordinal: number, text: string): void {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.texts.length;
      this.ids.set(text, id);
      this.texts.push(text);
      this.lists.add(text);
    }
    this.of[ordinal] = id;
  }
  finish(remap: Uint32Array, countParts = false): GroupField {
    const group: GroupField = { of: this.of, terms: this.lists.finish(remap), texts: this.texts };
    if (countParts) group.parts = Uint8Array.from(this.texts, (t) => Math.min(255, t.split('+').length));
    return group;
  }
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function rankProducts(products: readonly SearchDoc[]): SearchDoc[] {
  return [...products].sort(
    (a, b) =>
      Number(b.available) - Number(a.available) ||
      b.popularity - a.popularity ||
      a.name.length - b.name.length ||
      a.id - b.id ||
      byText(a.name, b.name),
  );
}

function rankEntities<T extends Entity>(list: readonly T[], weightOf: (e: T) => number): T[] {
  const weight = Float64Array.from(list, weightOf);
  const order = Array.from(list, (_, i) => i);
  const at = (i: number): T => list[i] as T;
  order.sort(
    (a, b) =>
      (weight[b] as number) - (weight[a] as number) ||
      at(b).productCount - at(a).productCount ||
      at(a).name.length - at(b).name.length ||
      at(a).id - at(b).id,
  );
  return order.map(at);
}

function entityIndex(list: readonly Entity[], vocab: VocabularyBuilder): (remap: Uint32Array, size: number) => FieldIndex {
  const names = new ListsBuilder(vocab);
  for (const e of list) names.add(e.name);
  return (remap, vocabSize) =>
    new FieldIndex({
      vocabSize,
      ids: Float64Array.from(list, (e) => e.id),
      names: list.map((e) => e.name),
      nameTerms: names.finish(remap),
      exactClass: true,
    });
}

export function buildIndexes(corpus: SearchCorpus): BuiltIndexes {
  const vocab = new VocabularyBuilder();
  const products = rankProducts(corpus.products);
  const names = new ListsBuilder(vocab);
  const compositions = new GroupBuilder(vocab, products.length);
  const manufacturers = new GroupBuilder(vocab, products.length);
  // A brand ranks by its most popular product.
  const brandPopularity = new Map<string, number>();
  const brandKeys = new Map<string, string>();
  products.forEach((p, ordinal) => {
    names.add(p.name);
    compositions.add(ordinal, p.composition);
    manufacturers.add(ordinal, p.manufacturer);
    let key = brandKeys.get(p.brand);
    if (key === undefined) {
      key = normalizeText(p.brand);
      brandKeys.set(p.brand, key);
    }
    brandPopularity.set(key, Math.max(brandPopularity.get(key) ?? -Number.MAX_VALUE, p.popularity));
  });

  const byCount = (): number => 0;
  const molecules = entityIndex(rankEntities<MoleculeDoc>(corpus.molecules, byCount), vocab);
  const brandWeight = (b: BrandDoc): number => brandPopularity.get(normalizeText(b.name)) ?? -Number.MAX_VALUE;
  const brands = entityIndex(rankEntities<BrandDoc>(corpus.brands, brandWeight), vocab);
  const categories = entityIndex(rankEntities<CategoryDoc>(corpus.categories, byCount), vocab);

  const { vocabulary, remap } = vocab.finish();
  const size = vocabulary.size;
  const productIndex = new FieldIndex({
    vocabSize: size,
    ids: Float64Array.from(products, (p) => p.id),
    names: products.map((p) => p.name),
    nameTerms: names.finish(remap),
    composition: compositions.finish(remap, true),
    manufacturer: manufacturers.finish(remap),
    exactClass: false,
  });
  return {
    vocabulary,
    products: productIndex,
    molecules: molecules(remap, size),
    brands: brands(remap, size),
    categories: categories(remap, size),
  };
}
