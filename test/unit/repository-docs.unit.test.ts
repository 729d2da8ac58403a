import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';

/**
 * The repository documents itself: every rule the code follows is stated under docs/, so a clone
 * holds the whole contract. These checks keep it so: no file cites a document the repository does
 * not have, and no link of the docs leads nowhere.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Vendored as published: their text is not ours to point anywhere. */
const VENDORED = ['package-lock.json', 'test/support/bcb-api-pix/'];

/** Every file of the repository: tracked, or new and not ignored (so a check sees uncommitted work). */
const repositoryFiles = (): string[] =>
  execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(ROOT, file)))
    .filter((file) => !VENDORED.some((vendored) => file === vendored || file.startsWith(vendored)));

const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

const isText = (content: string): boolean => !content.includes('\0');

const lineOf = (content: string, index: number): number => content.slice(0, index).split('\n').length;

/** Whether `target`, as written in `file`, names a file of the repository (relative to it, or to the root). */
const resolves = (file: string, target: string): boolean =>
  [path.join(ROOT, path.dirname(file), target), path.join(ROOT, target)].some(
    (candidate) => candidate.startsWith(ROOT) && existsSync(candidate),
  );

/**
 * Names of contract documents kept outside the repository. A citation of one, alone or after its
 * folders, is allowed only where a file by that path exists in the repository, so a clone can always
 * open what a comment or a page cites. A name that merely ends like one (`rate-…`) is another name.
 */
const CONTRACT_DOCUMENTS = ['interface', 'payments', 'billing', 'limits', 'money', 'dashboard'];
const CITATION = new RegExp(
  String.raw`(?<![\w.-])((?:[\w.-]*/)*(?:${CONTRACT_DOCUMENTS.join('|')}))\.md\b`,
  'g',
);

/** `file:line: cited` for each citation in `content` that names no file of the repository. */
function unresolvedCitations(file: string, content: string): string[] {
  const found: string[] = [];
  for (const match of content.matchAll(CITATION)) {
    const cited = `${match[1]}.md`;
    if (!resolves(file, cited)) found.push(`${file}:${lineOf(content, match.index)}: ${cited}`);
  }
  return found;
}

const markdown = new MarkdownIt();

interface Link {
  href: string;
  line: number;
}

/** Every link and image of a Markdown text, and the anchors of its headings as GitHub makes them. */
function parseMarkdown(content: string): { links: Link[]; anchors: Set<string> } {
  const links: Link[] = [];
  const anchors = new Set<string>();
  const slugger = new GithubSlugger();
  const tokens = markdown.parse(content, {});
  // Inline tokens of table cells carry no line; the row before them does.
  let line = 1;
  tokens.forEach((token, index) => {
    if (token.map) line = token.map[0] + 1;
    if (token.type === 'heading_open') {
      const text = (tokens[index + 1]?.children ?? [])
        .filter((child) => child.type === 'text' || child.type === 'code_inline')
        .map((child) => child.content)
        .join('');
      anchors.add(slugger.slug(text));
    }
    if (token.type !== 'inline') return;
    for (const child of token.children ?? []) {
      const href =
        child.type === 'link_open'
          ? child.attrGet('href')
          : child.type === 'image'
            ? child.attrGet('src')
            : null;
      if (href !== null) links.push({ href: String(href), line });
    }
  });
  return { links, anchors };
}

/** A link with a scheme (`https:`, `mailto:`) or to another host leaves the repository: not checked here. */
const isExternal = (href: string): boolean => /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');

/** `file:line: href` for each relative link of a Markdown file whose file or heading does not exist. */
function brokenLinks(file: string, anchorsOf: (file: string) => Set<string>): string[] {
  const broken: string[] = [];
  for (const { href, line } of parseMarkdown(read(file)).links) {
    if (isExternal(href)) continue;
    const [target = '', anchor] = href.split('#', 2);
    const targetFile =
      target === '' ? file : path.relative(ROOT, path.join(ROOT, path.dirname(file), decodeURI(target)));
    const where = `${file}:${line}: ${href}`;
    if (targetFile.startsWith('..') || !existsSync(path.join(ROOT, targetFile))) broken.push(where);
    else if (
      anchor !== undefined &&
      targetFile.endsWith('.md') &&
      !anchorsOf(targetFile).has(decodeURIComponent(anchor))
    )
      broken.push(where);
  }
  return broken;
}

describe('the repository holds every document it points to', () => {
  const files = repositoryFiles();

  it('finds the files it checks', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('docs/rules/README.md');
    expect(files.filter((file) => file.endsWith('.md')).length).toBeGreaterThan(10);
  });

  it('cites the contract only where the cited file exists in the repository', () => {
    const unresolved = files.flatMap((file) => {
      const content = read(file);
      return isText(content) ? unresolvedCitations(file, content) : [];
    });
    expect(unresolved).toEqual([]);
  });

  it('links, in every Markdown file, only to files and headings that exist', () => {
    const anchors = new Map<string, Set<string>>();
    const anchorsOf = (file: string): Set<string> => {
      let found = anchors.get(file);
      if (!found) {
        found = parseMarkdown(read(file)).anchors;
        anchors.set(file, found);
      }
      return found;
    };
    const broken = files
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) => brokenLinks(file, anchorsOf));
    expect(broken).toEqual([]);
  });
});

describe("the README's first steps", () => {
  const readme = read('README.md');

  it('ends every curl answer printed to the terminal with a new line', () => {
    // A curl whose output is captured (`$(curl …`) feeds a variable; any other prints to the prompt.
    const printed = readme.split('\n').filter((line) => /^curl\s/.test(line));
    expect(printed.length).toBeGreaterThan(0);
    for (const line of printed) expect(line).toContain(`-w '\\n'`);
  });

  it("says npm ci's engine warnings on an older Node are harmless", () => {
    expect(readme).toMatch(/EBADENGINE[^.]*harmless/);
  });

  it('gives a second npm start a port and a data folder of its own', () => {
    expect(readme).toContain('PORT=3001 DATA_DIR=.data-3001 npm start');
  });
});

describe('files the guides ask people to save', () => {
  const saved = [...read('docs/api.md').matchAll(/save this as `([^`]+)`/g)].map((match) => match[1]!);

  it('are named', () => {
    expect(saved.length).toBeGreaterThan(0);
  });

  it.each(saved)('%s sits where git, eslint and prettier leave it alone', async (file) => {
    const { ESLint } = await import('eslint');
    expect(await new ESLint({ cwd: ROOT }).isPathIgnored(path.join(ROOT, file))).toBe(true);
    const ignored = (list: string) =>
      read(list)
        .split('\n')
        .some((line) => line !== '' && file.startsWith(line));
    expect(ignored('.prettierignore')).toBe(true);
    expect(ignored('.gitignore')).toBe(true);
  });
});
