import { HELP_TAGS, type HelpSection, type HelpTag } from '@lobby/contract/help';

export interface HelpSelection {
  /** Index of the active section. */
  section: number;
  /** Index of the active sub-section, when the section has any. */
  child: number | null;
}

function index(raw: string | null, length: number): number | null {
  if (raw === null || !/^\d{1,4}$/.test(raw)) return null;
  const value = Number(raw);
  return value < length ? value : null;
}

export function isHelpTag(value: string | null): value is HelpTag {
  return value !== null && (HELP_TAGS as readonly string[]).includes(value);
}

/**
 * The active section and sub-section (spec: ?tag= matches by tag, else ?i= picks the section and
 * ?c= the sub-section; anything missing or out of range falls back to the first).
 */
export function selectHelp(sections: readonly HelpSection[], params: URLSearchParams): HelpSelection {
  const tag = params.get('tag');
  const tagged = isHelpTag(tag) ? sections.findIndex((section) => section.tag === tag) : -1;
  const section = tagged >= 0 ? tagged : (index(params.get('i'), sections.length) ?? 0);
  const children = sections[section]?.children.length ?? 0;
  const child = children === 0 ? null : (index(params.get('c'), children) ?? 0);
  return { section, child };
}

/** The address of a section (and sub-section) on a help route. */
export function helpHref(path: string, section: number, child?: number | null): string {
  return child === undefined || child === null ? `${path}?i=${section}` : `${path}?i=${section}&c=${child}`;
}
