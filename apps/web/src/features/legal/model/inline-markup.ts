/**
 * The tiny inline markup the legal texts use, so translators never write HTML:
 *
 *   **bold text**            → <strong>
 *   [label](/terms)          → link inside the app
 *   [label](mailto:a@b.ua)   → e-mail link
 *   [label](https://…)       → external link
 *
 * Anything else, including a link to another scheme (javascript:, http:, //host), stays plain
 * text. Nothing is ever injected as HTML.
 */
export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string; target: LinkTarget };

/** `internal` goes through the router; the others are plain anchors. */
export type LinkTarget = 'internal' | 'email' | 'external';

const TOKEN = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export const linkTarget = (href: string): LinkTarget | null => {
  if (/^\/(?!\/)/.test(href)) return 'internal';
  if (/^mailto:[^@\s]+@[^@\s]+$/.test(href)) return 'email';
  if (/^https:\/\/[^\s/]+/.test(href)) return 'external';
  return null;
};

export const parseInline = (source: string): InlineNode[] => {
  const nodes: InlineNode[] = [];
  const pushText = (text: string) => {
    if (text === '') return;
    const last = nodes[nodes.length - 1];
    if (last?.kind === 'text') last.text += text;
    else nodes.push({ kind: 'text', text });
  };

  let cursor = 0;
  for (const match of source.matchAll(TOKEN)) {
    const [whole, bold, label, href] = match;
    const start = match.index;
    pushText(source.slice(cursor, start));
    cursor = start + whole.length;

    if (bold !== undefined) {
      nodes.push({ kind: 'strong', text: bold });
    } else if (label !== undefined && href !== undefined) {
      const target = linkTarget(href);
      if (target) nodes.push({ kind: 'link', text: label, href, target });
      else pushText(label);
    }
  }
  pushText(source.slice(cursor));
  return nodes;
};
