import { useMemo, useState } from 'react';
import { Box, Heading, Input, Link, List, Stack, Text } from '@portal/design-system';
import { sectionText, type HelpBlock, type HelpDocument } from './help-types';

export interface HelpArticleProps {
  document: HelpDocument;
  /** FAQ style: each section folds (question → answer) and a search box filters them. */
  questions?: boolean;
  testId?: string;
}

function Block({ block }: { block: HelpBlock }) {
  switch (block.kind) {
    case 'text':
      return <Text>{block.text}</Text>;
    case 'list':
    case 'steps':
      return (
        <List.Root as={block.kind === 'steps' ? 'ol' : 'ul'} ps="5" gap="1">
          {block.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List.Root>
      );
    case 'code':
      return (
        <Box as="pre" bg="bg.muted" p="3" rounded="md" fontSize="sm" overflowX="auto" whiteSpace="pre-wrap">
          <code>{block.text}</code>
        </Box>
      );
  }
}

/** A help text: title, introduction, table of contents and sections (or foldable questions). */
export function HelpArticle({ document, questions = false, testId }: HelpArticleProps) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return document.sections;
    return document.sections.filter((section) => {
      const haystack = sectionText(section);
      return words.every((word) => haystack.includes(word));
    });
  }, [document.sections, search]);

  return (
    <Stack gap="5" maxW="4xl" data-testid={testId}>
      <Heading as="h1" size="xl">
        {document.title}
      </Heading>
      <Text color="fg.muted">{document.intro}</Text>
      {questions ? (
        <Input
          aria-label="Cari pertanyaan"
          placeholder="Cari pertanyaan…"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxW="md"
        />
      ) : (
        <Box as="nav" aria-label="Daftar isi">
          <List.Root ps="5" gap="1">
            {document.sections.map((section) => (
              <List.Item key={section.id}>
                <Link href={`#${section.id}`} colorPalette="brand">
                  {section.title}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      {shown.length === 0 ? <Text>Tidak ada pertanyaan yang cocok dengan “{search}”.</Text> : null}
      {shown.map((section) =>
        questions ? (
          <Box as="details" key={section.id} id={section.id} borderWidth="1px" rounded="md" p="3">
            <Box as="summary" cursor="pointer" fontWeight="semibold">
              {section.title}
            </Box>
            <Stack gap="2" mt="3">
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </Stack>
          </Box>
        ) : (
          <Stack as="section" key={section.id} id={section.id} gap="2" aria-labelledby={`${section.id}-title`}>
            <Heading as="h2" size="md" id={`${section.id}-title`}>
              {section.title}
            </Heading>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </Stack>
        ),
      )}
    </Stack>
  );
}
