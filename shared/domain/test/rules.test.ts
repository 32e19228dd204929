import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkField,
  email,
  isEmptyValue,
  maxLength,
  minLength,
  noSpecialCharacters,
  notEqual,
  notIn,
  pattern,
  required,
  type Rule,
} from '../src/validation/rules.ts';
import { normalizePhone, phone } from '../src/validation/phone-rules.ts';

const PHONE_MESSAGE = 'Phone must be a valid phone number. For non US numbers please add country prefix.';

// Every rule with a value that fails it, so the shared behaviours can be checked for all.
const failing: Array<[string, Rule, unknown, string]> = [
  ['email', email, 'nope', 'Email must be a valid email address.'],
  ['phone', phone, '12345', PHONE_MESSAGE.replace('Phone', 'Email')],
  ['maxLength', maxLength(2), 'abc', 'Email may not be greater than 2 characters.'],
  ['minLength', minLength(5), 'abc', 'Email may not be less than 5 characters.'],
  ['noSpecialCharacters', noSpecialCharacters, 'a!', 'Email can not contain special characters.'],
  ['notEqual', notEqual('admin'), 'admin', 'Email can not be admin.'],
  ['notIn', notIn(['admin']), 'ADMIN', 'Email can not be an excluded term.'],
  ['pattern', pattern(/^\d+$/), 'abc', 'Email is invalid.'],
];

describe('empty values', () => {
  const empties: unknown[] = [undefined, null, '', '   ', '\t\n', []];

  it.each(failing)('%s lets every empty value through', (_name, rule) => {
    for (const value of empties) expect(rule(value, 'Email')).toBeNull();
  });

  it.each(failing)('%s reports its message for a bad value', (_name, rule, value, message) => {
    expect(rule(value, 'Email')).toBe(message);
  });

  it('required fails every empty value, including an empty object', () => {
    for (const value of [...empties, {}]) expect(required(value, 'First name')).toBe('First name is required.');
  });

  it('required passes non-empty values, including false and 0', () => {
    for (const value of ['a', 0, false, ['x'], { a: 1 }]) expect(required(value, 'First name')).toBeNull();
  });

  it('isEmptyValue agrees with required', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(required(value, 'X') !== null).toBe(isEmptyValue(value));
      }),
    );
  });
});

describe('label', () => {
  it.each([...failing, ['required', required, '', 'Email is required.'] as const])(
    '%s says "This field" when the label is empty',
    (_name, rule, value, message) => {
      const expected = message.replace(/^Email/, 'This field');
      expect(rule(value, '')).toBe(expected);
      expect(rule(value, '   ')).toBe(expected);
    },
  );
});

describe('email', () => {
  it.each(['jane@example.com', 'jane.doe+tag@mail.example.co.uk', "o'brien@example.ie", 'josé@exämple.de', 'a@b.io'])('accepts %s', (value) =>
    expect(email(value, 'Email')).toBeNull(),
  );

  it.each([
    'plain',
    'jane@',
    '@example.com',
    'jane@example',
    'jane doe@example.com',
    'jane@exa mple.com',
    'jane@@example.com',
    'jane..doe@example.com',
    '.jane@example.com',
    'jane@-example.com',
    'jane@example.c',
    ` jane@example.com`,
    `${'a'.repeat(65)}@example.com`,
    `jane@${'b'.repeat(64)}.com`,
  ])('rejects %s', (value) => {
    expect(email(value, 'Email')).toBe('Email must be a valid email address.');
  });

  it('rejects values that are not text', () => {
    expect(email(42, 'Email')).toBe('Email must be a valid email address.');
    expect(email({ a: 1 }, 'Email')).toBe('Email must be a valid email address.');
  });

  it('accepts exactly 254 characters and rejects 255', () => {
    const domain = (length: number) => `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(length)}.com`;
    const at254 = `${'a'.repeat(254 - 1 - domain(47).length)}@${domain(47)}`;
    expect(at254).toHaveLength(254);
    expect(email(at254, 'Email')).toBeNull();
    expect(email(`a${at254}`, 'Email')).toBe('Email must be a valid email address.');
  });
});

