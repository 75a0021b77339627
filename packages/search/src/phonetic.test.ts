import { describe, expect, it } from 'vitest';
import { foldedKey, skeletonKey, transliterate } from './phonetic.ts';
import { parseSynonyms } from './synonyms.ts';

describe('transliterate (Devanagari → Latin)', () => {
  it('drops the final schwa and folds vowel length', () => {
    expect(transliterate('डोलो')).toBe('dolo');
    expect(transliterate('पैरासिटामोल')).toBe('parasitamol');
    expect(transliterate('कमल')).toBe('kamal');
    expect(transliterate('ऑगमेंटिन')).toBe('ogmentin');
  });

  it('drops a medial schwa between a vowel and a consonant with its own vowel sign', () => {
    expect(transliterate('थायरोक्सिन')).toBe('thayroksin');
  });

  it('reads nukta, anusvara, digits and spelled-out variant letters', () => {
    expect(transliterate('ज़ीरोडोल')).toBe('zirodol');
    expect(transliterate('पैंटोप्राज़ोल')).toBe('pantoprazol');
    expect(transliterate('डोलो ६५०')).toBe('dolo 650');
    expect(transliterate('मोंटेयर एलसी')).toBe('monteyar lc');
    expect(transliterate('एल')).toBe('el'); // a first word is a name, not a letter
  });

  it('leaves Latin text alone', () => {
    expect(transliterate('Dolo 650')).toBe('Dolo 650');
  });
});

describe('sound-alike keys', () => {
  it('gives spellings that sound alike one skeleton', () => {
    expect(skeletonKey('krocin')).toBe(skeletonKey('crocin'));
    expect(skeletonKey('kombiflam')).toBe(skeletonKey('combiflam'));
    expect(skeletonKey('parasitamol')).toBe(skeletonKey('paracetamol'));
    expect(skeletonKey('ogmentin')).toBe(skeletonKey('augmentin'));
    expect(foldedKey('krocin')).toBe(foldedKey('crocin'));
  });

  it('keeps a leading vowel or h, so different names stay apart', () => {
    expect(skeletonKey('advil')).not.toBe(skeletonKey('diovol'));
    expect(skeletonKey('halcion')).not.toBe(skeletonKey('elosone'));
    expect(foldedKey('parasitamol')).not.toBe(foldedKey('paracetamol'));
  });
});

describe('parseSynonyms', () => {
  it('reads groups of single words and ignores comments and multi-word cells', () => {
    const csv = '# header comment\nnames,# source\nparacetamol,acetaminophen,# INN, BAN; USAN\nvitamin c,ascorbic\nA,B,C\n';
    expect(parseSynonyms(csv)).toEqual([
      ['paracetamol', 'acetaminophen'],
      ['a', 'b', 'c'],
    ]);
  });
});
