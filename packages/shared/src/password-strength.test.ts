import { describe, expect, it } from 'vitest';
import { isStrongEnough, passwordStrength } from './password-strength.ts';

describe('passwordStrength', () => {
  it.each([
    ['', 'Very Weak'],
    ['a', 'Weak'],
    ['Ab1@x', 'Weak'],
    ['abcdef', 'Moderate'],
    ['abc12!', 'Moderate'],
    ['Abcdef1@', 'Strong'],
    ['Abcdefg1', 'Moderate'],
    ['abcdef1@', 'Moderate'],
    ['ABCDEF1@', 'Moderate'],
    ['Abcdefg@', 'Moderate'],
    ['Abcdef1#', 'Moderate'],
    ['Abc de1@', 'Moderate'],
    ['Ab1@xy', 'Moderate'],
    ['Pässwörd1@', 'Moderate'],
    ['😀😀😀😀😀', 'Weak'],
    ['😀😀😀😀😀😀', 'Moderate'],
  ])('rates %j as %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });

  it('accepts every special of the allowed set in a Strong password', () => {
    for (const special of '@$!%*?&^()-_=+') expect(passwordStrength(`Abcdef1${special}`)).toBe('Strong');
  });

  it('refuses Very Weak and Weak, accepts Moderate and Strong', () => {
    expect(isStrongEnough('')).toBe(false);
    expect(isStrongEnough('abcde')).toBe(false);
    expect(isStrongEnough('abcdef')).toBe(true);
    expect(isStrongEnough('Abcdef1@')).toBe(true);
  });
});
