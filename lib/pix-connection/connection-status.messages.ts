/**
 * Portuguese texts of a connection's last error, apart from the area's other texts: every function
 * that calls a merchant's own PSP carries them.
 */
export const connectionStatusMessages = {
  unreachable: 'O PSP não respondeu (fora do ar, tempo esgotado ou conexão TLS recusada).',
  credentialsRefused: (status: number) =>
    `O PSP recusou as credenciais da conexão (HTTP ${status}): confira o client secret e o certificado no PSP.`,
};
