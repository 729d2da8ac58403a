import { createHash, randomBytes } from 'node:crypto';

/**
 * The values a synthesized template gives its functions, resolved as CloudFormation would resolve
 * them at deploy time, for the deployed-mode test (test/integration/deployed.test.ts). Nothing here
 * knows what the stack declares: a table's Ref is the table the test runs on, a queue's URL is on
 * the test's AWS (the SDK sends to the queue's own URL), a secret's dynamic reference is the value
 * the fake Secrets Manager serves for it, and every other resource gets the physical id and ARNs an
 * AWS account would give it. A value it cannot resolve throws, naming it.
 */
export type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

export const REGION = 'sa-east-1';
export const ACCOUNT = '000000000000';

/** A Secrets Manager secret of the template, with the value it was generated (or written) with. */
export interface StackSecret {
  arn: string;
  name: string;
  value: string;
}

const PSEUDO: Record<string, string> = {
  'AWS::Region': REGION,
  'AWS::AccountId': ACCOUNT,
  'AWS::Partition': 'aws',
  'AWS::URLSuffix': 'amazonaws.com',
};

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const PUNCTUATION = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

/** What `GenerateSecretString` would make: random characters of the allowed set. */
function generated(spec: Record<string, unknown>): string {
  const excluded = new Set(String(spec.ExcludeCharacters ?? ''));
  const alphabet = [...ALPHANUMERIC, ...(spec.ExcludePunctuation ? [] : [...PUNCTUATION])].filter(
    (c) => !excluded.has(c),
  );
  const length = Number(spec.PasswordLength ?? 32);
  const random = randomBytes(length);
  const password = [...random].map((byte) => alphabet[byte % alphabet.length]).join('');
  if (typeof spec.SecretStringTemplate === 'string' && typeof spec.GenerateStringKey === 'string')
    return JSON.stringify({ ...JSON.parse(spec.SecretStringTemplate), [spec.GenerateStringKey]: password });
  return password;
}

/** A stable short id from a logical id, as AWS's generated ids look (lowercase letters, digits). */
const shortId = (logicalId: string, length = 10): string =>
  createHash('sha256').update(logicalId).digest('hex').slice(0, length);

export class TemplateValues {
  /** The template's secrets, by ARN. */
  readonly secrets = new Map<string, StackSecret>();

  constructor(
    readonly resources: Resources,
    private readonly physical: {
      /** The name of a table of the template: the test's own table. */
      tableName: (logicalId: string) => string;
      /** Where the test's queues live (`http://127.0.0.1:port`): a queue's URL is its endpoint. */
      queueOrigin: () => string;
    },
  ) {
    for (const [id, resource] of Object.entries(resources)) {
      if (resource.Type !== 'AWS::SecretsManager::Secret') continue;
      const props = resource.Properties ?? {};
      const value =
        typeof props.SecretString === 'string'
          ? props.SecretString
          : generated((props.GenerateSecretString ?? {}) as Record<string, unknown>);
      this.secrets.set(this.ref(id), { arn: this.ref(id), name: this.secretName(id), value });
    }
  }

  /**
   * A secret the operator created outside the stack (a stack imports it by name): the ARN Secrets
   * Manager gives it, its name with a six-character suffix.
   */
  addSecret(name: string, value: string): StackSecret {
    const secret = {
      arn: `arn:aws:secretsmanager:${REGION}:${ACCOUNT}:secret:${name}-${shortId(`secret:${name}`, 6)}`,
      name,
      value,
    };
    this.secrets.set(secret.arn, secret);
    return secret;
  }

  private resource(id: string) {
    const resource = this.resources[id];
    if (!resource) throw new Error(`the template has no resource ${id}`);
    return resource;
  }

  private secretName(id: string): string {
    const name = this.resource(id).Properties?.Name;
    return typeof name === 'string' ? name : `${id}-${shortId(id, 12)}`;
  }

  /** What `{ Ref: id }` gives. */
  ref(id: string): string {
    const pseudo = PSEUDO[id];
    if (pseudo) return pseudo;
    if (id === 'AWS::StackName') return 'merchant-payments-test';
    const { Type: type } = this.resource(id);
    switch (type) {
      case 'AWS::DynamoDB::Table':
        return this.physical.tableName(id);
      case 'AWS::SQS::Queue':
        return `${this.physical.queueOrigin()}/${ACCOUNT}/${id}`;
      case 'AWS::KMS::Key':
        return `${shortId(id, 8)}-0000-4000-8000-${shortId(`${id}#key`, 12)}`;
      case 'AWS::SecretsManager::Secret':
        return `arn:aws:secretsmanager:${REGION}:${ACCOUNT}:secret:${this.secretName(id)}-${shortId(id, 6)}`;
      case 'AWS::ApiGatewayV2::Api':
        return shortId(id);
      default:
        return id;
    }
  }

