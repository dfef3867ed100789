/**
 * Rewriting a marked part of docs/FAIRNESS.md, for the scripts that publish test results there.
 *
 * @module
 */

/**
 * Puts `content` between the `<!-- NAME:start -->` and `<!-- NAME:end -->` markers of
 * docs/FAIRNESS.md, then formats the page as `deno fmt` would, so that `deno fmt --check` stays
 * clean.
 */
export async function writeMarked(name: string, content: string): Promise<void> {
  const url = new URL("../docs/FAIRNESS.md", import.meta.url);
  const page = await Deno.readTextFile(url);
  const marked = new RegExp(`<!-- ${name}:start -->\\n(?:[\\s\\S]*?\\n)?<!-- ${name}:end -->`);
  if (!marked.test(page)) throw new Error(`docs/FAIRNESS.md has no ${name} markers`);
  await Deno.writeTextFile(
    url,
    page.replace(marked, () => `<!-- ${name}:start -->\n${content}\n<!-- ${name}:end -->`),
  );
  await new Deno.Command(Deno.execPath(), { args: ["fmt", "-q", url.pathname] }).output();
}
