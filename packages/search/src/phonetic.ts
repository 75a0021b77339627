/**
 * Sound-alike keys for Latin terms, and Devanagari → Latin transliteration of queries.
 *
 * Shoppers spell medicine names the way they sound: 'krocin' for Crocin, 'kombiflam' for Combiflam,
 * 'पैरासिटामोल' (pairaasitaamol) for paracetamol. Two keys compare such spellings:
 * - the skeleton keeps the consonants after merging letters that sound alike (c before e/i/y = s,
 *   other c = q = k, ph = f, z = j, w = v, x = ks, a following h dropped) and collapsing doubles,
 *   so vowel length, schwa and English vowel spellings do not matter;
 * - the folded key keeps the vowels too, folded (aa → a, ee → i, ai → e, au → o), so it separates
 *   'krocin' ~ 'crocin' (same folded key: a near-certain match) from looser skeleton matches.
 */

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

/** Consonant merges shared by both keys; vowels are left for the caller. */
function consonantsMerged(word: string): string {
  let out = '';
  const n = word.length;
  for (let i = 0; i < n; i++) {
    const c = word.charAt(i);
    const next = i + 1 < n ? word.charAt(i + 1) : '';
    if (c === 'p' && next === 'h') {
      out += 'f';
      i++;
    } else if (c === 'c' && next === 'h') {
      out += 'C';
      i++;
    } else if (c === 'c' && next === 'k') {
      out += 'k';
      i++;
    } else if (c === 'c') out += next === 'e' || next === 'i' || next === 'y' ? 's' : 'k';
    else if (c === 'q') out += 'k';
    else if (c === 'x') out += 'ks';
    else if (c === 'z') out += 'j';
    else if (c === 'w') out += 'v';
    else if (c === 'h') continue;
    else if (c >= 'a' && c <= 'z') out += c;
  }
  return out;
}

/** Consonant skeleton: 'paracetamol' and 'pairasitamol' → 'prstml'; 'crocin' and 'krosin' → 'krsn'; 'augmentin' → 'Vgmntn'. */
export function skeletonKey(word: string): string {
  const merged = consonantsMerged(word);
  // A leading vowel is kept as one mark ('advil' is not 'diovol'), and so is a leading h ('halcion').
  const lead = word.startsWith('h') ? 'h' : VOWELS.has(merged.charAt(0)) ? 'V' : '';
  let out = lead;
  for (const c of merged) {
    if (VOWELS.has(c)) continue;
    if (out.charAt(out.length - 1) !== c) out += c;
  }
  return out;
}

/** Vowels kept but folded: 'crocin' and 'krocin' → 'krosin'; 'pairaasitaamol' → 'perasitamol'. */
export function foldedKey(word: string): string {
  const merged = consonantsMerged(word)
    .replace(/ai|ay|ei/g, 'e')
    .replace(/au|aw|ou/g, 'o')
    .replace(/ee|ie/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/y/g, 'i');
  let out = '';
  for (const c of merged) if (out.charAt(out.length - 1) !== c) out += c;
  return out.length > 3 && out.endsWith('e') ? out.slice(0, -1) : out;
}

// ---------------------------------------------------------------------------------------------
// Devanagari

// prettier-ignore
const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n',
  च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n',
  त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm',
  य: 'y', र: 'r', ल: 'l', ळ: 'l', व: 'v',
  श: 'sh', ष: 'sh', स: 's', ह: 'h',
  // Precomposed nukta letters.
  क़: 'q', ख़: 'kh', ग़: 'g', ज़: 'z', ड़: 'r', ढ़: 'rh', फ़: 'f', य़: 'y',
};

/** Nukta variants of a consonant written as consonant + U+093C. */
const WITH_NUKTA: Readonly<Record<string, string>> = { ज: 'z', फ: 'f', क: 'q', ड: 'r', ढ: 'rh' };

/** Independent vowels, vowel length folded (आ = अ = a). */
// prettier-ignore
const VOWEL_LETTERS: Readonly<Record<string, string>> = {
  अ: 'a', आ: 'a', इ: 'i', ई: 'i', उ: 'u', ऊ: 'u', ऋ: 'ri',
  ए: 'e', ऐ: 'a', ओ: 'o', औ: 'au', ऑ: 'o', ऍ: 'e',
};

/** Vowel signs (matras), vowel length folded. */
// prettier-ignore
const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'ृ': 'ri',
  'े': 'e', 'ै': 'a', 'ो': 'o', 'ौ': 'au', 'ॉ': 'o', 'ॅ': 'e',
};

