import type { ReactNode } from 'react';

/** A text with links, as JSON an island can take as a prop: plain strings and linked parts, in order. */
export type LinkedText = readonly (string | { text: string; href: string })[];

/**
 * A catalog text's `<link>` tags as LinkedText: `rich` is a translator's `t.rich` with `link` bound to
 * `linkPart(href)`. Anything else in the text (another tag) stops the build, naming the key.
 */
export function linkedText(rich: ReactNode, key: string): LinkedText {
  const parts = Array.isArray(rich) ? rich : [rich];
  for (const part of parts) {
    if (typeof part !== 'string' && !(part && typeof part === 'object' && 'href' in part)) {
      throw new Error(`${key}: a linked text holds only text and <link> tags.`);
    }
  }
  return parts as LinkedText;
}

/** The `link` tag of a translator's `t.rich`, for linkedText. @param href where the link leads */
export const linkPart = (href: string) => (chunks: ReactNode) =>
  ({ text: [chunks].flat().join(''), href }) as unknown as ReactNode;

/** Renders a LinkedText: its linked parts as links with the given classes. */
export function LinkedTextView({ text, linkClassName }: { text: LinkedText; linkClassName: string }) {
  return text.map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : (
      <a key={i} href={part.href} className={linkClassName}>
        {part.text}
      </a>
    ),
  );
}
