import { ApiPixClient } from './client.js';
import { apiPixSettings, type ApiPixSettings } from './settings.js';

let current: { settings: ApiPixSettings; client: ApiPixClient } | undefined;

/**
 * The process-wide client (one TLS agent and one cached token per warm function), made from the
 * settings on first use and again when the settings object changes (tests, `npm start`).
 */
export async function apiPixClient(): Promise<ApiPixClient> {
  const settings = await apiPixSettings();
  if (current?.settings !== settings) {
    current?.client.close();
    current = { settings, client: new ApiPixClient(settings) };
  }
  return current.client;
}

export function resetApiPixClient(): void {
  current?.client.close();
  current = undefined;
}
