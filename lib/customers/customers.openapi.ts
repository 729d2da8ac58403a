import {
  createCustomerSchema,
  customerListQuerySchema,
  customerView,
  newCustomer,
} from './customer.domain.js';
import type { RouteKeyOf } from '../http/route.js';
import type { customerRoutes } from './customers.routes.js';
import {
  CREATED_AT,
  envelope,
  EXAMPLE_IDS,
  EXAMPLE_MERCHANT_ID,
  example,
  firstPage,
  valid,
} from '../openapi/examples.js';
import { successEnvelope } from '../openapi/schemas.js';
import {
  cursorParameters,
  idParam,
  invalidBody,
  invalidQuery,
  pagingParameters,
  type OperationSpec,
} from '../openapi/operation.js';
import { customerResponseSchema } from './customers.openapi-schemas.js';
import { pageResponseSchema } from '../openapi/responses.js';

/** A customer made from a request example by the domain's own constructor, as the API shows it. */
export const customerExample = (body: Parameters<typeof newCustomer>[2]) =>
  customerView(newCustomer(EXAMPLE_MERCHANT_ID, EXAMPLE_IDS.customer, body, CREATED_AT));

const customerBody = {
  name: '  Maria   da Silva ',
  email: 'Maria.Silva@Exemplo.com.br',
  document: '529.982.247-25',
  phone: '(11) 98765-4321',
};
const companyBody = {
  name: 'Padaria Pão Quente Ltda',
  email: 'contato@paoquente.com.br',
  document: '11.222.333/0001-81',
};
const customer = customerExample(valid(createCustomerSchema, customerBody));

export const customerOperations = {
  'POST /v1/customers': {
    operationId: 'createCustomer',
    summary: 'Cria um cliente (ou devolve o cliente que já tem o documento)',
    description:
      'Cria um cliente `ACTIVE`. Se o documento já pertence a um cliente não removido do lojista, devolve esse cliente sem alterá-lo (também 200), mesmo com muitas requisições simultâneas.',
    body: {
      schema: createCustomerSchema,
      component: 'CreateCustomerRequest',
      properties: {
        name: 'De 1 a 150 caracteres; aparado, espaços internos colapsados, Unicode NFC.',
        email: 'De 1 a 150 caracteres; e-mail válido; gravado em minúsculas.',
        document:
          'CPF ou CNPJ (inclusive o CNPJ alfanumérico), até 20 caracteres como enviado; a formatação é removida e os dígitos verificadores são conferidos.',
        phone: 'Até 20 caracteres como enviado; só os dígitos são gravados e devem ser de 10 a 13.',
      },
      examples: {
        person: example('Pessoa física, com formatação', customerBody),
        company: example('Pessoa jurídica', companyBody),
      },
    },
    success: {
      status: 200,
      description: 'O cliente criado, ou o cliente que já tinha o documento.',
      json: {
        schema: successEnvelope(customerResponseSchema),
        component: 'CustomerResponse',
        examples: { customer: example('Cliente normalizado', envelope(customer)) },
      },
    },
    errors: {
      422: {
        invalid: invalidBody(
          createCustomerSchema,
          { name: ' ', email: 'maria@', document: '123.456.789-00', phone: '1234' },
          '/v1/customers',
          'Campos inválidos',
        ),
      },
    },
  },
  'GET /v1/customers': {
    operationId: 'listCustomers',
    summary: 'Lista e filtra os clientes',
    description:
      'Os clientes não removidos do lojista, do mais novo para o mais antigo, em páginas. Todos os filtros informados se aplicam juntos (E); um filtro vazio (`?name=`) é ignorado.',
    query: {
      schema: customerListQuerySchema,
      parameters: {
        ...pagingParameters,
        ...cursorParameters,
        search: {
          description: 'Busca parcial em nome, e-mail, documento e telefone ao mesmo tempo.',
          example: 'maria',
        },
        name: { description: 'Parte do nome; ignora maiúsculas e acentos.', example: 'conceicao' },
        email: { description: 'Parte do e-mail; ignora maiúsculas.', example: 'exemplo.com' },
        document: { description: 'Parte do CPF ou CNPJ; a pontuação é ignorada.', example: '529.982' },
        phone: { description: 'Parte do telefone; a formatação é ignorada.', example: '98765' },
        status: { description: 'Situação exata, sem diferenciar maiúsculas: `ACTIVE`.', example: 'ACTIVE' },
      },
    },
    success: {
      status: 200,
      description: 'Uma página de clientes.',
      json: {
        schema: successEnvelope(pageResponseSchema(customerResponseSchema)),
        component: 'CustomerPageResponse',
        examples: { page: example('Primeira página', envelope(firstPage([customer]))) },
      },
    },
    errors: {
      422: {
        filter: invalidQuery(
          customerListQuerySchema,
          { phone: 'abc', status: 'BLOCKED' },
          '/v1/customers',
          'Filtro sem dígitos e situação desconhecida',
        ),
      },
    },
  },
  'GET /v1/customers/{id}': {
    operationId: 'getCustomer',
    summary: 'Consulta um cliente',
    description: 'Um cliente do lojista. Um id desconhecido, removido ou de outro lojista é 404.',
    pathParams: idParam('customer', 'do cliente'),
    success: {
      status: 200,
      description: 'O cliente.',
      json: {
        schema: successEnvelope(customerResponseSchema),
        component: 'CustomerResponse',
        examples: { customer: example('Cliente', envelope(customer)) },
      },
    },
  },
  'DELETE /v1/customers/{id}': {
    operationId: 'deleteCustomer',
    summary: 'Remove um cliente',
    description:
      'Remoção lógica: o cliente não pode mais ser consultado nem usado em novas cobranças; o histórico fica preservado e o documento fica livre.',
    pathParams: idParam('customer', 'do cliente'),
    success: { status: 204, description: 'Removido; sem corpo.' },
  },
} satisfies Record<RouteKeyOf<typeof customerRoutes>, OperationSpec>;