/** English letter names as written in Hindi, for variant codes spelled out ('मोंटेयर एलसी' = Montair LC). */
// prettier-ignore
const LETTER_NAME_LIST: [string, string][] = [
  ['डब्ल्यू', 'w'], ['एक्स', 'x'], ['क्यू', 'q'], ['ज़ेड', 'z'], ['जेड', 'z'], ['वाई', 'y'], ['आई', 'i'],
  ['एफ', 'f'], ['एच', 'h'], ['एल', 'l'], ['एम', 'm'], ['एन', 'n'], ['एस', 's'], ['आर', 'r'],
  ['बी', 'b'], ['सी', 'c'], ['डी', 'd'], ['जी', 'g'], ['जे', 'j'], ['के', 'k'], ['पी', 'p'],
  ['टी', 't'], ['यू', 'u'], ['वी', 'v'], ['ए', 'a'], ['ई', 'e'], ['ओ', 'o'],
];
/** Longest names first, so 'एक्स' is read before 'ए'. */
const LETTER_NAMES = LETTER_NAME_LIST.sort((a, b) => b[0].length - a[0].length);
const MAX_SPELLED = 4;

const VIRAMA = '्';
const NUKTA = '़';
const NASALS = new Set(['ं', 'ँ']);
const VISARGA = 'ः';
const DEVANAGARI = /[\u0900-\u097f]/u;
const DEVANAGARI_DIGIT_ZERO = 0x0966;

export const hasDevanagari = (text: string): boolean => DEVANAGARI.test(text);

/**
 * Latin reading of Devanagari text; other characters pass through. A consonant carries the
 * inherent 'a' (schwa) unless a vowel sign or virama follows, and a word's final schwa is dropped
 * ('डोलो' → 'dolo', 'पैरासिटामोल' → 'parasitamol', 'कमल' → 'kamal'). ऐ/ै read as 'a', the
 * English short a of loan words ('पैन' = Pan, 'शेलकैल' = Shelcal). Anusvara and chandrabindu
 * read as 'n', the visarga as 'h'; after the first word, a word made only of English letter names
 * reads as those letters ('एलसी' → 'lc'). Matching then uses the sound-alike keys above, which also
 * absorb vowel length, a kept medial schwa and nukta (ज़ = z and ज = j share a key).
 */
export function transliterate(text: string): string {
  if (!hasDevanagari(text)) return text;
  // Words after the first that are only spelled-out letters read as those letters ('एलसी' → 'lc').
  let first = true;
  return text.replace(/\S+/gu, (word) => {
    const spelled = first ? null : spelledLetters(word);
    first = false;
    return spelled ?? transliterateWord(word);
  });
}

function spelledLetters(word: string): string | null {
  let rest = word;
  let out = '';
  while (rest.length > 0 && out.length <= MAX_SPELLED) {
    const hit = LETTER_NAMES.find(([name]) => rest.startsWith(name));
    if (hit === undefined) return null;
    out += hit[1];
    rest = rest.slice(hit[0].length);
  }
  return rest.length === 0 && out.length <= MAX_SPELLED ? out : null;
}

function transliterateWord(text: string): string {
  const chars = [...text];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    const code = c.charCodeAt(0);
    if (code >= DEVANAGARI_DIGIT_ZERO && code <= DEVANAGARI_DIGIT_ZERO + 9) {
      out += String(code - DEVANAGARI_DIGIT_ZERO);
      continue;
    }
    let consonant = CONSONANTS[c];
    if (consonant !== undefined) {
      let j = i + 1;
      if (chars[j] === NUKTA) {
        consonant = WITH_NUKTA[c] ?? consonant;
        j++;
      }
      out += consonant;
      const next = chars[j];
      if (next === VIRAMA) j++;
      else if (next !== undefined && VOWEL_SIGNS[next] !== undefined) {
        out += VOWEL_SIGNS[next];
        j++;
      } else if (next !== undefined && (CONSONANTS[next] !== undefined || NASALS.has(next) || next === VISARGA)) {
        // Medial schwa deletion: after a vowel and before a consonant that carries its own vowel
        // sign, the schwa is not spoken ('थायरोक्सिन' → thayroksin, 'मेटफॉर्मिन' → metphormin).
        const afterVowel = /[aeiou]$/.test(out.slice(0, -consonant.length));
        const nextHasSign = VOWEL_SIGNS[chars[j + 1] ?? ''] !== undefined;
        if (!(afterVowel && nextHasSign && i > 0)) out += 'a';
      }
      i = j - 1;
      continue;
    }
    const vowel = VOWEL_LETTERS[c] ?? VOWEL_SIGNS[c];
    if (vowel !== undefined) out += vowel;
    else if (NASALS.has(c)) out += 'n';
    else if (c === VISARGA) out += 'h';
    else if (c === NUKTA || c === VIRAMA) continue;
    else out += c;
  }
  return out;
}