describe('phone', () => {
  it.each(['(202) 555-0143', '202-555-0143', '2025550143', '+1 415 555 2671', '+44 20 7946 0958', '+61 2 9374 4000'])('accepts %s', (value) =>
    expect(phone(value, 'Phone')).toBeNull(),
  );

  it.each(['12345', 'abc', 'call me', '+44 12', '555-0143', '+999 123 456 789'])('rejects %s', (value) => {
    expect(phone(value, 'Phone')).toBe(PHONE_MESSAGE);
  });

  it('reads numbers without + as US numbers', () => {
    // 020 7946 0958 is a London number only with the +44 prefix.
    expect(phone('020 7946 0958', 'Phone')).toBe(PHONE_MESSAGE);
    expect(normalizePhone('(202) 555-0143')).toBe('+12025550143');
  });

  it('normalizes valid numbers to E.164 and returns null otherwise', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('202.555.0143')).toBe('+12025550143');
    expect(normalizePhone(2025550143)).toBe('+12025550143');
    expect(normalizePhone('12345')).toBeNull();
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone(null)).toBeNull();
    expect(normalizePhone({})).toBeNull();
  });
});

describe('maxLength and minLength', () => {
  it('use the list messages for arrays', () => {
    expect(maxLength(2)(['a', 'b', 'c'], 'Tags')).toBe('Tags may not have more than 2 items.');
    expect(maxLength(2)(['a', 'b'], 'Tags')).toBeNull();
    expect(minLength(2)(['a'], 'Tags')).toBe('Tags may not have less than 2 items.');
    expect(minLength(2)(['a', 'b'], 'Tags')).toBeNull();
  });

  it('count characters, not UTF-16 units', () => {
    expect(maxLength(2)('😀😀', 'Name')).toBeNull();
    expect(minLength(2)('😀', 'Name')).toBe('Name may not be less than 2 characters.');
  });

  it('measure numbers as text and ignore values without a length', () => {
    expect(maxLength(3)(12345, 'Code')).toBe('Code may not be greater than 3 characters.');
    expect(maxLength(3)({ a: 1 }, 'Code')).toBeNull();
    expect(minLength(3)(true, 'Code')).toBeNull();
  });

  it('maxLength passes exactly at the limit and fails one above', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme-ascii' }), (n, ch) => {
        const c = ch.trim() === '' ? 'x' : ch;
        expect(maxLength(n)(c.repeat(n), 'Name')).toBeNull();
        expect(maxLength(n)(c.repeat(n + 1), 'Name')).toBe(`Name may not be greater than ${n} characters.`);
        expect(maxLength(n)(Array(n).fill(c), 'Name')).toBeNull();
        expect(maxLength(n)(Array(n + 1).fill(c), 'Name')).toBe(`Name may not have more than ${n} items.`);
      }),
    );
  });

  it('minLength passes exactly at the limit and fails one below', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 300 }), (n) => {
        expect(minLength(n)('x'.repeat(n), 'Name')).toBeNull();
        expect(minLength(n)('x'.repeat(n - 1), 'Name')).toBe(`Name may not be less than ${n} characters.`);
      }),
    );
  });

  it('agree with the string length for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 0, max: 40 }), (text, n) => {
        fc.pre(text.trim() !== '');
        const length = Array.from(text).length;
        expect(maxLength(n)(text, 'T') === null).toBe(length <= n);
        expect(minLength(n)(text, 'T') === null).toBe(length >= n);
      }),
    );
  });
});

