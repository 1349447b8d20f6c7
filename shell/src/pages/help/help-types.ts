/**
 * The shape of a help text (FAQ, guidelines): plain data, so each text lives in its own lazily
 * loaded page chunk and the component that draws it stays one.
 */
export type HelpBlock =
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'steps'; items: readonly string[] }
  | { kind: 'code'; text: string };

export interface HelpSection {
  /** Anchor of the section (#id), also the key. */
  id: string;
  title: string;
  blocks: readonly HelpBlock[];
}

export interface HelpDocument {
  title: string;
  intro: string;
  sections: readonly HelpSection[];
}

export const text = (value: string): HelpBlock => ({ kind: 'text', text: value });
export const list = (...items: string[]): HelpBlock => ({ kind: 'list', items });
export const steps = (...items: string[]): HelpBlock => ({ kind: 'steps', items });
export const code = (value: string): HelpBlock => ({ kind: 'code', text: value });

/** Lower-case text of a section, for the search box. */
export function sectionText(section: HelpSection): string {
  const parts = [section.title];
  for (const block of section.blocks) {
    if (block.kind === 'list' || block.kind === 'steps') parts.push(...block.items);
    else parts.push(block.text);
  }
  return parts.join(' ').toLowerCase();
}
