import { createCustomer } from '../../lib/db/customers.js';
import { createCustomerSchema } from '../../lib/domain/customer.js';
import { parseBody } from '../../lib/http/validation.js';
import { ascii, cpf, FIRST, formatCpf, LAST, RUN, type Recipe } from './shared.js';

export const customers: Recipe = {
  resource: 'customers',
  entity: 'CUSTOMER',
  createBody: (seq) => {
    const document = cpf(seq);
    const first = FIRST[seq % FIRST.length] as string;
    const last = LAST[Math.floor(seq / FIRST.length) % LAST.length] as string;
    const phone = String(11_900_000_000 + (seq % 99_999_999));
    return {
      unique: document,
      body: {
        name: `  ${first} ${last} de Teste `,
        email: `${ascii(first)}.${last}.${RUN}.${seq}@Exemplo.com.br`,
        document: formatCpf(document),
        phone: `(${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}`,
      },
    };
  },
  updateBody: () => ({}),
  create: (merchantId, body) => createCustomer(merchantId, parseBody(createCustomerSchema, body)),
  // One surname in ten: a realistic search that still reads every customer to count matches.
  growthQueries: () => [{ label: 'search=nascimento', query: 'search=nascimento', cursor: true }],
};