describe('noSpecialCharacters', () => {
  it.each(['Jane Doe', 'jean-luc_picard 2', 'Zoë', 'Łódź', 'Ἀθῆναι', '東京', 'محمد', 'नमस्ते', 'Zoe\u0308'])('accepts %s', (value) => {
    expect(noSpecialCharacters(value, 'Name')).toBeNull();
  });

  it.each(['a!', 'a.b', 'a@b', 'tab\there', 'new\nline', '😀', 'a/b', "o'brien"])('rejects %j', (value) => {
    expect(noSpecialCharacters(value, 'Name')).toBe('Name can not contain special characters.');
  });

  const allowed = fc.constantFrom(...'abcXYZéßжΩ東ا0123456789 -_'.split(''));
  const forbidden = fc.constantFrom(...'!@#$%^&*()+=[]{};:\'",.<>/?\\|`~\t\n😀€'.split('').concat(['😀']));

  it('accepts any string made only of letters, digits, space, hyphen and underscore', () => {
    fc.assert(
      fc.property(fc.array(allowed, { minLength: 1, maxLength: 30 }), (chars) => {
        expect(noSpecialCharacters(chars.join(''), 'Name')).toBeNull();
      }),
    );
  });

  it('rejects any such string once another character is inserted', () => {
    fc.assert(
      fc.property(fc.array(allowed, { maxLength: 30 }), forbidden, fc.nat(), (chars, bad, at) => {
        const index = chars.length === 0 ? 0 : at % (chars.length + 1);
        const text = [...chars.slice(0, index), bad, ...chars.slice(index)].join('');
        fc.pre(text.trim() !== '');
        expect(noSpecialCharacters(text, 'Name')).toBe('Name can not contain special characters.');
      }),
    );
  });

  it('agrees with a character-by-character check for arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        fc.pre(text.trim() !== '');
        const ok = Array.from(text).every((c) => /[\p{L}\p{M}\p{Nd} _-]/u.test(c));
        expect(noSpecialCharacters(text, 'Name') === null).toBe(ok);
      }),
    );
  });
});

describe('notEqual', () => {
  it('rejects the value itself, ignoring surrounding spaces', () => {
    expect(notEqual('None')('None', 'Tag')).toBe('Tag can not be None.');
    expect(notEqual('None')(' None ', 'Tag')).toBe('Tag can not be None.');
  });

  it('is case-sensitive and passes other values', () => {
    expect(notEqual('None')('none', 'Tag')).toBeNull();
    expect(notEqual('None')('Nonet', 'Tag')).toBeNull();
  });

  it('compares numbers with their text form', () => {
    expect(notEqual(0)('0', 'Count')).toBe('Count can not be 0.');
    expect(notEqual('5')(5, 'Count')).toBe('Count can not be 5.');
  });
});

describe('notIn', () => {
  const rule = notIn(['Admin', 'root ']);

  it('rejects excluded terms in any case', () => {
    for (const value of ['admin', 'ADMIN', 'Admin', ' root', 'ROOT']) {
      expect(rule(value, 'Username')).toBe('Username can not be an excluded term.');
    }
  });

  it('passes terms that only contain an excluded one', () => {
    expect(rule('administrator', 'Username')).toBeNull();
  });

  it('rejects every case variant of every term', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() !== ''),
          { minLength: 1, maxLength: 5 },
        ),
        fc.nat(),
        fc.boolean(),
        (terms, i, upper) => {
          const term = terms[i % terms.length]!;
          const variant = upper ? term.toUpperCase() : term.toLowerCase();
          fc.pre(variant.toLowerCase() === term.toLowerCase() && variant.trim() !== '');
          expect(notIn(terms)(variant, 'X')).toBe('X can not be an excluded term.');
        },
      ),
    );
  });
});

describe('pattern', () => {
  it('passes matching values and names the field otherwise', () => {
    const zip = pattern(/^\d{5}$/);
    expect(zip('12345', 'Postal code')).toBeNull();
    expect(zip('1234', 'Postal code')).toBe('Postal code is invalid.');
    expect(zip(12345, 'Postal code')).toBeNull();
  });

  it('gives the same answer every time for a global regex', () => {
    const rule = pattern(/a/g);
    expect([rule('a', 'X'), rule('a', 'X'), rule('a', 'X')]).toEqual([null, null, null]);
  });
});

describe('checkField', () => {
  it('returns every failing message in rule order', () => {
    expect(checkField('a!', 'Name', [required, minLength(3), noSpecialCharacters, maxLength(10)])).toEqual([
      'Name may not be less than 3 characters.',
      'Name can not contain special characters.',
    ]);
  });

  it('returns only required for an empty value', () => {
    expect(checkField('', 'Email', [required, email, maxLength(3)])).toEqual(['Email is required.']);
    expect(checkField('', 'Email', [email, maxLength(3)])).toEqual([]);
  });
});
