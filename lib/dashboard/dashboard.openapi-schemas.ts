import * as z from 'zod';

export const dashboardSessionResponseSchema = z.strictObject({
  url: z.url().max(2048).meta({
    description:
      'O link de acesso ao painel: abre a página "Entrar" (um GET não faz login). Vale uma vez e por 5 minutos.',
  }),
  expiresAt: z.iso.datetime().max(35).meta({ description: 'Quando o link deixa de valer (RFC 3339, UTC).' }),
});
