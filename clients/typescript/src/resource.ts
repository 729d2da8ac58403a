/**
 * What a file of `src/resources/` builds on: the base of its class, how it registers the class, its
 * operations, its CLI command and its `trigger` fixtures (`defineResource`), and the client's
 * property it adds (`Resources`, by module augmentation). `src/resources.ts` lists the files.
 */
import type { OperationId } from './generated/operations.js';
import type { RequestOptions, Transport } from './http.js';
import { AutoPagingList, type Page } from './list.js';
import type { EventType, ListItem } from './types.js';

type ListOperation = Extract<OperationId, `list${string}`>;

export abstract class Resource {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  protected walk<Id extends ListOperation>(
    id: Id,
    params: object | undefined,
    options: RequestOptions | undefined,
    path?: Record<string, string>,
  ): AutoPagingList<ListItem<Id>> {
    return new AutoPagingList<ListItem<Id>>(
      (at) =>
        this.transport.request(
          id,
          { ...(path ? { path } : {}), query: { ...params, ...at } },
          options,
        ) as Promise<Page<ListItem<Id>>>,
    );
  }
}

/**
 * The client's resources by property (`mp.charges`). Each resource file adds its own:
 * `declare module '../resource.js' { interface Resources { readonly charges: Charges } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the resource files
export interface Resources {}

/** What a trigger prints: one line per resource it created or changed, with its id. */
export type Print = (line: string) => void;

export type Trigger =
  /** Creates and changes what causes the event, in `test`. */
  | { run: (mp: Resources, print: Print) => Promise<unknown> }
  /** An event `test` cannot cause, and why. */
  | { cannot: string };

/** A wrong use of the CLI: printed with a pointer to `--help`, exit code 2. */
export class UsageError extends Error {}

/** The values of the CLI's options, by name, as `parseArgs` gives them. */
export type OptionValues = Record<string, string | boolean | (string | boolean)[] | undefined>;

/** A command of `merchant-payments` that a resource brings, with its parts of `--help`. */
export interface Command {
  /** The first word after `merchant-payments`. */
  word: string;
  /** How the list of commands names it (`ledger export`). */
  listed: string;
  /** Its lines under "Usage:", each after `merchant-payments `. */
  usage: readonly string[];
  /** Its lines under "Commands:", indented as printed. */
  help: string;
  /** Its options, as `parseArgs` takes them, and their lines under "Options:". */
  options: Readonly<Record<string, { type: 'string' | 'boolean' }>>;
  optionsHelp: string;
  /**
   * Runs it: `rest` are the words after `word`; `client()` makes the client from `--api-key` and
   * `--base-url` (a usage error without a key).
   */
  run(args: { rest: string[]; values: OptionValues; client: () => Promise<Resources> }): Promise<void>;
}

type MethodName<R> = { [K in keyof R]: R[K] extends (...args: never[]) => unknown ? K : never }[keyof R] &
  string;

/** What a resource file registers (its default export), for the client, the CLI and the docs. */
export interface ResourceDefinition<Name extends keyof Resources> {
  /** Its class, made once per client on the client's transport. */
  Class: new (transport: Transport) => Resources[Name];
  /**
   * The method that calls each of its operations that take a key. The client fails to compile
   * while an operation of the API has no method in some resource.
   */
  methods: { readonly [Id in OperationId]?: MethodName<Resources[Name]> };
  /** Its command of the CLI, if any. */
  command?: Command;
  /** The fixture of each of its event types: what `merchant-payments trigger <type>` does. */
  triggers?: { readonly [Type in EventType]?: Trigger };
}

export const defineResource = <Name extends keyof Resources, Definition extends ResourceDefinition<Name>>(
  name: Name,
  definition: Definition,
): Definition & { name: Name } => ({ ...definition, name });

/** Compiles only when `Missing` is empty: names what a list leaves out, in the compiler's error. */
export const noneMissing = <Missing extends never>(): Missing[] => [];

// Fixture helpers shared by the resources' triggers.

/** Marks what a trigger created, where the API keeps metadata. */
export const metadata = { source: 'merchant-payments trigger' };

/** `YYYY-MM-DD`, `days` from now (UTC; five days ahead is at least three in Brazil). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What a fixture prints for an event the API's sweep records once `at` has passed. */
export const later = (print: Print, what: string, at: string) =>
  print(`${what} follows when it expires at ${at} and the API's sweep records it, within a minute after.`);
