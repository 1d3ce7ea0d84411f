import { USCC_ALPHABET, isValidUscc, maskUscc, normaliseUscc, usccCheckCharacter, usccProblem } from '@/lib/certifications/uscc';

/**
 * The Unified Social Credit Code (GB 32100-2015). The valid codes are the
 * published codes of well-known companies. Each passes this module's check
 * and also the check character of its embedded organisation code (GB 11714,
 * letters A=10…Z=35), which a code remembered wrongly would pass about once
 * in 341 times: they are well formed.
 */

const VALID = [
  '91350100M000100Y43',
  '91110000600037341L',
  '91440300708461136T',
  '91330100799655058B',
  '91110108551385082Q',
  '91440300192317458F',
  '91110000710925462X',
  '91310000132200821H',
  '91110000802100433B',
  '91110000710935732K',
  '91330100716105852F',
  '91110000717828315T',
  '91110000100010310K',
  '91440000190336428Q',
  '91110000101107173B',
];

describe('the check character', () => {
  it('is worked out by hand for 91350100M000100Y43 as the standard says', () => {
    // Values: 9 1 3 5 0 1 0 0 M=21 0 0 0 1 0 0 Y=30 4; weights 1 3 9 27 19 26 16 17 20 29 25 13 8 24 10 30 28.
    // 9 + 3 + 27 + 135 + 0 + 26 + 0 + 0 + 420 + 0 + 0 + 0 + 8 + 0 + 0 + 900 + 112 = 1640;
    // 1640 mod 31 = 28 (31 × 52 = 1612); 31 − 28 = 3 → "3".
    expect(usccCheckCharacter('91350100M000100Y4')).toBe('3');
  });

  it('maps 31 to 0: a sum that is a multiple of 31 gets "0"', () => {
    // Seventeen zeros: Σ = 0, 31 − 0 = 31, which the standard writes as 0.
    expect(usccCheckCharacter('00000000000000000')).toBe('0');
  });

  it('gives "Y" (value 30) when the sum leaves 1', () => {
    // "1" at position 1 (weight 1): Σ = 1, 31 − 1 = 30 → Y.
    expect(usccCheckCharacter('10000000000000000')).toBe('Y');
  });

  it('uses weights 3^(i−1) mod 31', () => {
    // One "1" at position i makes Σ the i-th weight; the check value is then 31 − weight.
    let weight = 1;
    for (let i = 0; i < 17; i += 1) {
      const code = `${'0'.repeat(i)}1${'0'.repeat(16 - i)}`;
      expect(usccCheckCharacter(code)).toBe(USCC_ALPHABET.charAt(31 - weight));
      weight = (weight * 3) % 31;
    }
  });
});

describe('valid codes', () => {
  it.each(VALID)('%s is valid', (code) => {
    expect(usccProblem(code)).toBeNull();
    expect(isValidUscc(code)).toBe(true);
  });

  it('are at least ten, none repeated', () => {
    expect(new Set(VALID).size).toBe(VALID.length);
    expect(VALID.length).toBeGreaterThanOrEqual(10);
  });
});

describe('normaliseUscc', () => {
  it.each([
    ['91350100m000100y43', '91350100M000100Y43'],
    ['  91350100M000100Y43  ', '91350100M000100Y43'],
    ['9135 0100 M000 100Y 43', '91350100M000100Y43'],
    ['9135\u30000100M000100Y43', '91350100M000100Y43'],
    ['\uFF19\uFF11350100\uFF2D000100\uFF5943', '91350100M000100Y43'],
  ])('%j → %s', (typed, stored) => {
    expect(normaliseUscc(typed)).toBe(stored);
    expect(isValidUscc(typed)).toBe(true);
  });
});

describe('invalid codes say what is wrong', () => {
  it('a wrong check character', () => {
    for (const code of VALID) {
      const last = code.charAt(17);
      const other = USCC_ALPHABET.charAt((USCC_ALPHABET.indexOf(last) + 1) % 31);
      expect(usccProblem(code.slice(0, 17) + other)).toBe('checkCharacter');
    }
  });

  it('one mistyped character anywhere, and two neighbours swapped', () => {
    const code = '91110000600037341L';
    for (let i = 0; i < 17; i += 1) {
      const changed = USCC_ALPHABET.charAt((USCC_ALPHABET.indexOf(code.charAt(i)) + 7) % 31);
      const typo = code.slice(0, i) + changed + code.slice(i + 1);
      // A letter typed into the division's digits is caught there first.
      expect(usccProblem(typo)).toBe(i >= 2 && i < 8 && !/\d/.test(changed) ? 'division' : 'checkCharacter');
    }
    for (let i = 0; i < 17; i += 1) {
      if (code.charAt(i) === code.charAt(i + 1)) continue;
      const swapped = code.slice(0, i) + code.charAt(i + 1) + code.charAt(i) + code.slice(i + 2);
      expect(usccProblem(swapped)).not.toBeNull();
    }
  });

  it.each(['I', 'O', 'S', 'V', 'Z'])('the letter %s, which the code never uses', (letter) => {
    const code = `91350100M000100${letter}43`;
    expect(usccProblem(code)).toBe('characters');
    expect(isValidUscc(code)).toBe(false);
    // Also when typed in lower case.
    expect(usccProblem(normaliseUscc(code.toLowerCase()))).toBe('characters');
  });

  it.each(['-', '_', '*', '中', '.'])('a character that is not a letter or digit: %s', (character) => {
    expect(usccProblem(`91350100M000100${character}43`)).toBe('characters');
  });

  it.each([
    ['empty', ''],
    ['17 characters', '91350100M000100Y4'],
    ['19 characters', '91350100M000100Y433'],
    ['the old 15-digit registration number', '110000000000000'],
    ['the 9-character organisation code alone', 'M000100Y4'],
  ])('the wrong length: %s', (_, code) => {
    expect(usccProblem(code)).toBe('length');
    expect(isValidUscc(code)).toBe(false);
  });

  it('a letter in the administrative division (positions 3–8)', () => {
    const first17 = '9135A100M000100Y4';
    expect(usccProblem(first17 + usccCheckCharacter(first17))).toBe('division');
  });

  it('lower case is not valid until normalised', () => {
    expect(usccProblem('91350100m000100y43')).toBe('characters');
    expect(isValidUscc('91350100m000100y43')).toBe(true);
  });

  it('spaces inside are not valid until normalised', () => {
    expect(usccProblem('9135 0100 M000 100Y 43')).toBe('length');
    expect(isValidUscc(' 9135 0100 M000 100Y 43 ')).toBe(true);
  });
});

describe('maskUscc', () => {
  it('shows the first and last four characters only', () => {
    expect(maskUscc('91350100M000100Y43')).toBe('9135**********0Y43');
  });
});
