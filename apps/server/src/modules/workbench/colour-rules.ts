// Rows coloured by rules (issue 30 item 3, decision 0075): each rule's CEL expression runs in the
// read's filter sandbox over the lines a batch kept, and a line carries the index of the first rule
// true of it. A rule that cannot be evaluated on a message (a field it lacks) just does not colour
// it; one that overruns the sandbox's limits stops the read as a filter would (FilterStopped).
import type { ReadMessageLine, WorkbenchRead } from '@beacon/contracts';
import { checkFilter, type FilterInput, type FilterSandbox } from '@beacon/message-filter';
import { HttpError } from '../../http-errors.ts';

export interface ColourRules {
  expressions: readonly string[];
  sandbox: FilterSandbox;
}

/** The rules' expressions, each checked as the sandbox will run it; 400 naming the rule that is wrong. */
export function checkedColourRules(colours: WorkbenchRead['colours']): string[] {
  return (colours ?? []).map(({ expression }, index) => {
    const checked = checkFilter(expression);
    if (!checked.ok)
      throw new HttpError(400, `Colour rule ${String(index + 1)} is not valid: ${checked.message}`);
    return expression;
  });
}

/** Sets `colour` on each line some rule is true of; `inputs[i]` is what the rules see of `lines[i]`. */
export async function colourLines(
  rules: ColourRules | undefined,
  lines: ReadMessageLine[],
  inputs: readonly FilterInput[],
): Promise<void> {
  if (!rules || lines.length === 0) return;
  // Each rule sees only the lines no earlier rule coloured: the first true rule wins.
  let open = lines.map((_, index) => index);
  for (const [rule, expression] of rules.expressions.entries()) {
    if (open.length === 0) return;
    const answer = await rules.sandbox.filter(
      expression,
      open.map((index) => inputs[index]!),
    );
    const coloured = new Set(answer.matched.map((position) => open[position]!));
    for (const index of coloured) lines[index]!.colour = rule;
    open = open.filter((index) => !coloured.has(index));
  }
}
