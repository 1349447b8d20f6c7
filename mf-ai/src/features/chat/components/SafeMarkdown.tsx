/**
 * Renders an assistant's Markdown safely: a small subset built as React elements (never HTML):
 * paragraphs, bullet and numbered lists, fenced code, **bold**, _italic_, `code` and links to portal
 * pages ([teks](/path)). Anything else, HTML included, stays literal text (React escapes it); a link
 * to another site or a `javascript:` address is shown as its text only, so an answer can never send
 * the user off the portal or run code. No Markdown dependency: the subset is all the assistant needs.
 */
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from '@portal/design-system/router';
import { Box, Link, Stack, Text } from '@portal/design-system';

/** A portal path: starts with one '/', no scheme, no protocol-relative '//' and no backslash tricks. */
export function isPortalPath(href: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(href);
}

const INLINE = /(\*\*[^*\n]+\*\*|`[^`\n]+`|\[[^\]\n]+\]\([^)\s]+\)|_[^_\n]+_)/g;

export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  return text.split(INLINE).map((part, i) => {
    const key = `${keyPrefix}-${i}`;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
      return <strong key={key}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2)
      return (
        <Box as="code" key={key} fontFamily="mono" fontSize="0.9em" bg="bg.muted" px="1" borderRadius="sm">
          {part.slice(1, -1)}
        </Box>
      );
    if (part.startsWith('_') && part.endsWith('_') && part.length > 2) return <em key={key}>{part.slice(1, -1)}</em>;
    const link = part.match(/^\[([^\]]+)\]\(([^)\s]+)\)$/);
    if (link) {
      const [, label, href] = link;
      if (!isPortalPath(href)) return <Fragment key={key}>{label}</Fragment>;
      return (
        <Link asChild key={key} colorPalette="brand" textDecoration="underline">
          <RouterLink to={href}>{label}</RouterLink>
        </Link>
      );
    }
    return <Fragment key={key}>{part}</Fragment>;
  });
}

type Block =
  { kind: 'p'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[] } | { kind: 'code'; lines: string[] };

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let current: Block | null = null;
  const flush = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (line.trimStart().startsWith('```')) {
      flush();
      const code: string[] = [];
      for (i += 1; i < lines.length && !lines[i].trimStart().startsWith('```'); i += 1) code.push(lines[i]);
      blocks.push({ kind: 'code', lines: code });
      continue;
    }
    const bullet = line.match(/^\s*[-*]\s+(.*)$/);
    const numbered = line.match(/^\s*\d+[.)]\s+(.*)$/);
    if (bullet || numbered) {
      const kind = bullet ? 'ul' : 'ol';
      if (!current || current.kind !== kind) {
        flush();
        current = { kind, items: [] };
      }
      (current as { items: string[] }).items.push((bullet ?? numbered)![1]);
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    if (!current || current.kind !== 'p') {
      flush();
      current = { kind: 'p', lines: [] };
    }
    current.lines.push(line);
  }
  flush();
  return blocks;
}

export interface SafeMarkdownProps {
  text: string;
}

export function SafeMarkdown({ text }: SafeMarkdownProps) {
  return (
    <Stack gap="2" data-testid="safe-markdown">
      {parseBlocks(text).map((block, b) => {
        if (block.kind === 'code')
          return (
            <Box
              as="pre"
              key={b}
              fontFamily="mono"
              fontSize="sm"
              bg="bg.muted"
              p="2"
              borderRadius="md"
              overflowX="auto"
            >
              {block.lines.join('\n')}
            </Box>
          );
        if (block.kind === 'p')
          return (
            <Text key={b} whiteSpace="pre-wrap">
              {renderInline(block.lines.join('\n'), `p${b}`)}
            </Text>
          );
        return (
          <Box as={block.kind} key={b} ps="5" listStyleType={block.kind === 'ul' ? 'disc' : 'decimal'}>
            {block.items.map((item, i) => (
              <li key={i}>{renderInline(item, `l${b}-${i}`)}</li>
            ))}
          </Box>
        );
      })}
    </Stack>
  );
}
