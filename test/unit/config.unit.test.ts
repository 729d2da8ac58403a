import { describe, expect, it } from 'vitest';
import { loadConfig, runsLocally } from '../../lib/config.js';

describe('local mode', () => {
  const local = (env: NodeJS.ProcessEnv) => runsLocally(loadConfig(env));

  it('is on only when LOCAL_MODE is "true"', () => {
    expect(local({ LOCAL_MODE: 'true' })).toBe(true);
    // Anything else is a deployed function's mode: a typo errs on the safe side.
    for (const value of [undefined, '', 'false', '1', 'TRUE'])
      expect(local({ LOCAL_MODE: value })).toBe(false);
  });

  it('is not inferred from a database endpoint: a function pointed at DynamoDB Local is deployed', () => {
    expect(local({ DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' })).toBe(false);
    expect(local({ DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000', LOCAL_MODE: 'true' })).toBe(true);
  });
});
