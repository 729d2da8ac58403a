/** Portuguese texts of a merchant's own PSP connection. */
export const pixConnectionMessages = {
  liveOnly:
    'A conexão com o PSP do lojista existe só em produção (`live`); em `test` todas as cobranças usam o ambiente de testes.',
  failed: (step: string, answer: string) =>
    `A conexão com o PSP não foi verificada: falhou ${step}. Resposta: ${answer}`,
  steps: {
    certificate: 'o certificado do cliente (mutual TLS)',
    address: 'o endereço do PSP (deve ser público na internet)',
    token: 'o pedido de token OAuth por mutual TLS',
    read: 'a leitura de Pix recebidos no PSP (GET /pix)',
    webhook: 'o registro do webhook de notificações (PUT /webhook/{chave})',
    webhookrec: 'o registro do webhook de recorrências do Pix Automático (PUT /webhookrec)',
    webhookcobr: 'o registro do webhook de cobranças recorrentes do Pix Automático (PUT /webhookcobr)',
  },
  account: {
    conta: 'deve ser o número da conta, de 1 a 20 dígitos',
    tipoConta: 'deve ser CORRENTE, POUPANCA ou PAGAMENTO',
    agencia: 'deve ser a agência, de 1 a 4 dígitos',
  },
  conflict: 'A conexão foi alterada por outro pedido ao mesmo tempo; leia-a e tente de novo.',
  pem: 'deve ser o conteúdo de um arquivo PEM (-----BEGIN …) em base64',
  https: 'deve ser uma URL https',
};
