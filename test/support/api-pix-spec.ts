import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import type { Exchange } from '../../dev/stub-psp.js';

/**
 * The Banco Central's API Pix document (release 2.9.0, kept unchanged in `bcb-api-pix/`) compiled
 * with Ajv, so tests check every body our client sends and the stub PSP answers against the
 * standard's own schemas instead of a hand copy.
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a parsed YAML document

const SPEC_ID = 'https://pix.bcb.gov.br/api/v2/openapi.json';
const document = parse(readFileSync(new URL('./bcb-api-pix/openapi.yaml', import.meta.url), 'utf8')) as Json;

/**
 * The document writes a few patterns with JavaScript's delimiters (`"/^\\d{11}$/"` for a CPF), which
 * as JSON Schema would ask for the slashes themselves and refuse every CPF. Read them as meant.
 */
function undelimit(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'pattern' && typeof value === 'string' && /^\/.+\/$/.test(value)) {
      (node as Json)[key] = value.slice(1, -1);
    } else undelimit(value);
  }
}
undelimit(document);
// `DadosRecebedor` also asks for the payee's address beside `recebedor` rather than only inside it
// (where its `allOf` asks again): no cobv a PSP answers has it there.
delete (document.components.schemas.DadosRecebedor as Json).required;

const schemas = document.components.schemas as Json;
// `RecBase` asks for `idRec` and `retentativa`, which are not among its properties: a request body
// cannot carry the PSP's `idRec`, and the retry policy is `politicaRetentativa` (`RecConfiguracao`).
// The recurrences a PSP answers still must have their `idRec`.
(schemas.RecBase as Json).required = ['calendario', 'vinculo'];
for (const name of ['RecGerada', 'RecCompleta']) (schemas[name] as Json).required.push('idRec');
// `RecNotification.required` is written `["idRec","status",atualizacao"]`: YAML reads the last
// item as `atualizacao"` (quote included), a property no notice can have.
(schemas.RecNotification as Json).required = ['idRec', 'status', 'atualizacao'];
// `DadosPagadorRec` asks for `ispbParticipante` beside `pagador` rather than inside it (where the
// spec's own examples put it): move the requirement in.
delete (schemas.DadosPagadorRec as Json).required;
(schemas.DadosPagadorRec as Json).properties.pagador.required = ['ispbParticipante'];
// The `encerramento` of a rec and of a cobr is a `oneOf` of `{rejeicao}` and `{cancelamento}`
// whose branches require nothing, so every object matches both and `oneOf` refuses it: `anyOf`.
const oneOfToAnyOf = (node: Json): void => {
  node.anyOf = node.oneOf;
  delete node.oneOf;
};
oneOfToAnyOf(schemas.RecEncerramento.properties.encerramento as Json);
oneOfToAnyOf(schemas.CobRAtualizacao.properties.encerramento as Json);
// `PixAutomatico.valor` is a string that must also match an `anyOf` of objects (the parts of a
// `Pix`'s `componentesValor`, misplaced), which no string can: keep it the string `Pix.valor` is.
delete (schemas.PixAutomatico.properties.valor as Json).anyOf;
// `RecRevisada`'s `vinculo.devedor` is a `oneOf` of two identical branches (`{nome}`): any devedor
// matches both.
oneOfToAnyOf(
  (schemas.RecRevisada.allOf as Json[]).find((part) => part.properties?.vinculo)!.properties.vinculo
    .properties.devedor as Json,
);

// `PixConsultados` asks for `cobs` (copied from `CobsConsultadas`): a list of Pix has `pix`.
(schemas.PixConsultados as Json).required = ['parametros'];

// OpenAPI 3.0 schemas are JSON Schema with extras (`example`, `readOnly`, `int32`): not strict.
const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
addFormats.default(ajv);
ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) });
ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
ajv.addSchema(document, SPEC_ID);

const pointer = (path: string[]): string =>
  path.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

const compiled = new Map<string, ValidateFunction>();
function validatorAt(path: string[]): ValidateFunction {
  const ref = `${SPEC_ID}#/${pointer(path)}`;
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.getSchema(ref);
    if (!validate) throw new Error(`no schema at ${ref}`);
    compiled.set(ref, validate);
  }
  return validate;
}

const deref = (node: Json): { node: Json; path: string[] } => {
  if (typeof node.$ref !== 'string') throw new Error('expected a $ref');
  const path = (node.$ref as string).replace(/^#\//, '').split('/');
  return { node: path.reduce((at: Json, key) => at[key], document), path };
};

function check(validate: ValidateFunction, value: unknown, what: string): void {
  if (!validate(value)) {
    throw new Error(`${what} does not match the API Pix schema: ${ajv.errorsText(validate.errors)}`);
  }
}

/** Validates one exchange: the request body (when the operation has one) and the response body. */
export function validateExchange(exchange: Exchange): void {
  if (exchange.operation === '/oauth/token') return; // OAuth is outside the document
  if (exchange.operation.startsWith('/v3/gn/')) return; // Efí's Pix sending (payouts) too
  const operation = document.paths[exchange.operation]?.[exchange.method.toLowerCase()] as Json | undefined;
  if (!operation) throw new Error(`${exchange.method} ${exchange.operation} is not in the API Pix`);
  const what = `${exchange.method} ${exchange.path}`;
  if (operation.requestBody && exchange.status < 400) {
    const { path } = deref(operation.requestBody as Json);
    check(
      validatorAt([...path, 'content', 'application/json', 'schema']),
      exchange.requestBody,
      `${what} request`,
    );
  }
  let response = operation.responses[String(exchange.status)] as Json | undefined;
  if (!response && (exchange.status === 401 || exchange.status >= 500)) {
    // Token refusals and injected failures are not in the document per operation; the body is
    // still the standard's problem object.
    check(validatorAt(['components', 'schemas', 'Problema']), exchange.responseBody, `${what} response`);
    return;
  }
  if (!response) throw new Error(`${what}: status ${exchange.status} is not documented`);
  let base = [
    'paths',
    exchange.operation,
    exchange.method.toLowerCase(),
    'responses',
    String(exchange.status),
  ];
  if (response.$ref) ({ node: response, path: base } = deref(response));
  const type = Object.keys((response.content as Json | undefined) ?? {})[0];
  if (!type) {
    if (exchange.responseBody !== undefined) throw new Error(`${what}: body where none is documented`);
    return;
  }
  check(validatorAt([...base, 'content', type, 'schema']), exchange.responseBody, `${what} response`);
}

/** Validates a payment notice body (`{"pix": [...]}`) against the webhook callback's schema. */
export function validateNotice(body: unknown): void {
  check(
    validatorAt(['components', 'requestBodies', 'WebhookPixBody', 'content', 'application/json', 'schema']),
    body,
    'payment notice',
  );
}

/** Validates a recurrence notice body (`{"recs": [...]}`) against the `/rec` callback's schema. */
export function validateRecNotice(body: unknown): void {
  check(
    validatorAt(['components', 'requestBodies', 'WebhookRecBody', 'content', 'application/json', 'schema']),
    body,
    'recurrence notice',
  );
}

/** Validates a recurring-charge notice body (`{"cobsr": [...]}`) against the `/cobr` callback's schema. */
export function validateCobrNotice(body: unknown): void {
  check(
    validatorAt(['components', 'requestBodies', 'WebhookCobRBody', 'content', 'application/json', 'schema']),
    body,
    'recurring-charge notice',
  );
}

/** Validates a value against a named component schema (`CobSolicitada`, `Pix`, …). */
export function validateSchema(name: string, value: unknown): void {
  check(validatorAt(['components', 'schemas', name]), value, name);
}
