import {
  createProductSchema,
  listProductsQuerySchema,
  mergeProduct,
  newProduct,
  productView,
  updateProductSchema,
} from './product.domain.js';
import { valueTaken } from '../errors.js';
import type { RouteKeyOf } from '../http/route.js';
import type { productRoutes } from './products.routes.js';
import { productMessages } from './products.messages.js';
import {
  CREATED_AT,
  envelope,
  errorExample,
  EXAMPLE_IDS,
  EXAMPLE_MERCHANT_ID,
  example,
  firstPage,
  UPDATED_AT,
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
import { productResponseSchema } from './products.openapi-schemas.js';
import { pageResponseSchema } from '../openapi/responses.js';

// Stored products made from the request examples by the domain's own constructor.

export const storedProduct = (body: Parameters<typeof newProduct>[2]) =>
  newProduct(EXAMPLE_MERCHANT_ID, EXAMPLE_IDS.product, body, CREATED_AT);

export const productExample = productView;

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

const productPath = `/v1/products/${EXAMPLE_IDS.product}`;

const productProperties = {
  name: 'De 1 a 150 caracteres, depois de aparar os espaços.',
  price: 'Preço em centavos, no mínimo 500 (R$ 5,00).',
  description:
    'Até 1000 caracteres. Na atualização, `""` apaga a descrição (null mantém a atual, como em todo campo).',
};

export const productOperations = {
  'POST /v1/products': {
    operationId: 'createProduct',
    summary: 'Cria um produto',
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
          valueTaken('externalId', productMessages.duplicateExternalId, 'external_id_taken'),
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
    summary: 'Lista os produtos',
    description: 'Os produtos não removidos do lojista, do mais novo para o mais antigo, em páginas.',
    query: {
      schema: listProductsQuerySchema,
      parameters: {
        ...pagingParameters,
        ...cursorParameters,
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
    summary: 'Consulta um produto',
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
    summary: 'Atualiza um produto',
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
    summary: 'Remove um produto',
    description: 'Remoção lógica: o produto não pode mais ser consultado; o `externalId` fica livre.',
    pathParams: idParam('product', 'do produto'),
    success: { status: 204, description: 'Removido; sem corpo.' },
  },
} satisfies Record<RouteKeyOf<typeof productRoutes>, OperationSpec>;
