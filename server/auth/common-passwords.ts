import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * "Not one of the most common passwords": the ~49 000 passwords of zxcvbn-ts's
 * common list (ranked from public breach corpora), plus the ones Chinese
 * breach rankings put at the top that that list lacks. Compared in lower case
 * after trimming, so "Password1" counts as "password1".
 */

const CHINESE_COMMON = [
  '88888888', '11111111', '00000000', '66666666', '99999999', '12341234', '11223344', '123123123',
  '147258369', '1234567890', '12345678910', '123456789a', 'a123456789', 'a12345678', 'aa123456',
  'abc123456', 'qq123456', 'woaini1314', 'woaini520', '5201314520', '1314520520', '52013145201314',
  'iloveyou1314', 'qwe123456', 'asd123456', 'zxc123456', 'z123456789', 'wang123456', 'zhang123456',
  'li123456', 'liu123456', 'chen123456', 'abcd1234', '1qaz2wsx3edc', 'qazwsxedc', 'q1w2e3r4',
  'password1', 'admin123', 'admin888', 'admin123456', '147852369', '159357123', '789456123',
];

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!common) {
    const ranked = dictionary['passwords-common'] as readonly string[];
    common = new Set([...ranked, ...CHINESE_COMMON].map((entry) => entry.toLowerCase()));
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}
