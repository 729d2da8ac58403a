import * as z from 'zod';

const nullableText = (description: string) => z.string().max(500).nullable().meta({ description });

/** A merchant's PSP connection as `GET /v1/pix-connection` shows it: never a secret or key. */
export const pixConnectionResponseSchema = z.strictObject({
  mode: z.enum(['PLATFORM', 'OWN_ACCOUNT']).meta({
    description:
      'PLATFORM: o dinheiro entra na conta da plataforma no PSP dela (sem conexão). OWN_ACCOUNT: as cobranças são criadas no PSP do próprio lojista, com as credenciais dele.',
  }),
  baseUrl: nullableText('A raiz da API Pix do PSP do lojista; null em PLATFORM.'),
  tokenUrl: nullableText('O endereço de token OAuth, quando não é `<origem>/oauth/token`.'),
  pixKey: nullableText('A chave Pix em que as cobranças são criadas.'),
  account: z
    .strictObject({
      conta: z.string().max(20).meta({ description: 'O número da conta.' }),
      tipoConta: z.enum(['CORRENTE', 'POUPANCA', 'PAGAMENTO']).meta({ description: 'O tipo da conta.' }),
      agencia: z.string().max(4).optional().meta({ description: 'A agência, quando o PSP tem agências.' }),
    })
    .nullable()
    .meta({
      description:
        'A conta recebedora das cobranças recorrentes (Pix Automático) nesse PSP; null sem ela: a conexão não recebe assinaturas.',
    }),
  clientId: nullableText('O client id OAuth (o segredo nunca é mostrado).'),
  certificate: z
    .strictObject({
      subject: z
        .string()
        .max(1000)
        .meta({ description: 'O sujeito do certificado de cliente (mutual TLS).' }),
      expiresAt: z.iso.datetime().meta({ description: 'Quando o certificado expira, em UTC.' }),
    })
    .nullable()
    .meta({ description: 'O certificado de cliente; a chave privada nunca é mostrada.' }),
  verifiedAt: z.iso.datetime().nullable().meta({ description: 'Quando a conexão foi verificada.' }),
  status: z.enum(['ACTIVE', 'FAILING']).nullable().meta({
    description: 'ACTIVE: o PSP responde; FAILING: as últimas chamadas falharam (`lastError`).',
  }),
  lastError: z
    .strictObject({
      step: z.string().max(40).nullable().meta({ description: 'A etapa ou operação que falhou.' }),
      message: z.string().max(300).meta({ description: 'A resposta do PSP, sem segredos.' }),
      at: z.iso.datetime().meta({ description: 'Quando.' }),
    })
    .nullable()
    .meta({ description: 'A última falha do PSP; null quando ACTIVE.' }),
});
