import { GUIDELINES_PROGRAMMER } from './guidelines-programmer-content';
import { HelpArticle } from './HelpArticle';

/** /guidelines/programmer (57): how the portal is built, how a remote ships, how to run and test one. */
export default function GuidelineProgrammerPage() {
  return <HelpArticle document={GUIDELINES_PROGRAMMER} testId="guidelines-programmer-page" />;
}
