import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../lib/canonical-json.js';

describe('canonicalJson', () => {
  it('sorts keys at every level by code unit, keeps array order, drops undefined properties', () => {
    expect(canonicalJson({ b: [{ z: 1, a: null }, 2], a: { Z: true, a: 'x', m: undefined } })).toBe(
      '{"a":{"Z":true,"a":"x"},"b":[{"a":null,"z":1},2]}',
    );
  });

  it('gives one text for values equal as JSON', () => {
    const parsed = JSON.parse('{ "preço": 1.0, "nome": "Caf\\u00e9" }') as unknown;
    expect(canonicalJson(parsed)).toBe(canonicalJson({ nome: 'Café', preço: 1 }));
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson([undefined])).toBe(JSON.stringify([undefined]));
  });
});