  /** What `{ Fn::GetAtt: [id, attribute] }` gives. */
  getAtt(id: string, attribute: string): string {
    const { Type: type } = this.resource(id);
    const service = type.split('::')[1]!.toLowerCase();
    const arn = (resource: string) => `arn:aws:${service}:${REGION}:${ACCOUNT}:${resource}`;
    switch (`${type}.${attribute}`) {
      case 'AWS::DynamoDB::Table.Arn':
        return arn(`table/${this.ref(id)}`);
      case 'AWS::DynamoDB::Table.StreamArn':
        return arn(`table/${this.ref(id)}/stream/2026-01-01T00:00:00.000`);
      case 'AWS::SQS::Queue.Arn':
        return arn(id);
      case 'AWS::SQS::Queue.QueueName':
        return id;
      case 'AWS::SQS::Queue.QueueUrl':
        return this.ref(id);
      case 'AWS::KMS::Key.Arn':
        return arn(`key/${this.ref(id)}`);
      case 'AWS::KMS::Key.KeyId':
        return this.ref(id);
      case 'AWS::SecretsManager::Secret.Id':
        return this.ref(id);
      case 'AWS::Lambda::Function.Arn':
        return arn(`function:${this.ref(id)}`);
      case 'AWS::IAM::Role.Arn':
        return `arn:aws:iam::${ACCOUNT}:role/${this.ref(id)}`;
      case 'AWS::ApiGatewayV2::Api.ApiEndpoint':
        return `https://${this.ref(id)}.execute-api.${REGION}.amazonaws.com`;
      case 'AWS::Logs::LogGroup.Arn':
        return arn(`log-group:${this.ref(id)}:*`);
      default:
        throw new Error(`the deployed-mode test cannot resolve Fn::GetAtt ${id}.${attribute} (${type})`);
    }
  }

  /** `value` with every intrinsic function and dynamic reference resolved. */
  resolve(value: unknown): unknown {
    if (typeof value === 'string') return this.dynamicReferences(value);
    if (Array.isArray(value)) return value.map((item) => this.resolve(item));
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value);
    if (entries.length === 1) {
      const [name, arg] = entries[0]!;
      switch (name) {
        case 'Ref':
          return this.ref(arg as string);
        case 'Fn::GetAtt': {
          const [id, attribute] = Array.isArray(arg) ? arg : String(arg).split(/\.(.*)/);
          return this.getAtt(id as string, attribute as string);
        }
        case 'Fn::Join': {
          const [separator, parts] = arg as [string, unknown[]];
          return this.dynamicReferences(
            (this.resolve(parts) as unknown[]).map((part) => this.text(part)).join(separator),
          );
        }
        case 'Fn::Select': {
          const [index, list] = arg as [number | string, unknown];
          return (this.resolve(list) as unknown[])[Number(this.resolve(index))];
        }
        case 'Fn::Split': {
          const [separator, source] = arg as [string, unknown];
          return this.text(this.resolve(source)).split(separator);
        }
        case 'Fn::Sub':
          return this.sub(arg);
        default:
          if (name.startsWith('Fn::') || name === 'Condition')
            throw new Error(`the deployed-mode test cannot resolve ${name}`);
      }
    }
    return Object.fromEntries(entries.map(([key, item]) => [key, this.resolve(item)]));
  }

  /** A resolved value as the string CloudFormation would put in its place. */
  text(value: unknown): string {
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return this.text(this.resolve(value));
  }

  private sub(arg: unknown): string {
    const [template, variables] = Array.isArray(arg)
      ? (arg as [string, Record<string, unknown>])
      : [arg as string, {}];
    const replaced = template.replace(/\$\{([^!}][^}]*)\}/g, (_, name: string) => {
      if (name in variables) return this.text(this.resolve(variables[name]));
      const [id, attribute] = name.split(/\.(.*)/);
      return attribute ? this.getAtt(id!, attribute) : this.ref(id!);
    });
    return this.dynamicReferences(replaced.replace(/\$\{!/g, '${'));
  }

  /** The secret a Secrets Manager id names: its ARN (whole or without the suffix) or its name. */
  secret(secretId: string): StackSecret | undefined {
    for (const secret of this.secrets.values()) {
      if (secretId === secret.arn || secretId === secret.name) return secret;
      if (secret.arn.startsWith(`${secretId}-`) && secretId.startsWith('arn:')) return secret;
    }
    return undefined;
  }

  /** `{{resolve:secretsmanager:id:SecretString:json-key:stage:version}}`, as CloudFormation fills it in. */
  private dynamicReferences(text: string): string {
    return text.replace(/\{\{resolve:([a-z-]+):([^}]*)\}\}/g, (whole, service: string, rest: string) => {
      if (service !== 'secretsmanager')
        throw new Error(`the deployed-mode test cannot resolve the dynamic reference ${whole}`);
      const match =
        /^(arn:aws:secretsmanager:[^:]+:[^:]+:secret:[^:]+|[^:]+)(?::SecretString:([^:]*)(?::([^:]*))?(?::([^:]*))?)?$/.exec(
          rest,
        );
      const secret = match && this.secret(match[1]!);
      if (!secret) throw new Error(`${whole} names no secret of the template`);
      const key = match[2];
      return key ? String((JSON.parse(secret.value) as Record<string, unknown>)[key]) : secret.value;
    });
  }
}
