// Pulsar names are long and have no spaces ("persistent://tenant/namespace/topic"), so a narrow
// screen used to split them mid-word ("creat/ed"). Offering a line break after each separator lets
// the browser wrap between the name's parts instead; <wbr> adds nothing to copied text.
import { Fragment } from 'react';

/** The name's parts, each ending at a separator run: "persistent://a/b" → ["persistent://", "a/", "b"]. */
export function nameParts(name: string): string[] {
  return name.split(/(?<=[/:.])(?![/:])/).filter((part) => part !== '');
}

/** A resource name that wraps only between its parts. */
export function BreakableName({ name }: { name: string }) {
  return nameParts(name).map((part, index) => (
    // Parts may repeat, so their position is their identity.
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** `text` with the first occurrence of `name` made breakable (e.g. a translated "Topic {{topic}}"). */
export function WithBreakableName({ text, name }: { text: string; name: string }) {
  const at = text.indexOf(name);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <BreakableName name={name} />
      {text.slice(at + name.length)}
    </>
  );
}
