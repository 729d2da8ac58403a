import type { RoundTrips } from '../support/round-trips.js';

export const pixConnectionRoundTrips: RoundTrips = {
  'PUT /v1/pix-connection': [0, 'none in test: a test key cannot connect, refused before any read'],
  'GET /v1/pix-connection': [1, 'GetItem of the current connection'],
  'DELETE /v1/pix-connection': [
    1,
    'GetItem of the current connection (none: nothing to remove; else one transaction removes it)',
  ],
};
