/**
 * The PSP's notice runs only with live Pix configured (`PIX_PROVIDER=api-pix`: the PSP's settings,
 * its mutual-TLS certificates and a PSP to confirm each Pix against). The bench server runs the
 * `test` environment with the sandbox provider, so it cannot run this route honestly; the
 * live-Pix tests drive it against the stub PSP (`test/integration/live-pix.test.ts`).
 */
export const pspUnmeasured: Record<string, string> = {
  'POST /v1/psp/pix-webhook/{secret}/pix':
    'runs only with live Pix (PIX_PROVIDER=api-pix and a PSP); the bench server runs the test ' +
    'environment with the sandbox provider: not measured',
};
