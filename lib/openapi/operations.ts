/**
 * Route -> contract: for every row of the route table, the schemas its handler parses and
 * returns, with descriptions and examples. The type (`Record<RouteKey, …>`) makes a route
 * without an entry a compile error, and `test/openapi` checks it again at run time, so a new
 * route cannot go undocumented. Which error statuses a route can give is derived from the route
 * itself in `document.ts`; entries here only add the examples of their own 400/404/422 causes.
 */
import type { z } from 'zod';
import {
  couponResponseSchema,
  createCouponSchema,
  updateCouponSchema,
  type UpdateCouponBody,
} from '../domain/coupon.js';
import { createCustomerSchema, customerListQuerySchema, customerResponseSchema } from '../domain/customer.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageResponseSchema, pagingQuerySchema } from '../domain/paging.js';
import {
  createProductSchema,
  listProductsQuerySchema,
  mergeProduct,
  productResponseSchema,
  updateProductSchema,
} from '../domain/product.js';
import { valueTaken } from '../errors.js';
import { parseBody, parseQuery } from '../http/validation.js';
import { findRoute, type RouteKey } from '../http/routes.js';
import { messages } from '../messages.js';
import {
  couponExample,
  customerExample,
  envelope,
  errorExample,
  EXAMPLE_IDS,
  EXAMPLE_TIME_ZONE,
  example,
  firstPage,
  productExample,
  storedCoupon,
  storedProduct,
  thrownBy,
  UPDATED_AT,
  updatedCoupon,
  valid,
  type Example,
} from './examples.js';
import { openApiDocumentSchema, successEnvelope } from './schemas.js';

/** A JSON Schema (2020-12) object, as OpenAPI 3.1 embeds them. */
export type JsonSchema = Record<string, unknown>;

export interface JsonBody {
  schema: z.ZodType;
  /** Name under `components.schemas`. */
  component: string;
  examples: Record<string, Example>;
}

export interface RequestBody extends JsonBody {
  /** A description for every property of the body (checked by `test/openapi`). */
  properties: Record<string, string>;
}

export interface Parameter {
  description: string;
  /** Replaces the schema generated from zod (query values arrive as text; some are numbers). */
  schema?: JsonSchema;
  example?: unknown;
}

export interface OperationSpec {
  operationId: string;
  description: string;
  pathParams?: Record<string, Parameter & { schema: JsonSchema; example: string }>;
  /** The query schema the handler parses, and a description for every one of its properties. */
  query?: { schema: z.ZodObject; parameters: Record<string, Parameter> };
  body?: RequestBody;
  success: {
    status: 200 | 201 | 204;
    description: string;
    /** A JSON body; without `component` its schema is inlined. */
    json?: Omit<JsonBody, 'component'> & { component?: string };
    /** Non-JSON bodies, by media type. */
    content?: Record<string, { schema: JsonSchema }>;
  };
  /** Examples of the route's own causes for these statuses (the shared ones are added for all). */
  errors?: Partial<Record<400 | 404 | 422, Record<string, Example>>>;
}

const tz = EXAMPLE_TIME_ZONE;
const createCoupon = createCouponSchema(tz);
const updateCoupon = updateCouponSchema(tz);

// Request examples, parsed by the real schemas.
const couponBody = {
  code: 'natal10',
  type: 'PERCENTAGE',
  value: 10,
  max_uses: 100,
  starts_at: '2026-12-01',
  expires_at: '2026-12-25T23:59:59',
};
const fixedCouponBody = { code: 'BLACKFRIDAY', type: 'FIXED_AMOUNT', value: 1990, expires_at: '2026-11-30' };
const couponPatch = { status: 'INACTIVE', max_uses: -1 };
const coupon = storedCoupon(valid(createCoupon, couponBody));
const fixedCoupon = storedCoupon(valid(createCoupon, fixedCouponBody));
const couponUpdated = updatedCoupon(coupon, valid(updateCoupon, couponPatch));

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

