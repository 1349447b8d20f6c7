import { FAQ } from './faq-content';
import { HelpArticle } from './HelpArticle';

/** /faq (10, not 8): the questions employees ask most, searchable. */
export default function FaqPage() {
  return <HelpArticle document={FAQ} questions testId="faq-page" />;
}