const productBody = {
  name: 'Camiseta Azul',
  price: 4990,
  description: 'Algodão orgânico, tamanho M',
  externalId: 'SKU-0001',
};
const productPatch = { price: 3990, status: 'INACTIVE' };
const product = storedProduct(valid(createProductSchema, productBody));
const productUpdated = productExample(
  mergeProduct(product, valid(updateProductSchema, productPatch), UPDATED_AT),
);

const couponPath = `/v1/coupons/${EXAMPLE_IDS.coupon}`;
const productPath = `/v1/products/${EXAMPLE_IDS.product}`;

/** The 422 a real validator gives for a bad body or query. */
const invalidBody = (schema: z.ZodType, body: unknown, path: string, summary: string) =>
  errorExample(
    summary,
    thrownBy(() => parseBody(schema, body)),
    path,
  );
const invalidQuery = (schema: z.ZodType, query: Record<string, string>, path: string, summary: string) =>
  errorExample(
    summary,
    thrownBy(() => parseQuery(schema, query)),
    path,
  );

/** The 400 a coupon update gets when the merged coupon breaks a rule, from `mergeCoupon` itself. */
const mergeConflict = (stored: typeof coupon, patch: UpdateCouponBody, summary: string) =>
  errorExample(
    summary,
    thrownBy(() => updatedCoupon(stored, valid(updateCoupon, patch))),
    couponPath,
  );

const idParam = (kind: keyof typeof EXAMPLE_IDS, what: string) => ({
  id: {
    description: `Identificador público ${what} (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.`,
    schema: { type: 'string', format: 'uuid' },
    example: EXAMPLE_IDS[kind],
  },
});

const pagingParameters: Record<'page' | 'size', Parameter> = {
  page: {
    description: 'Número da página, a partir de 0.',
    schema: { type: 'integer', minimum: 0, default: 0 },
    example: 0,
  },
  size: {
    description: `Itens por página, a partir de 1. Um valor acima de ${MAX_PAGE_SIZE} é atendido como ${MAX_PAGE_SIZE} (não é rejeitado).`,
    schema: { type: 'integer', minimum: 1, default: DEFAULT_PAGE_SIZE },
    example: DEFAULT_PAGE_SIZE,
  },
};

const couponProperties = {
  code: 'Até 50 caracteres depois de aparar os espaços; gravado em maiúsculas; único entre os cupons não removidos do lojista.',
  type: '`PERCENTAGE` ou `FIXED_AMOUNT`.',
  value: 'PERCENTAGE: inteiro de 1 a 100 (percentual). FIXED_AMOUNT: desconto em centavos, no mínimo 1.',
  max_uses: 'Limite de usos: inteiro a partir de 1, ou -1 (ilimitado). null ou ausente também é ilimitado.',
  starts_at: 'Início da validade no fuso do negócio: `yyyy-MM-dd` (00:00:00) ou `yyyy-MM-ddTHH:mm:ss`.',
  expires_at:
    'Fim da validade no fuso do negócio: `yyyy-MM-dd` (23:59:59) ou `yyyy-MM-ddTHH:mm:ss`; posterior a `starts_at`.',
};

const productProperties = {
  name: 'De 1 a 150 caracteres, depois de aparar os espaços.',
  price: 'Preço em centavos, no mínimo 500 (R$ 5,00).',
  description:
    'Até 1000 caracteres. Na atualização, `""` apaga a descrição (null mantém a atual, como em todo campo).',
};

export const operations = {
  'POST /v1/coupons': {
    operationId: 'createCoupon',
    description:
      'Cria um cupom `ACTIVE` com `used_count` 0. O código é aparado e convertido para maiúsculas e deve ser único entre os cupons não removidos do lojista (um código repetido é 400).',
    body: {
      schema: createCoupon,
      component: 'CreateCouponRequest',
      properties: couponProperties,
      examples: {
        percentage: example('Cupom percentual com período e limite de usos', couponBody),
        fixed: example('Desconto fixo de R$ 19,90 (em centavos), até o fim do dia 30/11', fixedCouponBody),
      },
    },
    success: {
      status: 201,
      description: 'O cupom criado.',
      json: {
        schema: successEnvelope(couponResponseSchema),
        component: 'CouponResponse',
        examples: {
          percentage: example('Cupom percentual', envelope(couponExample(coupon))),
          fixed: example('Desconto fixo, em reais na resposta', envelope(couponExample(fixedCoupon))),
        },
      },
    },
    errors: {
      400: {
        duplicateCode: errorExample(
          'Código já usado por outro cupom do lojista',
          valueTaken('code', messages.coupons.duplicateCode),
          '/v1/coupons',
        ),
      },
      422: {
        invalid: invalidBody(
          createCoupon,
          { code: '', type: 'PERCENT', value: 0, expires_at: '2026-02-30', extra: true },
          '/v1/coupons',
          'Todos os campos inválidos de uma vez',
        ),
        percentage: invalidBody(
          createCoupon,
          { code: 'X', type: 'PERCENTAGE', value: 150, starts_at: '2026-12-10', expires_at: '2026-12-01' },
          '/v1/coupons',
          'Percentual acima de 100 e período invertido',
        ),
      },
    },
  },
  'GET /v1/coupons': {
    operationId: 'listCoupons',
    description:
      'Os cupons não removidos do lojista, do mais novo para o mais antigo, em páginas. Uma página depois da última vem com `content` vazio e os totais verdadeiros.',
    query: { schema: pagingQuerySchema, parameters: pagingParameters },
    success: {
      status: 200,
      description: 'Uma página de cupons.',
      json: {
        schema: successEnvelope(pageResponseSchema(couponResponseSchema)),
        component: 'CouponPageResponse',
        examples: { page: example('Primeira página', envelope(firstPage([couponExample(coupon)]))) },
      },
    },
    errors: {
      422: {
        paging: invalidQuery(
          pagingQuerySchema,
          { page: '-1', size: 'abc' },
          '/v1/coupons',
          'Paginação inválida',
        ),
      },
    },
  },
  'GET /v1/coupons/{id}': {
    operationId: 'getCoupon',
    description: 'Um cupom do lojista. Um id desconhecido, removido ou de outro lojista é 404.',
    pathParams: idParam('coupon', 'do cupom'),
    success: {
      status: 200,
      description: 'O cupom.',
      json: {
        schema: successEnvelope(couponResponseSchema),
        component: 'CouponResponse',
        examples: { coupon: example('Cupom', envelope(couponExample(coupon))) },
      },
    },
  },
  'PUT /v1/coupons/{id}': {
    operationId: 'updateCoupon',
    description: [
      'Atualização parcial: só os campos a mudar. O corpo precisa de ao menos um valor não nulo e não aceita outras propriedades.',
      '`null` em `max_uses`, `starts_at` ou `expires_at` não apaga o valor atual (o campo é ignorado); para uso ilimitado envie `max_uses` = -1.',
      'O cupom resultante é validado de novo: uma regra que só o estado gravado revela (tipo PERCENTAGE com o valor gravado acima de 100, `expires_at` antes do `starts_at` gravado, `max_uses` abaixo de `used_count`) é 400.',
    ].join('\n\n'),
    pathParams: idParam('coupon', 'do cupom'),
    body: {
      schema: updateCoupon,
      component: 'UpdateCouponRequest',
      properties: { ...couponProperties, status: '`ACTIVE` ou `INACTIVE`.' },
      examples: { deactivate: example('Desativa e torna o uso ilimitado', couponPatch) },
    },
    success: {
      status: 200,
      description: 'O cupom atualizado.',
      json: {
        schema: successEnvelope(couponResponseSchema),
        component: 'CouponResponse',
        examples: { updated: example('Cupom atualizado', envelope(couponExample(couponUpdated))) },
      },
    },
    errors: {
      400: {
        duplicateCode: errorExample(
          'Código já usado por outro cupom do lojista',
          valueTaken('code', messages.coupons.duplicateCode),
          couponPath,
        ),
        percentage: mergeConflict(
          fixedCoupon,
          { type: 'PERCENTAGE' },
          'Tipo PERCENTAGE com o valor gravado (1990)',
        ),
        period: mergeConflict(coupon, { expires_at: '2026-11-30' }, 'Fim antes do início gravado'),
        maxUses: errorExample(
          'Limite abaixo dos usos registrados',
          thrownBy(() => updatedCoupon({ ...coupon, usedCount: 5 }, valid(updateCoupon, { max_uses: 3 }))),
          couponPath,
        ),
      },
      422: {
        empty: invalidBody(updateCoupon, { max_uses: null }, couponPath, 'Nenhum valor não nulo'),
        invalid: invalidBody(
          updateCoupon,
          { status: 'PAUSED', used_count: 3 },
          couponPath,
          'Valor fora da lista e propriedade desconhecida',
        ),
      },
    },
  },
  'DELETE /v1/coupons/{id}': {
    operationId: 'deleteCoupon',
    description:
      'Remoção lógica: o cupom some das listas e consultas e não pode mais ser usado; o histórico fica preservado e o código fica livre para um novo cupom.',
    pathParams: idParam('coupon', 'do cupom'),
    success: { status: 204, description: 'Removido; sem corpo.' },
  },

  'POST /v1/customers': {
    operationId: 'createCustomer',
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
    description:
      'Os clientes não removidos do lojista, do mais novo para o mais antigo, em páginas. Todos os filtros informados se aplicam juntos (E); um filtro vazio (`?name=`) é ignorado.',
    query: {
      schema: customerListQuerySchema,
      parameters: {
        ...pagingParameters,
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
    description:
      'Remoção lógica: o cliente não pode mais ser consultado nem usado em novas cobranças; o histórico fica preservado e o documento fica livre.',
    pathParams: idParam('customer', 'do cliente'),
    success: { status: 204, description: 'Removido; sem corpo.' },
  },

  'POST /v1/products': {
    operationId: 'createProduct',
    description:
      'Cria um produto `ACTIVE`. `externalId`, quando informado, é único entre os produtos não removidos do lojista e não muda depois.',
    body: {
      schema: createProductSchema,
      component: 'CreateProductRequest',
      properties: {
        ...productProperties,
        externalId: 'Identificador da integração, de 1 a 100 caracteres, comparado exatamente como enviado.',
      },
      examples: { product: example('Produto com identificador da integração', productBody) },
    },
    success: {
      status: 201,
      description: 'O produto criado.',
      json: {
        schema: successEnvelope(productResponseSchema),
        component: 'ProductResponse',
        examples: { product: example('Produto, preço em reais', envelope(productExample(product))) },
      },
    },
    errors: {
      400: {
        duplicateExternalId: errorExample(
          'externalId já usado por outro produto do lojista',
          valueTaken('externalId', messages.products.duplicateExternalId),
          '/v1/products',
        ),
      },
      422: {
        invalid: invalidBody(
          createProductSchema,
          { name: '', price: 100 },
          '/v1/products',
          'Nome vazio e preço abaixo do mínimo',
        ),
      },
    },
  },
  'GET /v1/products': {
    operationId: 'listProducts',
    description: 'Os produtos não removidos do lojista, do mais novo para o mais antigo, em páginas.',
    query: {
      schema: listProductsQuerySchema,
      parameters: {
        ...pagingParameters,
        status: {
          description: 'Só os produtos nesta situação: `ACTIVE` ou `INACTIVE` (sem diferenciar maiúsculas).',
          example: 'ACTIVE',
        },
        externalId: { description: 'Só o produto com este `externalId` exato.', example: 'SKU-0001' },
      },
    },
    success: {
      status: 200,
      description: 'Uma página de produtos.',
      json: {
        schema: successEnvelope(pageResponseSchema(productResponseSchema)),
        component: 'ProductPageResponse',
        examples: { page: example('Primeira página', envelope(firstPage([productExample(product)]))) },
      },
    },
    errors: {
      422: {
        filter: invalidQuery(
          listProductsQuerySchema,
          { status: 'SOLD', size: '0' },
          '/v1/products',
          'Filtros inválidos',
        ),
      },
    },
  },
  'GET /v1/products/{id}': {
    operationId: 'getProduct',
    description:
      'Um produto não removido do lojista. Um id desconhecido, removido ou de outro lojista é 404.',
    pathParams: idParam('product', 'do produto'),
    success: {
      status: 200,
      description: 'O produto.',
      json: {
        schema: successEnvelope(productResponseSchema),
        component: 'ProductResponse',
        examples: { product: example('Produto', envelope(productExample(product))) },
      },
    },
  },
  'PUT /v1/products/{id}': {
    operationId: 'updateProduct',
    description:
      'Atualização parcial de `name`, `price`, `description` e `status`: ao menos um valor não nulo, nenhuma outra propriedade. `externalId` não pode ser alterado (422).',
    pathParams: idParam('product', 'do produto'),
    body: {
      schema: updateProductSchema,
      component: 'UpdateProductRequest',
      properties: {
        ...productProperties,
        status: '`ACTIVE` ou `INACTIVE`.',
        externalId: 'Não pode ser alterado depois da criação: enviá-lo é 422.',
      },
      examples: { reprice: example('Novo preço e desativação', productPatch) },
    },
    success: {
      status: 200,
      description: 'O produto atualizado.',
      json: {
        schema: successEnvelope(productResponseSchema),
        component: 'ProductResponse',
        examples: { updated: example('Produto atualizado', envelope(productUpdated)) },
      },
    },
    errors: {
      422: {
        immutable: invalidBody(
          updateProductSchema,
          { externalId: 'SKU-0002' },
          productPath,
          'externalId não muda',
        ),
      },
    },
  },
  'DELETE /v1/products/{id}': {
    operationId: 'deleteProduct',
    description: 'Remoção lógica: o produto não pode mais ser consultado; o `externalId` fica livre.',
    pathParams: idParam('product', 'do produto'),
    success: { status: 204, description: 'Removido; sem corpo.' },
  },

  'GET /v1/openapi.json': {
    operationId: 'getOpenApiDocument',
    description:
      'Este documento (OpenAPI 3.1), gerado da tabela de rotas e dos schemas de validação. Não exige chave.',
    success: {
      status: 200,
      description: 'O documento OpenAPI, sem o envelope.',
      json: { schema: openApiDocumentSchema, examples: {} },
    },
  },
  'GET /v1/docs': {
    operationId: 'getApiReference',
    description:
      'A referência navegável desta API (Swagger UI servido pela própria API; nada vem de outros hosts). Não exige chave.',
    success: {
      status: 200,
      description: 'A página HTML.',
      content: { 'text/html': { schema: { type: 'string' } } },
    },
  },
  'GET /v1/docs/{asset}': {
    operationId: 'getApiReferenceAsset',
    description: 'Os scripts e estilos da página de referência. Não exige chave.',
    pathParams: {
      asset: {
        description: 'O arquivo.',
        schema: {
          type: 'string',
          enum: (findRoute('GET /v1/docs/{asset}').assets ?? []).map((file) => file.split('/').pop()),
        },
        example: 'swagger-ui.css',
      },
    },
    success: {
      status: 200,
      description: 'O arquivo (comprimido com gzip quando o cliente aceita).',
      content: {
        'text/javascript': { schema: { type: 'string' } },
        'text/css': { schema: { type: 'string' } },
      },
    },
  },
} satisfies Record<RouteKey, OperationSpec>;
